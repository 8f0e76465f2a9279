import type { FastifyReply } from 'fastify'
import { createTtlCache } from './ttl-cache.ts'

/**
 * A JSON answer kept serialised in memory for a few seconds. Public reads that every visitor makes
 * (plans, categories, themes) then cost one database round trip per interval instead of one per
 * request, and no serialisation at all. Writes in this process call `invalidate()`; other instances
 * behind the same database see a change within `ttlMs`.
 */
export function createResponseCache(load: () => Promise<unknown>, ttlMs = 5000) {
  const body = createTtlCache<string>(ttlMs, 1)
  const serialised = async () => JSON.stringify(await load())
  return {
    /**
     * Sends the cached body; concurrent misses share one load, and a failed load is not kept.
     * Resolves once the answer is sent (a reply is awaitable): an async handler that ended first
     * would send a body streamed through compression (over 8 KB) empty.
     */
    async send(reply: FastifyReply): Promise<void> {
      const json = await body.get('json', serialised)
      await reply.type('application/json; charset=utf-8').send(json)
    },
    invalidate() {
      body.delete('json')
    },
  }
}
