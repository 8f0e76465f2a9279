import type { FastifyInstance } from 'fastify'
import { backgroundPasses } from '../../lib/background-passes.ts'
import { pruneReportIds } from './playtime.repository.ts'

/** How often the listening report ids past their retention are forgotten. */
export const PRUNE_INTERVAL_MS = 60_000

/**
 * The listening ledger forgets its report ids past their retention (decision 075) on its own clock,
 * started and stopped with the app. Every instance may run it: a pass deletes at most one batch of
 * rows that no request reads any more, so two instances at once only share the work.
 */
export function pruneReportIdsInBackground(app: FastifyInstance) {
  const passes = backgroundPasses({
    name: 'report id pruning',
    pass: async () => {
      const reportIdsPruned = await pruneReportIds(app.db)
      if (reportIdsPruned) app.log.info({ reportIdsPruned }, 'listening report ids pruned')
    },
    intervalMs: PRUNE_INTERVAL_MS,
    log: app.log,
  })
  app.addHook('onReady', async () => passes.start())
  app.addHook('onClose', async () => passes.stop())
}
