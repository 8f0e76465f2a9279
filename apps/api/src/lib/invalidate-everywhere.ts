import type { FastifyInstance } from 'fastify'

/**
 * Cached answers that every instance on the database drops at once (decisions 056 and 080): this
 * instance listens on `channel` and runs `invalidate` whenever any instance announces a change (and
 * after its listening connection comes back). Answers the call a writer makes once its change is
 * committed: it drops this instance's copy before answering, so the writer reads its own change,
 * then tells the others. A failed announcement is logged, not the writer's error: the change is
 * committed, and the caches' own expiry still bounds how long another instance may lag.
 */
export async function invalidateEverywhere(
  app: FastifyInstance,
  channel: string,
  invalidate: () => void,
): Promise<() => Promise<void>> {
  const stopListening = await app.database.listen(channel, invalidate)
  app.addHook('onClose', async () => {
    // A database already closed has nothing left to stop.
    await stopListening().catch(() => {})
  })
  return async () => {
    invalidate()
    await app.database
      .notify(channel)
      .catch((error) => app.log.warn({ err: error, channel }, 'notify failed'))
  }
}
