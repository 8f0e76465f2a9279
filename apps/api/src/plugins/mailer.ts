import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { createMailDispatcher } from '../mail/mail-dispatcher.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the outbox; `drain()` sends what is due now (tests wait on it). */
    mailer: ReturnType<typeof createMailDispatcher>
  }
}

export default fp<{ config: Config }>(
  async function mailer(app: FastifyInstance, { config }) {
    const dispatcher = createMailDispatcher({
      db: app.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      testMode: config.testMode,
    })
    app.decorate('mailer', dispatcher)
    app.addHook('onReady', async () => dispatcher.start())
    app.addHook('onClose', async () => dispatcher.stop())
  },
  { name: 'mailer', dependencies: ['database'] },
)
