import net from 'node:net'
import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { ensureAdminAccount } from './modules/accounts/index.ts'
import { pruneSessionFamilies } from './modules/auth/index.ts'
import { HOUR, pruneRateLimits } from './modules/rate-limit/index.ts'
import { slowRequestMs } from './plugins/request-log.ts'
import { createStorageDriver } from './plugins/storage.ts'
import { demoAccounts } from './seed/accounts.ts'
import { seedDemoContent } from './seed/index.ts'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

const config = readConfig()
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onError: (error) => console.error(`database connection error: ${error.message}`),
})
await database.migrate()
// The demo's files go where STORAGE_DRIVER says, like staff uploads.
if (config.seedDemo)
  await seedDemoContent(
    database.db,
    createStorageDriver(config.storage),
    config.timeZone,
    { taxRatePercent: config.tax.ratePercent, issuer: config.invoiceIssuer },
    // A year of demo clients for the Negocio page (issue 33), written once.
    { history: true },
  )
if (config.admin) await ensureAdminAccount(database.db, config.admin)

const app = await buildApp({ config, database })
// Rate-limit windows older than two days are dead weight.
setInterval(
  () => pruneRateLimits(database.db).catch((error) => app.log.warn({ err: error }, 'prune failed')),
  HOUR,
).unref()
// Sessions past their 30 days, or revoked over a day ago, with their refresh tokens.
setInterval(
  () => pruneSessionFamilies(database.db).catch((error) => app.log.warn({ err: error }, 'prune failed')),
  HOUR,
).unref()

/**
 * The first second of a shutdown: the server stops accepting connections but keeps the open ones,
 * and every answer says `Connection: close`, so a client on a kept-alive connection leaves it after
 * its answer instead of sending its next request on a connection the server is about to close (a
 * request crossing that close is reset: one per busy connection under load, measured before this).
 * Only then are the connections still idle closed.
 */
const DRAIN_MS = 1000
const openConnections = () =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)))
let draining = false
app.addHook('onRequest', (_request, reply, done) => {
  if (draining) reply.header('connection', 'close')
  done()
})

let closing = false
async function shutdown(signal: string) {
  if (closing) process.exit(1) // a second signal: stop waiting
  closing = true
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down')
  // Past the grace, whatever is still open is cut and the exit code says so (an orchestrator's
  // SIGKILL would cut it anyway, and leave PGlite's files unclosed).
  const grace = setTimeout(() => {
    app.log.error({ graceMs: config.shutdownGraceMs }, 'shutdown grace elapsed: closing what is still open')
    app.server.closeAllConnections()
    void database.close().finally(() => process.exit(1))
  }, config.shutdownGraceMs)
  draining = true
  // net.Server's own close: http.Server's would also close the idle kept-alive connections now.
  net.Server.prototype.close.call(app.server)
  const drainUntil = Date.now() + Math.min(DRAIN_MS, config.shutdownGraceMs / 2)
  while (Date.now() < drainUntil && (await openConnections()) > 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
  // Stop accepting; let requests in flight finish; then (the app's onClose hooks) the scheduler's
  // pass in progress ends and the outbox sends what is due, before the database is released.
  await app.close()
  clearTimeout(grace)
  await database.close()
  app.log.info('shut down')
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))

try {
  await app.listen({ port: config.port, host: config.host })
} catch (error) {
  const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
  console.error(inUse ? `El puerto ${config.port} ya está en uso: elige otro con PORT=…` : error)
  await database.close()
  process.exit(1)
}

const banner = [
  '',
  `  Sosiego está en marcha: ${config.appUrl}`,
  `  Base de datos: ${database.driver === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL'}`,
]
if (config.apiDocs) banner.push(`  Documentación de la API: ${config.appUrl}/api/docs`)
if (!config.smtpUrl) banner.push(`  Correos (sin SMTP_URL): ${config.appUrl}/dev/mailbox`)
if (config.testMode) banner.push('  Modo de prueba (ALLOW_TEST_PAYMENTS): los pagos son simulados')
if (!config.isProduction)
  banner.push(`  Registro: solo las peticiones fallidas o de más de ${slowRequestMs / 1000} s`)
if (config.seedDemo) {
  banner.push('  Cuentas de demostración:')
  for (const account of demoAccounts)
    banner.push(`    ${account.label.padEnd(8)} ${account.email} / ${account.password}`)
}
console.log(`${banner.join('\n')}\n`)
