/**
 * SQLSTATE codes that mean "the database cannot serve right now", not "this query is wrong":
 * connection exceptions (class 08), the server shutting down or starting (57P01–57P03), and too
 * many connections (53300).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300'])
/** Socket errors node-postgres passes on when the server is unreachable or the connection dropped. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
/** node-postgres' own messages for a connection it lost or could not open in time (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite closed under the server (tests, or a shutdown racing a request).
  'PGlite is closed',
]

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's error) says the database is
 * out of reach for now. Such a request is answered 503 with `retry-after`, not as our bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (!(current instanceof Error)) return false
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true
    }
    if (UNAVAILABLE_MESSAGES.some((message) => current instanceof Error && current.message.includes(message)))
      return true
    current = current.cause
  }
  return false
}
