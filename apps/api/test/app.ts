import { mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { type BuildAppOptions, buildApp } from '../src/app.ts'
import { loadConfig } from '../src/config.ts'
import { checkAnswersAgainstDocument } from './answer-contract.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'

/**
 * What production needs (decision 047), for a test of production behaviour: Stripe with dummy keys
 * (nothing calls it unless a test does) and a mail server nobody listens on unless a test overrides it.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  APP_URL: 'https://sosiego.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_dummy',
  STRIPE_WEBHOOK_SECRET: 'whsec_dummy',
  SMTP_URL: 'smtp://127.0.0.1:9',
  // A key pair for these tests only (web push reminders sign with it).
  VAPID_PUBLIC_KEY: 'BBnVbOsn2vXpz6oowTeMpIVcH-diAvkCKLSM6i1yRbc11mzzlHzx_ll1lItNXb8iPI6DDDnyQIoYTv7BpHtzMsU',
  VAPID_PRIVATE_KEY: 'VJVkMibsTQaPnjWbjEhZDj31pgjZPEdP9vcQ_Zl6Aws',
  VAPID_SUBJECT: 'mailto:hola@sosiego.example',
  INVOICE_ISSUER_NAME: 'Sosiego Pruebas S.L.',
  INVOICE_ISSUER_TAX_ID: 'B12345674',
  INVOICE_ISSUER_ADDRESS: 'Calle de la Prueba 2, 28002 Madrid, España',
} as const satisfies Record<string, string>

/** Configuration as a test server runs it: quiet, in a temporary DATA_DIR, with any overrides. */
export async function testConfig(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sosiego-data-'))
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Several apps share one test process, and a PGlite database loading or scanning blocks the event
    // loop they all share: the overload guard would answer 503 to the others for that.
    EVENT_LOOP_GUARD_MS: '0',
    ...env,
  })
}

/**
 * `buildApp` for a test: every answer it sends is checked against its OpenAPI document, and a
 * mismatch fails the test (test/answer-contract.ts, decision 099). Not yet ready: a test may still
 * add routes.
 */
export async function buildCheckedApp(options: BuildAppOptions) {
  const app = await buildApp(options)
  checkAnswersAgainstDocument(app)
  return app
}

/**
 * A built app on a fresh database of its own, closed after the file's tests. Requests go through
 * `app.inject`, the whole Fastify pipeline without a socket.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    database?: TestDatabase
    /** Extra routes for a test, added before the app is sealed. */
    routes?: (app: FastifyInstance) => void
  } = {},
) {
  const database = options.database ?? (await createTestDatabase())
  const config = await testConfig(options.env)
  const app = await buildCheckedApp({ config, database })
  options.routes?.(app)
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.destroy()
  })
  return { app, database, db: database.db, config }
}
