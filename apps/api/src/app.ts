import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { useSpanishValidationMessages } from '@sosiego/shared'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import { jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { lazyRequestLogger, loggerOptions, requestIdOf } from './logging.ts'
import mailboxRoutes from './mail/mailbox.routes.ts'
import { accessibilityRoutes } from './modules/accessibility/index.ts'
import { accountDataRoutes } from './modules/account-data/index.ts'
import { accountsRoutes, sessionUserOf } from './modules/accounts/index.ts'
import { billing } from './modules/billing/index.ts'
import { business } from './modules/business/index.ts'
import { catalogRoutes } from './modules/catalog/index.ts'
import { dashboardRoutes } from './modules/dashboard/index.ts'
import { favouritesRoutes } from './modules/favourites/index.ts'
import { filesRoutes } from './modules/files/index.ts'
import { googleRoutes } from './modules/google/index.ts'
import { healthRoutes } from './modules/health/index.ts'
import { peopleRoutes } from './modules/people/index.ts'
import { plansRoutes } from './modules/plans/index.ts'
import { playbackPositionRoutes, playerRoutes } from './modules/player/index.ts'
import { programsRoutes } from './modules/programs/index.ts'
import { progressRoutes } from './modules/progress/index.ts'
import { questionnaireRoutes } from './modules/questionnaire/index.ts'
import { reminders } from './modules/reminders/index.ts'
import { reviewsRoutes } from './modules/reviews/index.ts'
import { seoRoutes } from './modules/seo/index.ts'
import { statsAdminRoutes, statsRoutes } from './modules/stats/index.ts'
import { todayRoutes } from './modules/today/index.ts'
import type { UserRow } from './modules/users/index.ts'
import apiKey from './plugins/api-key.ts'
import auth from './plugins/auth.ts'
import database from './plugins/database.ts'
import { documentRoute } from './plugins/error-responses.ts'
import errors, { clientErrorHandler } from './plugins/errors.ts'
import mailer from './plugins/mailer.ts'
import metrics from './plugins/metrics.ts'
import requestLog, { readableLogStream } from './plugins/request-log.ts'
import security from './plugins/security.ts'
import storage from './plugins/storage.ts'
import webApp from './plugins/web-app.ts'

export interface BuildAppOptions {
  config: Config
  database: DatabaseHandle
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void }
}

/** The whole HTTP application: plugins first, then one line per module, then the web app. */
export async function buildApp({ config, database: db, logStream }: BuildAppOptions) {
  useSpanishValidationMessages()

  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      // JSON lines in production (and to a test's stream); short readable lines on a developer's terminal.
      ...(logStream ? { stream: logStream } : config.isProduction ? {} : { stream: readableLogStream }),
    },
    // One line per request instead, from the request-log plugin.
    logController: new LogController({ disableRequestLogging: true }),
    // Each request's logger (with its id) is made when something first logs through it (decision 094).
    childLoggerFactory: lazyRequestLogger,
    // The header is read by requestIdOf, which keeps only a safe token (Fastify would take any value).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Only behind a configured proxy do the client's address and scheme come from X-Forwarded-*.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    // Loading the pre-render bundle (4 MB) alone passed avvio's default 10 s on a busy 2-core machine,
    // and the server then refused to start.
    pluginTimeout: 120_000,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(requestLog, { mode: config.isProduction ? 'json' : 'readable' })
  await app.register(errors)
  // Also answers with the request id (x-request-id).
  await app.register(security, {
    secureCookies: config.appUrl.startsWith('https://'),
    tagManager: Boolean(config.publicSite['gtm-id']),
    eventLoopGuardMs: config.eventLoopGuardMs,
  })
  await app.register(database, { database: db })
  await app.register(metrics, { token: config.metricsToken })
  await app.register(apiKey, { keys: config.apiKeys })
  await app.register(auth, { config })
  await app.register(mailer, { config })
  await app.register(storage, { storage: config.storage })
  await registerApiDocs(app, config.apiDocs)

  // The session user every sign-in and the test answer with, composed above the modules that know
  // its parts (decorated here so those below it need not import it).
  app.decorate('sessionUserOf', (user: UserRow) => sessionUserOf(app.db, user))
  await app.register(healthRoutes)
  await app.register(plansRoutes)
  await app.register(reviewsRoutes)
  await app.register(catalogRoutes, { config })
  await app.register(filesRoutes, { config })
  await app.register(playerRoutes, { config })
  await app.register(playbackPositionRoutes)
  await app.register(statsRoutes, { config })
  await app.register(statsAdminRoutes, { config })
  await app.register(progressRoutes, { config })
  await app.register(favouritesRoutes)
  await app.register(programsRoutes, { config })
  await app.register(todayRoutes, { config })
  await app.register(reminders, { config })
  await app.register(dashboardRoutes, { config })
  await app.register(accountsRoutes, { config })
  await app.register(accountDataRoutes, { config })
  await app.register(peopleRoutes, { config })
  await app.register(billing, { config })
  await app.register(business, { config })
  await app.register(googleRoutes, { config })
  await app.register(questionnaireRoutes, { config })
  if (!config.isProduction) await app.register(mailboxRoutes)
  await app.register(accessibilityRoutes, { config })
  await app.register(seoRoutes, { config })

  await app.register(webApp, {
    webDistDir: config.webDistDir,
    prerenderEntry: config.webPrerenderEntry,
    storageDir: config.storageDir,
    appUrl: config.appUrl,
    publicSettings: {
      // The client key pair identifies our clients (the mobile apps ship it too): not a secret.
      'api-key': config.apiKeys?.key,
      'api-secret': config.apiKeys?.secret,
      'google-sign-in': config.google ? 'enabled' : undefined,
      // The web app shows its 'Modo de prueba' banner on every page.
      'test-mode': config.testMode ? 'enabled' : undefined,
      // Prices say 'IVA incluido' when they include it (issue 32).
      'prices-include-tax': config.tax.pricesIncludeTax ? 'true' : 'false',
      'tax-rate': String(config.tax.ratePercent),
      // Billing dates on the order summary are shown in the service's time zone, never UTC (issue 32).
      'time-zone': config.timeZone,
      ...config.publicSite,
    },
  })
  return app
}

/**
 * The OpenAPI document, with every route's error answers (decision 099), and its page at /api/docs
 * (API_DOCS; off in production by default: it maps every call for whoever asks). The document is
 * built in every app, page or not, because the API suite checks real answers against it; it is
 * generated only when asked for (`app.swagger()`).
 */
async function registerApiDocs(app: FastifyInstance, publish: boolean) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sosiego API',
        version: '1.0.0',
        description:
          'API pública de Sosiego (web y apps móviles). Every error answer is `ErrorResponse` ({ success: false, message, code }) unless a route describes its own.',
      },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  })
  if (!publish) return
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI sets a few inline styles of its own; its page alone gets them.
    transformStaticCSP: (header) =>
      header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  })
}
