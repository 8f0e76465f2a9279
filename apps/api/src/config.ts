import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEFAULT_REST_DAYS_PER_MONTH, passwordSchema } from '@sosiego/shared'
import webpush from 'web-push'
import { z } from 'zod'
import { defaultWebDistDir } from './paths.ts'
import type { S3DriverOptions } from './storage/s3-driver.ts'

const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((value) => value === 'true' || value === '1')

const positiveInt = (fallback: number) =>
  z.coerce.number({ error: 'debe ser un número entero positivo' }).int().positive().default(fallback)

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number({ error: 'debe ser un número de puerto' }).int().min(0).max(65535).default(3000),
    /** Unset = every interface in production, loopback only outside it (issue 27, L-3). */
    HOST: optionalString.pipe(z.string().min(1).optional()),
    APP_URL: optionalString.pipe(z.url({ error: 'debe ser una URL completa (https://…)' }).optional()),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres:// o postgresql://')
        .optional(),
    ),
    SESSION_SECRET: optionalString.pipe(z.string().min(32, 'debe tener al menos 32 caracteres').optional()),
    SEED_DEMO: booleanString.optional(),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'debe ser un correo electrónico' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(passwordSchema.optional()),
    API_KEY: optionalString,
    API_SECRET: optionalString,
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'debe empezar por smtp:// o smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Sosiego <hola@sosiego.app>'),
    TRUST_PROXY: optionalString,
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    EVENT_LOOP_GUARD_MS: z.coerce
      .number({ error: 'debe ser un número de milisegundos (0 = sin límite)' })
      .int()
      .min(0)
      .default(1000),
    /** On SIGTERM: how long requests in flight, the last scheduler pass and the outbox may take. */
    SHUTDOWN_GRACE_MS: positiveInt(25_000),
    /** The bearer token for /api/metrics; unset = no metrics route at all. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'debe tener al menos 16 caracteres').optional()),
    RATE_LIMIT_LOGIN_FAILURES: positiveInt(5),
    RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: positiveInt(100),
    RATE_LIMIT_REGISTRATIONS_PER_IP: positiveInt(20),
    RATE_LIMIT_EMAILS_PER_MINUTE: positiveInt(1),
    RATE_LIMIT_EMAILS_PER_HOUR: positiveInt(5),
    WHATSAPP_NUMBER: optionalString.pipe(
      z
        .string()
        .regex(/^\d{6,15}$/, 'debe ser el número en formato internacional, solo dígitos (p. ej. 34600000000)')
        .optional(),
    ),
    GTM_ID: optionalString.pipe(
      z
        .string()
        .regex(/^GTM-[A-Z0-9]+$/, 'debe tener la forma GTM-XXXXXXX')
        .optional(),
    ),
    APP_STORE_URL: optionalString.pipe(z.url().optional()),
    PLAY_STORE_URL: optionalString.pipe(z.url().optional()),
    CONTACT_EMAIL: z.email().default('hola@sosiego.app'),
    CONTACT_PHONE: z.string().min(3).default('+34 910 000 000'),
    /** The service's calendar: the dashboard's and the statistics' days begin at midnight here. */
    TIME_ZONE: z
      .string()
      .default('Europe/Madrid')
      .refine(isTimeZone, 'debe ser una zona horaria IANA, p. ej. Europe/Madrid o America/Mexico_City'),
    /** Rest days a member may mark in a calendar month (issue 31, decision 111); 0 turns them off. */
    REST_DAYS_PER_MONTH: z.coerce
      .number({ error: 'debe ser un número entero de 0 a 31' })
      .int('debe ser un número entero de 0 a 31')
      .min(0, 'debe ser un número entero de 0 a 31')
      .max(31, 'debe ser un número entero de 0 a 31')
      .default(DEFAULT_REST_DAYS_PER_MONTH),
    /** Tax on every plan's price, a percentage (issue 32): Spain's general IVA by default. */
    TAX_RATE: z.coerce
      .number({ error: 'debe ser un porcentaje de 0 a 100, p. ej. 21' })
      .min(0, 'debe ser un porcentaje de 0 a 100, p. ej. 21')
      .max(100, 'debe ser un porcentaje de 0 a 100, p. ej. 21')
      .multipleOf(0.01, 'admite como mucho dos decimales, p. ej. 21 o 10.5')
      .default(21),
    /** Whether the plans' prices include that tax, as a consumer in Spain sees them (issue 32). */
    PRICES_INCLUDE_TAX: booleanString.optional(),
    /** The issuer named on every invoice (issue 32): required in production, a demo one outside it. */
    INVOICE_ISSUER_NAME: optionalString,
    INVOICE_ISSUER_TAX_ID: optionalString,
    INVOICE_ISSUER_ADDRESS: optionalString,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default(defaultWebDistDir),
    /** Unset = local outside production; production must name it (see productionProblems). */
    PAYMENT_PROVIDER: optionalString.pipe(
      z.enum(['local', 'stripe'], { error: 'debe ser local o stripe' }).optional(),
    ),
    /** The staging opt-in: test payments on a production-like server, every page and e-mail saying so. */
    ALLOW_TEST_PAYMENTS: booleanString.optional(),
    /** The OpenAPI page and document at /api/docs; unset = on outside production, off in it. */
    API_DOCS: booleanString.optional(),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another Stripe-compatible API (stripe-mock, tests); unset = Stripe's own. */
    STRIPE_API_URL: optionalString.pipe(z.url().optional()),
    STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'debe ser local o s3' }).default('local'),
    /** Any S3-compatible store; unset = AWS S3 itself. */
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** A CDN in front of the bucket: public covers are redirected there instead of proxied. */
    CDN_BASE_URL: optionalString.pipe(z.url().optional()),
    UPLOAD_MAX_IMAGE_MB: positiveInt(10),
    UPLOAD_MAX_AUDIO_MB: positiveInt(500),
    UPLOAD_MAX_VIDEO_MB: positiveInt(4096),
    UPLOAD_MAX_PDF_MB: positiveInt(100),
    /** Web push reminders' VAPID key pair (issue 31), base64url; unset outside production = generated in DATA_DIR. */
    VAPID_PUBLIC_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (key) => Buffer.from(key, 'base64url').length === 65,
          'debe ser una clave pública P-256 en base64url (65 bytes)',
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalString.pipe(
      z
        .string()
        .refine(
          (key) => Buffer.from(key, 'base64url').length === 32,
          'debe ser una clave privada P-256 en base64url (32 bytes)',
        )
        .optional(),
    ),
    /** Who the push services may contact about our pushes: mailto:… or https://… */
    VAPID_SUBJECT: optionalString.pipe(
      z
        .string()
        .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'debe ser mailto:correo o una URL https://')
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas',
      })
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL y ADMIN_PASSWORD van juntos',
      })
    }
    if (Boolean(env.API_KEY) !== Boolean(env.API_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.API_KEY ? 'API_SECRET' : 'API_KEY'],
        message: 'API_KEY y API_SECRET van juntos',
      })
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'GOOGLE_CLIENT_ID y GOOGLE_CLIENT_SECRET van juntos',
      })
    }
    if (env.PAYMENT_PROVIDER === 'stripe') {
      if (env.ALLOW_TEST_PAYMENTS && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY ?? ''))
        ctx.addIssue({
          code: 'custom',
          path: ['ALLOW_TEST_PAYMENTS'],
          message: 'no puede usarse con una clave real de Stripe (sk_live_…): los pagos serían de verdad',
        })
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'es obligatorio con PAYMENT_PROVIDER=stripe',
          })
      }
    }
    if (env.STORAGE_DRIVER === 's3') {
      for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[name])
          ctx.addIssue({ code: 'custom', path: [name], message: 'es obligatorio con STORAGE_DRIVER=s3' })
      }
    }
    const production = productionReason(env)
    if (production) for (const issue of productionProblems(env, production)) ctx.addIssue(issue)
  })

type Env = z.infer<typeof envSchema>

/** Whether the runtime's time-zone data knows the name (Intl throws a RangeError otherwise). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return name.length > 0
  } catch {
    return false
  }
}

const loopbackHost = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i

/**
 * Why this server counts as production, or undefined. Forgetting NODE_ENV on a real deployment must
 * not fail open, so any APP_URL that is not this machine (https or plain http, a domain or an
 * address, a LAN one included) is production too (issue 27, L-3: on a public http:// address the
 * demo admin, the development mailbox and the test checkout were open to anyone); only the test
 * suites (NODE_ENV=test) run against such URLs as something else.
 */
function productionReason(env: Pick<Env, 'NODE_ENV' | 'APP_URL'>): string | undefined {
  if (env.NODE_ENV === 'production') return 'NODE_ENV=production'
  if (env.NODE_ENV === 'test' || !env.APP_URL) return undefined
  // Refinements run even when APP_URL itself was refused: that issue is reported on its own.
  if (!URL.canParse(env.APP_URL)) return undefined
  const url = new URL(env.APP_URL)
  if (!loopbackHost.test(url.hostname)) return `APP_URL=${url.origin} es pública`
}

/**
 * What production refuses, one line per variable: the test checkout (unless the staging opt-in),
 * an unnamed provider, demo accounts with published passwords, a generated secret, and no mail
 * server (the outbox would keep every link with nowhere to deliver it).
 */
function productionProblems(env: Env, reason: string) {
  const issue = (variable: keyof Env, message: string) => ({
    code: 'custom' as const,
    path: [variable],
    message: `${message} (producción: ${reason})`,
  })
  const problems = []
  if (!env.PAYMENT_PROVIDER)
    problems.push(
      issue(
        'PAYMENT_PROVIDER',
        'es obligatorio en producción: stripe, o local solo en un sitio de pruebas con ALLOW_TEST_PAYMENTS=true',
      ),
    )
  else if (env.PAYMENT_PROVIDER === 'local' && !env.ALLOW_TEST_PAYMENTS)
    problems.push(
      issue(
        'PAYMENT_PROVIDER',
        'local concede planes sin cobrar: usa stripe, o ALLOW_TEST_PAYMENTS=true en un sitio de pruebas',
      ),
    )
  if (env.SEED_DEMO)
    problems.push(
      issue('SEED_DEMO', 'no se admite: las cuentas de demostración tienen contraseñas publicadas'),
    )
  if (!env.SESSION_SECRET)
    problems.push(issue('SESSION_SECRET', 'es obligatorio en producción: no se genera uno automáticamente'))
  for (const variable of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
    if (!env[variable])
      problems.push(
        issue(variable, 'es obligatorio en producción: los recordatorios por notificación firman con él'),
      )
  for (const variable of ['INVOICE_ISSUER_NAME', 'INVOICE_ISSUER_TAX_ID', 'INVOICE_ISSUER_ADDRESS'] as const)
    if (!env[variable])
      problems.push(issue(variable, 'es obligatorio en producción: cada factura nombra a quien la emite'))
  if (!env.SMTP_URL)
    problems.push(
      issue('SMTP_URL', 'es obligatorio en producción: sin servidor de correo no sale ningún correo'),
    )
  return problems
}

export type Config = ReturnType<typeof loadConfig>

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** The fictitious company on invoices outside production (issue 32); the demo seed's default too. */
export const demoInvoiceIssuer = {
  name: 'Sosiego Bienestar S.L. (datos de demostración)',
  taxId: 'B00000000',
  address: 'Calle de la Calma 1, 28001 Madrid, España',
}

/**
 * Parses the environment once. A wrong value stops start-up with a message naming the variable.
 * Nothing else in the server reads process.env.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = path.resolve(e.DATA_DIR)
  const isProduction = productionReason(e) !== undefined
  return {
    env: e.NODE_ENV,
    /** NODE_ENV=production or an APP_URL that is not loopback: no demo, no development mailbox, no test checkout. */
    isProduction,
    /** ALLOW_TEST_PAYMENTS: payments are simulated, and every page and e-mail says 'Modo de prueba'. */
    testMode: e.ALLOW_TEST_PAYMENTS ?? false,
    apiDocs: e.API_DOCS ?? !isProduction,
    port: e.PORT,
    // Outside production the demo admin's published password and the mailbox's links are served:
    // only this machine may reach them unless HOST says otherwise.
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    storageDir: path.join(dataDir, 'storage'),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir),
    /** Web push's VAPID identity (issue 31): set in production, generated once in DATA_DIR outside it. */
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : generatedVapidKeys(dataDir)),
      subject: e.VAPID_SUBJECT ?? `mailto:${e.CONTACT_EMAIL}`,
    },
    seedDemo: e.SEED_DEMO ?? !isProduction,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    apiKeys: e.API_KEY && e.API_SECRET ? { key: e.API_KEY, secret: e.API_SECRET } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    eventLoopGuardMs: e.EVENT_LOOP_GUARD_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    rateLimits: {
      loginFailuresPerAccount: e.RATE_LIMIT_LOGIN_FAILURES,
      loginAttemptsPerIp: e.RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP,
      registrationsPerIp: e.RATE_LIMIT_REGISTRATIONS_PER_IP,
      emailsPerMinute: e.RATE_LIMIT_EMAILS_PER_MINUTE,
      emailsPerHour: e.RATE_LIMIT_EMAILS_PER_HOUR,
    },
    /** Public facts the landing page shows; handed to the page as meta tags. */
    publicSite: {
      'whatsapp-number': e.WHATSAPP_NUMBER,
      'gtm-id': e.GTM_ID,
      'app-store-url': e.APP_STORE_URL,
      'play-store-url': e.PLAY_STORE_URL,
      'contact-email': e.CONTACT_EMAIL,
      'contact-phone': e.CONTACT_PHONE,
    },
    payments: paymentsConfig(e),
    storage: storageConfig(e, path.join(dataDir, 'storage')),
    /** Largest upload per kind of file, in bytes (UPLOAD_MAX_*_MB). */
    uploadLimits: {
      image: e.UPLOAD_MAX_IMAGE_MB * MB,
      audio: e.UPLOAD_MAX_AUDIO_MB * MB,
      video: e.UPLOAD_MAX_VIDEO_MB * MB,
      pdf: e.UPLOAD_MAX_PDF_MB * MB,
      // Not a setting: an hour of WebVTT is about 100 KB, and the whole file is read to check it.
      captions: 1 * MB,
    },
    logLevel: e.LOG_LEVEL,
    timeZone: e.TIME_ZONE,
    /** How prices carry tax (issue 32): the rate in percent, and whether the plans' prices include it. */
    tax: { ratePercent: e.TAX_RATE, pricesIncludeTax: e.PRICES_INCLUDE_TAX ?? true },
    /** Who issues the invoices (issue 32); the demo's fictitious company outside production. */
    invoiceIssuer: {
      name: e.INVOICE_ISSUER_NAME ?? demoInvoiceIssuer.name,
      taxId: e.INVOICE_ISSUER_TAX_ID ?? demoInvoiceIssuer.taxId,
      address: e.INVOICE_ISSUER_ADDRESS ?? demoInvoiceIssuer.address,
    },
    restDaysPerMonth: e.REST_DAYS_PER_MONTH,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    /** The web app's pre-render bundle, built beside its dist/ (apps/web/dist-server). */
    webPrerenderEntry: path.resolve(e.WEB_DIST_DIR, '../dist-server/entry-server.js'),
  }
}

export type PaymentsConfig =
  | { provider: 'local' }
  | { provider: 'stripe'; secretKey: string; webhookSecret: string; apiUrl: string | undefined }

function paymentsConfig(e: Env): PaymentsConfig {
  if (e.PAYMENT_PROVIDER !== 'stripe') return { provider: 'local' }
  // Both are present: the schema refuses stripe without them.
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY as string,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
    apiUrl: e.STRIPE_API_URL,
  }
}

const MB = 1024 * 1024

export type StorageConfig = { driver: 'local'; dir: string } | ({ driver: 's3' } & S3DriverOptions)

function storageConfig(e: Env, dir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', dir }
  // All three are present: the schema refuses s3 without them.
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    cdnBaseUrl: e.CDN_BASE_URL?.replace(/\/+$/, ''),
  }
}

/**
 * TRUST_PROXY: unset, the client's address is the socket's, and X-Forwarded-For is ignored (so a
 * spoofed header cannot dodge rate limits). `true` (trust any), or the proxies' addresses/CIDRs,
 * comma-separated.
 */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false
  return value === 'true' ? true : value
}

/** Outside production an unset secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret')
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const secret = randomBytes(48).toString('hex')
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
      return secret
    } catch {
      // Another process wrote it first: use theirs.
      return readFileSync(file, 'utf8').trim()
    }
  }
}

/**
 * Outside production unset VAPID keys are generated once and kept in DATA_DIR (0600), like the session
 * secret: a browser's push subscription is bound to the public key, so new keys would silence every
 * subscribed browser.
 */
function generatedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json')
  const read = () => JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
  try {
    return read()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    const keys = webpush.generateVAPIDKeys()
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' })
      return keys
    } catch {
      // Another process wrote them first: use theirs.
      return read()
    }
  }
}
