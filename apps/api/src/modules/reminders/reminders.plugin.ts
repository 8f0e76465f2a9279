import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import { createReminderScheduler } from './reminder-scheduler.ts'
import remindersRoutes, { reminderPassDevRoute } from './reminders.routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    reminders: {
      /** The reminders' clock: `runOnce(now)` runs one pass at that instant (tests drive time with it). */
      scheduler: ReturnType<typeof createReminderScheduler>
    }
  }
}

/**
 * Reminders (issue 31): the member's settings and feeds, and the scheduler that sends them. The
 * scheduler runs on its own clock like the billing scheduler, except under NODE_ENV=test, where the
 * suites and the browser journey run passes at the instants they choose (a pass on the real clock
 * would send their members' reminders at unpredictable moments).
 */
export default fp<{ config: Config }>(
  async function reminders(app: FastifyInstance, { config }) {
    const scheduler = createReminderScheduler({
      db: app.db,
      appUrl: config.appUrl,
      timeZone: config.timeZone,
      sessionSecret: config.sessionSecret,
      vapid: config.vapid,
      log: app.log,
    })
    app.decorate('reminders', { scheduler })
    if (config.env !== 'test') {
      app.addHook('onReady', async () => scheduler.start())
      app.addHook('onClose', async () => scheduler.stop())
    }
    await app.register(remindersRoutes, {
      config: {
        appUrl: config.appUrl,
        timeZone: config.timeZone,
        isProduction: config.isProduction,
        sessionSecret: config.sessionSecret,
        vapidPublicKey: config.vapid.publicKey,
      },
    })
    if (!config.isProduction) await app.register(reminderPassDevRoute, { runOnce: scheduler.runOnce })
  },
  { name: 'reminders', dependencies: ['database', 'auth', 'mailer'] },
)
