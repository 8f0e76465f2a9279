import { afterAll, expect } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import { linkIn, startSmtpServer } from '../../../test/smtp.ts'

// What the account tests (accounts-*.test.ts) share: a mail server that really receives the app's
// e-mails, fresh sign-up details, and an app whose limits stay out of the way of the flows.

export const APP_URL = 'http://sosiego.test'

/** An SMTP server the file's apps send to, closed after the file's tests. */
export async function mailCatcher() {
  const smtp = await startSmtpServer()
  afterAll(() => smtp.close())
  return smtp
}

/** How many accounts `newAccount` has made: part of each address, so every one is new. */
export let counter = 0
export const newAccount = () => ({
  name: 'Lucía',
  lastName: 'Calma',
  email: `lucia${++counter}.${Date.now()}@sosiego.test`,
  password: 'Serena2026!',
})

/**
 * The app the account flows run on, with its mail server. Its limits are raised so that no flow
 * meets them; accounts-limits.test.ts builds apps with the limits it tests.
 */
export async function accountsApp() {
  const smtp = await mailCatcher()
  const { app, db } = await createTestApp({
    env: {
      APP_URL,
      SMTP_URL: smtp.url,
      RATE_LIMIT_EMAILS_PER_MINUTE: '1000',
      RATE_LIMIT_EMAILS_PER_HOUR: '1000',
      RATE_LIMIT_LOGIN_FAILURES: '1000',
    },
  })

  /** Registers through the API and follows the verification link from the real e-mail. */
  async function verifiedMember() {
    const account = newAccount()
    const client = browser(app)
    const before = smtp.received.length
    expect((await client.post('/api/users/register', account)).statusCode).toBe(201)
    const token = linkIn(await smtp.waitFor(account.email, before)).searchParams.get('token')
    expect((await client.post('/api/users/verify', { token })).statusCode).toBe(200)
    return { account, client }
  }

  return { smtp, app, db, verifiedMember }
}
