/** How long one database check answers every health call (load balancers poll from several places). */
export const healthCacheMs = 1000
/**
 * How long the check waits for the database. With the cache above, a database that stops
 * answering turns health 503 within healthCacheMs + healthTimeoutMs = 2 s.
 */
export const healthTimeoutMs = 1000

export interface HealthCheckOptions {
  /** Resolves true when the database answers within the timeout. */
  ping: (timeoutMs: number) => Promise<boolean>
  cacheMs?: number
  timeoutMs?: number
  now?: () => number
}

/**
 * The database check behind `GET /api/health`, shared by every call for `cacheMs` (counted from
 * when the check started, so an answer is never older than that), and by calls that arrive while
 * it runs: at most one query per second whatever the polling rate.
 */
export function createHealthCheck({
  ping,
  cacheMs = healthCacheMs,
  timeoutMs = healthTimeoutMs,
  now = () => Date.now(),
}: HealthCheckOptions): () => Promise<boolean> {
  let last: { startedAt: number; result: Promise<boolean> } | undefined
  return () => {
    const at = now()
    if (last && at - last.startedAt < cacheMs) return last.result
    const result = ping(timeoutMs).catch(() => false)
    last = { startedAt: at, result }
    return result
  }
}
