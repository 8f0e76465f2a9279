import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { loggedUrl } from '../logging.ts'

/** In development, a request that takes longer than this is printed even when it succeeds. */
export const slowRequestMs = 1000

/**
 * `json`: one `request completed` line per request (production: for log collectors), with the
 * request id (`reqId`), the user id when signed in, the status and the time.
 * `readable`: only failed (4xx, 5xx) or slow requests, so `npm start`'s banner stays in view.
 */
export type RequestLogMode = 'json' | 'readable'

/**
 * One log line per request, written when the answer has gone (Fastify's own two lines per request
 * are off). The URL is logged with its query's names only (`loggedUrl`): links carry tokens and media
 * URLs their signatures there.
 */
export default fp(
  async function requestLog(app: FastifyInstance, { mode }: { mode: RequestLogMode }) {
    // A callback hook that builds its fields only for a line it writes: it runs after every request.
    app.addHook('onResponse', (request, reply, done) => {
      const statusCode = reply.statusCode
      const responseTime = Math.round(reply.elapsedTime)
      if (mode !== 'json' && statusCode < 400 && responseTime < slowRequestMs) return done()
      const fields = {
        req: { method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip },
        res: { statusCode },
        responseTime,
        // Who asked, when signed in (set by the auth hooks): ties a complaint to its requests.
        ...(request.sessionUser ? { userId: request.sessionUser.id } : {}),
      }
      if (mode === 'json') request.log.info(fields, 'request completed')
      else request.log[statusCode >= 500 ? 'error' : 'warn'](fields, 'request completed')
      done()
    })
  },
  { name: 'request-log' },
)

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
}
/** Said by the line's own shape (time, level, request) or not worth a terminal line. */
const shownElsewhere = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'reqId',
  'msg',
  'req',
  'res',
  'responseTime',
  'err',
])

type PinoLine = {
  level?: number
  time?: number
  msg?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { message?: string; stack?: string }
  [field: string]: unknown
}

/**
 * A pino JSON line as a short line for a person at a terminal:
 * `12:03:04 WARN  GET /api/plans/name/oro → 404 · 3 ms`, or `12:03:04 INFO  message {"other":"fields"}`
 * (the development outbox logs its links as fields), then an error's stack. Not JSON: passed through.
 */
export function readableLogLine(line: string): string {
  let entry: PinoLine
  try {
    entry = JSON.parse(line) as PinoLine
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`
  }
  const time = new Date(entry.time ?? Date.now()).toTimeString().slice(0, 8)
  const level = (levelNames[entry.level ?? 30] ?? 'INFO').padEnd(5)
  const request =
    entry.req && entry.res
      ? `${entry.req.method} ${entry.req.url} → ${entry.res.statusCode} · ${entry.responseTime} ms`
      : null
  const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !shownElsewhere.has(key)))
  const parts = [time, level, request ?? entry.msg ?? '']
  if (Object.keys(extra).length > 0) parts.push(JSON.stringify(extra))
  const stack = entry.err?.stack ?? entry.err?.message
  return `${parts.join(' ')}\n${stack ? `${stack}\n` : ''}`
}

/** pino's destination in development: readable lines on stdout. */
export const readableLogStream = {
  write(line: string) {
    process.stdout.write(readableLogLine(line))
  },
}
