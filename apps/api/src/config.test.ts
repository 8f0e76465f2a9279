import { mkdtemp, readFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const tempDir = () => mkdtemp(path.join(os.tmpdir(), 'sosiego-config-'))

describe('loadConfig', () => {
  it('applies the documented defaults', async () => {
    const dataDir = await tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('127.0.0.1')
    expect(config.appUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.seedDemo).toBe(true)
    expect(config.apiKeys).toBeUndefined()
    expect(config.admin).toBeUndefined()
    expect(config.eventLoopGuardMs).toBe(1000)
    expect(config.timeZone).toBe('Europe/Madrid')
    expect(config.restDaysPerMonth).toBe(2)
    expect(config.tax).toEqual({ ratePercent: 21, pricesIncludeTax: true })
  })

  it('takes the tax rule from TAX_RATE and PRICES_INCLUDE_TAX, and refuses a rate that is no percentage (issue 32)', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, TAX_RATE: '10.5', PRICES_INCLUDE_TAX: 'false' }).tax).toEqual({
      ratePercent: 10.5,
      pricesIncludeTax: false,
    })
    expect(() => loadConfig({ DATA_DIR: dataDir, TAX_RATE: '121' })).toThrow(
      /TAX_RATE: debe ser un porcentaje/,
    )
    expect(() => loadConfig({ DATA_DIR: dataDir, TAX_RATE: '21.005' })).toThrow(
      /TAX_RATE: admite como mucho dos decimales/,
    )
  })

  it('takes another number of rest days a month, 0 turning them off (issue 31)', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, REST_DAYS_PER_MONTH: '4' }).restDaysPerMonth).toBe(4)
    expect(loadConfig({ DATA_DIR: dataDir, REST_DAYS_PER_MONTH: '0' }).restDaysPerMonth).toBe(0)
  })

  it('takes another IANA time zone', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, TIME_ZONE: 'America/Mexico_City' }).timeZone).toBe(
      'America/Mexico_City',
    )
  })

  it('derives APP_URL from PORT and trims a trailing slash', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '8080' }).appUrl).toBe('http://localhost:8080')
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', APP_URL: 'https://sosiego.app/' }).appUrl).toBe(
      'https://sosiego.app',
    )
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ APP_URL: 'sosiego.app' }, 'APP_URL'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ ADMIN_EMAIL: 'admin@sosiego.app' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'admin@sosiego.app', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ API_SECRET: 'secret' }, 'API_KEY'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ NODE_ENV: 'production' }, 'PAYMENT_PROVIDER'],
    [{ NODE_ENV: 'production' }, 'SMTP_URL'],
    [{ NODE_ENV: 'production' }, 'VAPID_PUBLIC_KEY'],
    [{ NODE_ENV: 'production' }, 'VAPID_SUBJECT'],
    [{ VAPID_PUBLIC_KEY: 'not-a-key' }, 'VAPID_PUBLIC_KEY'],
    [
      {
        VAPID_PUBLIC_KEY:
          'BBnVbOsn2vXpz6oowTeMpIVcH-diAvkCKLSM6i1yRbc11mzzlHzx_ll1lItNXb8iPI6DDDnyQIoYTv7BpHtzMsU',
      },
      'VAPID_PRIVATE_KEY',
    ],
    [{ VAPID_SUBJECT: 'hola@sosiego.app' }, 'VAPID_SUBJECT'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER'],
    [{ ALLOW_TEST_PAYMENTS: 'yes' }, 'ALLOW_TEST_PAYMENTS'],
    [{ API_DOCS: 'on' }, 'API_DOCS'],
    [{ EVENT_LOOP_GUARD_MS: '-1' }, 'EVENT_LOOP_GUARD_MS'],
    [{ EVENT_LOOP_GUARD_MS: 'soon' }, 'EVENT_LOOP_GUARD_MS'],
    [{ TIME_ZONE: 'Europe/Madird' }, 'TIME_ZONE'],
    [{ TIME_ZONE: '+01:00x' }, 'TIME_ZONE'],
    [{ REST_DAYS_PER_MONTH: '-1' }, 'REST_DAYS_PER_MONTH'],
    [{ REST_DAYS_PER_MONTH: 'dos' }, 'REST_DAYS_PER_MONTH'],
    [{ REST_DAYS_PER_MONTH: '32' }, 'REST_DAYS_PER_MONTH'],
  ])('refuses %o naming %s', async (env, variable) => {
    const dataDir = await tempDir()
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(ConfigError)
    expect(() => loadConfig({ DATA_DIR: dataDir, ...env })).toThrow(new RegExp(`^\\s+${variable}:`, 'm'))
  })

  it('generates a session secret once and keeps it in DATA_DIR', async () => {
    const dataDir = await tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret
    expect(first).toMatch(/^[0-9a-f]{96}$/)
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first)
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first)
  })

  it('does not seed demo content in production, and refuses to be asked to', async () => {
    const dataDir = await tempDir()
    const config = loadConfig({ DATA_DIR: dataDir, ...production })
    expect(config.seedDemo).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, SEED_DEMO: 'true' })).toThrow(
      /^ {2}SEED_DEMO: .*contraseñas publicadas.*\(producción: NODE_ENV=production\)$/m,
    )
  })

  it('pairs the API key and secret', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir, API_KEY: 'k', API_SECRET: 's' }).apiKeys).toEqual({
      key: 'k',
      secret: 's',
    })
  })
})

/** Everything production needs, with Stripe as the provider. */
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example.com:587',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
  VAPID_PUBLIC_KEY: 'BBnVbOsn2vXpz6oowTeMpIVcH-diAvkCKLSM6i1yRbc11mzzlHzx_ll1lItNXb8iPI6DDDnyQIoYTv7BpHtzMsU',
  VAPID_PRIVATE_KEY: 'VJVkMibsTQaPnjWbjEhZDj31pgjZPEdP9vcQ_Zl6Aws',
  VAPID_SUBJECT: 'mailto:hola@sosiego.app',
  INVOICE_ISSUER_NAME: 'Sosiego Bienestar S.L.',
  INVOICE_ISSUER_TAX_ID: 'B12345674',
  INVOICE_ISSUER_ADDRESS: 'Calle de la Calma 1, 28001 Madrid, España',
}

/** The one line naming `variable`, or undefined when the configuration was accepted. */
function refusal(env: Record<string, string>, variable: string): string | undefined {
  try {
    loadConfig(env)
    return undefined
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    return error.message.split('\n').find((line) => line.startsWith(`  ${variable}: `))
  }
}

describe('VAPID keys (issue 31)', () => {
  it('generates a key pair once outside production and keeps it in DATA_DIR, readable by its owner only', async () => {
    const dataDir = await tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).vapid
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    expect(first.subject).toBe('mailto:hola@sosiego.app')
    expect(loadConfig({ DATA_DIR: dataDir }).vapid).toEqual(first)
    const { stat } = await import('node:fs/promises')
    expect((await stat(path.join(dataDir, 'vapid.json'))).mode & 0o777).toBe(0o600)
  })

  it('takes the production key pair and subject from VAPID_*', async () => {
    expect(loadConfig({ DATA_DIR: await tempDir(), ...production }).vapid).toEqual({
      publicKey: production.VAPID_PUBLIC_KEY,
      privateKey: production.VAPID_PRIVATE_KEY,
      subject: 'mailto:hola@sosiego.app',
    })
  })
})

describe('production fails closed', () => {
  it('keeps the laptop defaults when nothing is set: local checkout, demo, mailbox, docs', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir() })
    expect(config).toMatchObject({
      isProduction: false,
      testMode: false,
      apiDocs: true,
      seedDemo: true,
      payments: { provider: 'local' },
      smtpUrl: undefined,
    })
  })

  it('starts with everything production needs, with no demo and no API docs', async () => {
    const config = loadConfig({ DATA_DIR: await tempDir(), ...production })
    expect(config).toMatchObject({ isProduction: true, testMode: false, apiDocs: false, seedDemo: false })
    expect(config.payments.provider).toBe('stripe')
    expect(loadConfig({ DATA_DIR: await tempDir(), ...production, API_DOCS: 'true' }).apiDocs).toBe(true)
  })

  it('refuses an unnamed payment provider in production, in one line naming PAYMENT_PROVIDER', async () => {
    const { PAYMENT_PROVIDER: _, ...unnamed } = production
    const line = refusal({ DATA_DIR: await tempDir(), ...unnamed }, 'PAYMENT_PROVIDER')
    expect(line).toMatch(
      /es obligatorio en producción.*ALLOW_TEST_PAYMENTS=true.*\(producción: NODE_ENV=production\)/,
    )
  })

  it('refuses the local test checkout in production', async () => {
    const line = refusal(
      { DATA_DIR: await tempDir(), ...production, PAYMENT_PROVIDER: 'local' },
      'PAYMENT_PROVIDER',
    )
    expect(line).toMatch(/local concede planes sin cobrar/)
  })

  it('refuses production without the invoices’ issuer, and names it in the demo outside production (issue 32)', async () => {
    for (const variable of [
      'INVOICE_ISSUER_NAME',
      'INVOICE_ISSUER_TAX_ID',
      'INVOICE_ISSUER_ADDRESS',
    ] as const) {
      const { [variable]: _, ...without } = production
      expect(refusal({ DATA_DIR: await tempDir(), ...without }, variable)).toMatch(
        /cada factura nombra a quien la emite/,
      )
    }
    expect(loadConfig({ DATA_DIR: await tempDir(), ...production }).invoiceIssuer).toEqual({
      name: 'Sosiego Bienestar S.L.',
      taxId: 'B12345674',
      address: 'Calle de la Calma 1, 28001 Madrid, España',
    })
    expect(loadConfig({ DATA_DIR: await tempDir() }).invoiceIssuer.name).toMatch(/demostración/)
  })

  it('refuses production without a mail server (the outbox would keep every link)', async () => {
    const { SMTP_URL: _, ...noMail } = production
    expect(refusal({ DATA_DIR: await tempDir(), ...noMail }, 'SMTP_URL')).toMatch(
      /es obligatorio en producción/,
    )
  })

  /**
   * A server on `appUrl` without NODE_ENV is production: it refuses to start without what production
   * needs, naming the public address, and refuses the demo; with everything, it runs as production.
   */
  async function expectProductionOn(appUrl: string) {
    const dataDir = await tempDir()
    for (const variable of ['PAYMENT_PROVIDER', 'SESSION_SECRET', 'SMTP_URL'])
      expect(refusal({ DATA_DIR: dataDir, APP_URL: appUrl }, variable)).toContain(
        `(producción: APP_URL=${new URL(appUrl).origin} es pública)`,
      )
    expect(refusal({ DATA_DIR: dataDir, APP_URL: appUrl, SEED_DEMO: 'true' }, 'SEED_DEMO')).toBeDefined()
    const { NODE_ENV: _, ...withoutNodeEnv } = production
    const config = loadConfig({ DATA_DIR: dataDir, ...withoutNodeEnv, APP_URL: appUrl })
    expect(config).toMatchObject({ isProduction: true, seedDemo: false, apiDocs: false })
    return config
  }

  it.each(['https://sosiego.app', 'https://staging.sosiego.app:8443/', 'https://203.0.113.7'])(
    'treats a public https APP_URL (%s) as production even without NODE_ENV',
    async (appUrl) => {
      await expectProductionOn(appUrl)
    },
  )

  it.each([
    'http://localhost:3000',
    'https://localhost:3000',
    'https://sosiego.localhost',
    'https://127.0.0.1:8443',
    'https://[::1]:3000',
    'http://127.0.0.1:3301',
  ])('keeps the development defaults on %s', async (appUrl) => {
    const config = loadConfig({ DATA_DIR: await tempDir(), APP_URL: appUrl })
    expect(config).toMatchObject({ isProduction: false, seedDemo: true, payments: { provider: 'local' } })
  })

  it.each([
    'http://sosiego.app',
    'http://203.0.113.7:3000',
    'http://192.168.1.20:3000',
    'http://[2001:db8::1]',
  ])(
    'treats a non-loopback http APP_URL (%s) as production even without NODE_ENV (issue 27, L-3)',
    async (appUrl) => {
      const config = await expectProductionOn(appUrl)
      expect(config.host).toBe('0.0.0.0')
    },
  )

  it('listens on loopback only outside production unless HOST says otherwise, on every interface in it (issue 27, L-3)', async () => {
    const dataDir = await tempDir()
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://localhost:3000' }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '' }).host).toBe('127.0.0.1')
    expect(loadConfig({ DATA_DIR: dataDir, ...production }).host).toBe('0.0.0.0')
    expect(loadConfig({ DATA_DIR: dataDir, ...production, HOST: '10.0.0.5' }).host).toBe('10.0.0.5')
  })

  it('lets the test suites (NODE_ENV=test) use a public https APP_URL', async () => {
    const config = loadConfig({
      DATA_DIR: await tempDir(),
      NODE_ENV: 'test',
      APP_URL: 'https://sosiego.example',
    })
    expect(config.isProduction).toBe(false)
  })

  it('allows the local checkout on a staging site with ALLOW_TEST_PAYMENTS=true, in test mode', async () => {
    const { NODE_ENV: _, ...withoutNodeEnv } = production
    const staging = {
      DATA_DIR: await tempDir(),
      ...withoutNodeEnv,
      APP_URL: 'https://staging.sosiego.app',
      PAYMENT_PROVIDER: 'local',
      ALLOW_TEST_PAYMENTS: 'true',
    }
    const config = loadConfig(staging)
    expect(config).toMatchObject({ isProduction: true, testMode: true, payments: { provider: 'local' } })
    // The opt-in is for payments only: demo accounts stay refused.
    expect(refusal({ ...staging, SEED_DEMO: 'true' }, 'SEED_DEMO')).toBeDefined()
    expect(loadConfig({ ...staging, NODE_ENV: 'production' }).testMode).toBe(true)
  })

  it('refuses ALLOW_TEST_PAYMENTS with a live Stripe key', async () => {
    const dataDir = await tempDir()
    const line = refusal(
      { DATA_DIR: dataDir, ...production, ALLOW_TEST_PAYMENTS: 'true' },
      'ALLOW_TEST_PAYMENTS',
    )
    expect(line).toMatch(/clave real de Stripe/)
    const testKey = { ...production, STRIPE_SECRET_KEY: 'sk_test_123', ALLOW_TEST_PAYMENTS: 'true' }
    expect(loadConfig({ DATA_DIR: dataDir, ...testKey }).testMode).toBe(true)
  })
})
