import type { FastifyReply } from 'fastify'

/**
 * A JSON answer kept serialised in memory for a few seconds. Public reads that every visitor makes
 * (plans, categories, themes) then cost one database round trip per interval instead of one per
 * request, and no serialisation at all. Writes in this process call `invalidate()`; other instances
 * behind the same database see a change within `ttlMs`.
 */
export function createResponseCache(load: () => Promise<unknown>, ttlMs = 5000) {
  let body: Promise<string> | undefined
  let expiresAt = 0
  return {
    /**
     * Sends the cached body; concurrent misses share one load, and a failed load is not kept.
     * Resolves once the answer is sent (a reply is awaitable): an async handler that ended first
     * would send a body streamed through compression (over 8 KB) empty.
     */
    async send(reply: FastifyReply): Promise<void> {
      const now = Date.now()
      if (!body || now >= expiresAt) {
        const pending = load().then((value) => JSON.stringify(value))
        pending.catch(() => {
          if (body === pending) body = undefined
        })
        body = pending
        expiresAt = now + ttlMs
      }
      const json = await body
      await reply.type('application/json; charset=utf-8').send(json)
    },
    invalidate() {
      body = undefined
    },
  }
}
