import type { FastifyReply } from 'fastify'
import { type PreparedBody, prepareBody, sendPrepared } from './prepared-body.ts'

/**
 * A JSON answer kept in memory for a few seconds, prepared once: serialised, and compressed with
 * gzip and brotli (decision 077). Public reads that every visitor makes (plans, categories, themes,
 * reviews) then cost one database round trip per interval instead of one per request, and no
 * serialisation or compression at all. Writes call `invalidate()` (and notify the other instances,
 * decision 056); otherwise other instances see a change within `ttlMs`.
 */
export function createResponseCache(load: () => Promise<unknown>, ttlMs = 5000) {
  let ready: { body: PreparedBody; expiresAt: number } | null = null
  let loading: Promise<PreparedBody> | null = null
  // Bumped by invalidate(): a load that started before a write must not be kept after it.
  let generation = 0

  function refresh(): Promise<PreparedBody> {
    if (loading) return loading
    const started = generation
    const startedAt = Date.now()
    const pending = (async () => prepareBody(JSON.stringify(await load())))()
    loading = pending
    pending.then(
      (body) => {
        if (loading === pending) loading = null
        if (generation === started) ready = { body, expiresAt: startedAt + ttlMs }
      },
      () => {
        // A failed load is not kept: the next request tries again.
        if (loading === pending) loading = null
      },
    )
    return pending
  }

  return {
    /**
     * Sends the cached body. While it is fresh this is synchronous (no promise, no serialisation);
     * concurrent misses share one load, and a failed load is not kept (its error is the answer).
     * Call it from a handler that is not `async` and returns nothing: the reply is sent here, now
     * or when the load ends (an async handler would end first, and Fastify would answer empty).
     */
    send(reply: FastifyReply): void {
      if (ready && ready.expiresAt > Date.now()) {
        sendPrepared(reply, ready.body)
        return
      }
      refresh().then(
        (body) => sendPrepared(reply, body),
        (error) => reply.send(error),
      )
    },
    invalidate() {
      generation += 1
      ready = null
      loading = null
    },
  }
}
