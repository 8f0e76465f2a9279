import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { googleClient, googleIssuer, appPort as port } from './apps/web/e2e/google-provider.ts'

// E2E_PORT lets two checkouts run their suites side by side (the OpenID provider takes the next port).
const baseURL = `http://127.0.0.1:${port}`

// Each run gets a fresh embedded database (the server creates the folder), seeded with the demo plans.
const dataDir = path.join(tmpdir(), `sosiego-e2e-${Date.now()}`)

// Debian's Chromium; Playwright's own browser downloads are not used on these machines.
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

// Specs that change what every page shows (the seeded plans, the published catalogue, the reviews on
// the landing page) run after all the others, one at a time.
const sharedStateSpecs =
  /(admin[\\/](plans-and-orders|content|reviews|programs-calendar)|panel[\\/]reviews|journeys[\\/]staff-to-member)\.spec\.ts$/

// Sized for two shared cores under load (a busy machine once lost 11 tests to 30 s waits): long
// timeouts that only a real hang reaches, every wait on a state, and in CI one retry of a failed
// test, which the list reporter and the summary of `npm test` both name.
export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    baseURL,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: sharedStateSpecs },
    {
      name: 'chromium-shared-state',
      use: chromium,
      testMatch: sharedStateSpecs,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: [
    // A real OpenID provider standing in for Google (the guide: tests run one locally), so Google
    // sign-in is configured and its journeys run as a person would go through them.
    {
      command: 'npx tsx apps/api/test/oidc-provider-server.ts',
      url: `${googleIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        OIDC_PORT: String(port + 1),
        OIDC_REDIRECT_URI: `${baseURL}/login/google/callback`,
        OIDC_CLIENT_ID: googleClient.clientId,
        OIDC_CLIENT_SECRET: googleClient.clientSecret,
      },
    },
    {
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        NODE_ENV: 'test',
        // State-changing calls must come from APP_URL's origin, and e-mailed links point there.
        APP_URL: baseURL,
        // Journeys sign up and then ask for a reset e-mail within the minute, and the whole suite signs
        // up and in from one address; the limits themselves are covered by the API's integration tests.
        RATE_LIMIT_EMAILS_PER_MINUTE: '10',
        RATE_LIMIT_REGISTRATIONS_PER_IP: '1000',
        RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '1000',
        GOOGLE_CLIENT_ID: googleClient.clientId,
        GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
        GOOGLE_ISSUER: googleIssuer,
      },
    },
  ],
})
