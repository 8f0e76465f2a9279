import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import { backgroundPasses } from '../../lib/background-passes.ts'
import { refreshBusiness } from './business-refresh.repository.ts'

/** How often the members marked by the subscriptions' trigger are rebuilt (decision 116). */
export const REFRESH_INTERVAL_MS = 60_000

/**
 * The business figures' refresh pass (decision 116), started and stopped with the app: the members
 * whose subscriptions changed, every minute; the cohort and content tables, every hour. Every instance
 * may run it: the refresh's transactions take one advisory lock, so they follow one another.
 */
export function refreshBusinessInBackground(app: FastifyInstance, config: Config) {
  const passes = backgroundPasses({
    name: 'business refresh',
    pass: async () => {
      const outcome = await refreshBusiness(app.db, { timeZone: config.timeZone })
      if (outcome.members > 0 || outcome.monthly) app.log.debug(outcome, 'business figures refreshed')
    },
    intervalMs: REFRESH_INTERVAL_MS,
    log: app.log,
  })
  app.addHook('onReady', async () => passes.start())
  app.addHook('onClose', async () => passes.stop())
  return passes
}
