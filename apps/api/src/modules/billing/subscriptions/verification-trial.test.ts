import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { MEMBER_PASSWORD, planBySlug, signedInUser } from '../../../../test/billing.ts'
import { startOidcProvider } from '../../../../test/oidc-provider.ts'
import { browser } from '../../../../test/session.ts'
import { linkIn, startSmtpServer } from '../../../../test/smtp.ts'
import type { Database } from '../../../db/client.ts'
import { subscriptions, usedTrials, users } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { hashPassword } from '../../users/password-hashing.ts'
import { grantPlanAsStaff } from './staff-grant.ts'

// Decision 049 and issue 12 #4: a plan goes only to a proven address; the trial starts at verification.
const APP_URL = 'http://sosiego.test'
const smtp = await startSmtpServer()
const provider = await startOidcProvider(`${APP_URL}/login/google/callback`)
afterAll(async () => {
  await provider.close()
  await smtp.close()
})

const { app, db, config } = await createTestApp({
  env: {
    APP_URL,
    SMTP_URL: smtp.url,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
    RATE_LIMIT_EMAILS_PER_MINUTE: '100',
    RATE_LIMIT_EMAILS_PER_HOUR: '100',
    RATE_LIMIT_REGISTRATIONS_PER_IP: '1000',
  },
})
beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

const address = (label: string) => `${label}-${randomUUID()}@sosiego.test`
const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0]
const subscriptionsOf = (userId: string) =>
  db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
const sourcesOf = async (userId: string) => (await subscriptionsOf(userId)).map((row) => row.source)

/** A sign-up through the real call: signed in, unverified, with its verification e-mail on the way. */
async function signUp(email = address('nueva')) {
  const client = browser(app)
  const before = smtp.received.length
  const res = await client.post('/api/users/register', {
    name: 'Nora',
    lastName: 'Nueva',
    email,
    password: MEMBER_PASSWORD,
  })
  expect(res.statusCode).toBeLessThan(300)
  // The address is kept lower-case.
  const mail = await smtp.waitFor(email.toLowerCase(), before)
  return { client, email: email.toLowerCase(), token: linkIn(mail).searchParams.get('token') as string }
}

const user = async (client: ReturnType<typeof browser>) =>
  (await client.get('/api/users/validate-token')).json().user

describe('an address nobody has verified (issue 12 #4)', () => {
  it('gets no plan of any price through checkout, with one made-up address after another', async () => {
    const trial = await planBySlug(db, 'prueba-gratuita')
    const mini = await planBySlug(db, 'mini')
    for (let i = 0; i < 3; i++) {
      const { client, email } = await signUp(address('inventada'))
      for (const plan of [trial, mini]) {
        const res = await client.post('/api/payments/create-checkout-session', {
          planId: plan.id,
          immediateStart: true,
        })
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({
          success: false,
          code: 'auth.emailUnverified',
          message: 'Verifica tu correo electrónico para continuar: abre el enlace que te enviamos.',
        })
      }
      const account = await userByEmail(email)
      expect(await subscriptionsOf(account?.id as string)).toEqual([])
      expect((await user(client)).activeSubscription).toBeNull()
    }
  })

  it('is refused the member calls, and keeps its own account calls', async () => {
    const { client } = await signUp()
    const audio = (await browser(app).get('/api/categories/list')).statusCode
    expect(audio).toBe(200)
    const refused = [
      await client.post('/api/users/take-test', { categorySlug: 'meditaciones', themesSlugs: [] }),
      await client.get('/api/audios/list'),
      await client.get('/api/pdfs/list'),
      await client.get(`/api/audios/stream-url/${randomUUID()}`),
      await client.get(`/api/pdfs/file-url/${randomUUID()}`),
      await client.post('/api/payments/verify-payment-session', { sessionId: 'cs_test_x' }),
    ]
    for (const res of refused) {
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('auth.emailUnverified')
    }
    // The session, the profile and the resend stay open: the client shows the verification state.
    expect((await client.get('/api/users/validate-token')).json()).toMatchObject({
      isValid: true,
      user: { isVerified: false },
    })
    expect((await client.put('/api/users/profile', { name: 'Nora', lastName: 'Otra' })).statusCode).toBe(200)
    expect((await client.post('/api/users/resend-verification', {})).statusCode).toBe(200)
  })

  it('is refused by the grant function itself, whatever the path (staff included)', async () => {
    const { email } = await signUp()
    const account = await userByEmail(email)
    await expect(
      db.transaction((tx) =>
        grantPlanAsStaff(tx as unknown as Database, account?.id as string, 'full', null),
      ),
    ).rejects.toMatchObject({ code: 'auth.emailUnverified', statusCode: 403 })
    expect(await subscriptionsOf(account?.id as string)).toEqual([])
  })
})

describe('the trial starts when the address is verified (decision 049)', () => {
  it('by the e-mail link: the test plan once, never again on a second opening or a resend', async () => {
    const { client, email, token } = await signUp()
    expect((await client.post('/api/users/verify', { token })).statusCode).toBe(200)
    expect((await user(client)).activeSubscription).toMatchObject({
      status: 'active',
      plan: { slug: 'prueba-gratuita', isTestSubscrionPlan: true },
    })
    expect((await client.post('/api/users/verify', { token })).statusCode).toBe(200)
    const account = await userByEmail(email)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
    // Now a member: the calls that were refused answer.
    expect((await client.get('/api/audios/list')).statusCode).toBe(200)
  })

  it('two openings of the same link at once grant one trial', async () => {
    const { email, token } = await signUp()
    const answers = await Promise.all([
      browser(app).post('/api/users/verify', { token }),
      browser(app).post('/api/users/verify', { token }),
    ])
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200])
    const account = await userByEmail(email)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })

  it('by a reset link, which proves the address too', async () => {
    const { email } = await signUp()
    const before = smtp.received.length
    await browser(app).post('/api/users/reset-password-email', { email })
    const token = linkIn(await smtp.waitFor(email, before)).searchParams.get('token')
    const res = await browser(app).post('/api/users/reset-password', { token, newPassword: 'Nueva2026!x' })
    expect(res.statusCode).toBe(200)
    const account = await userByEmail(email)
    expect(account?.isVerified).toBe(true)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })

  it('not for staff', async () => {
    for (const role of ['admin', 'crmUser'] as const) {
      const email = address(role.toLowerCase())
      await db.insert(users).values({
        name: 'Equipo',
        lastName: 'Sosiego',
        email,
        role,
        passwordHash: await hashPassword(MEMBER_PASSWORD),
      })
      const before = smtp.received.length
      await browser(app).post('/api/users/resend-verification', { email })
      const token = linkIn(await smtp.waitFor(email, before)).searchParams.get('token')
      expect((await browser(app).post('/api/users/verify', { token })).statusCode).toBe(200)
      const account = await userByEmail(email)
      expect(account?.isVerified).toBe(true)
      expect(await subscriptionsOf(account?.id as string)).toEqual([])
    }
  })

  it('not after a used trial or free plan, even one long over', async () => {
    const trial = await planBySlug(db, 'prueba-gratuita')
    for (const source of ['trial', 'free'] as const) {
      const { email, token } = await signUp()
      const account = await userByEmail(email)
      // An account from before this rule: its trial granted while unverified, and over.
      await db.insert(subscriptions).values({
        userId: account?.id as string,
        planId: trial.id,
        status: 'expired',
        source,
        startDate: new Date(Date.now() - 40 * 86_400_000),
        endDate: new Date(Date.now() - 25 * 86_400_000),
      })
      expect((await browser(app).post('/api/users/verify', { token })).statusCode).toBe(200)
      expect(await sourcesOf(account?.id as string)).toEqual([source])
    }
  })

  it('by the landing trial form: nothing before the link, the trial once the password is set', async () => {
    const email = address('landing')
    const before = smtp.received.length
    const form = await browser(app).post('/api/users/trial', { name: 'Marta', lastName: 'Calma', email })
    expect(form.statusCode).toBe(200)
    const account = await userByEmail(email)
    expect(account).toMatchObject({ isTemporary: true, isVerified: false })
    expect(await subscriptionsOf(account?.id as string)).toEqual([])

    const mail = await smtp.waitFor(email, before)
    expect(mail.subject).toBe('Confirma tu correo y empieza tu prueba gratuita')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/verify-email')
    expect(link.searchParams.get('setup')).toBe('true')
    const set = await browser(app).put('/api/users/update-password-google', {
      email,
      token: link.searchParams.get('token'),
      newPassword: MEMBER_PASSWORD,
    })
    expect(set.statusCode).toBe(200)
    const client = browser(app)
    await client.post('/api/users/login', { email, password: MEMBER_PASSWORD })
    expect((await user(client)).activeSubscription).toMatchObject({
      status: 'active',
      plan: { isTestSubscrionPlan: true },
    })
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })

  it('by the landing trial form for a signed-up, unverified account: a link that verifies and starts it', async () => {
    const { email } = await signUp()
    const before = smtp.received.length
    await browser(app).post('/api/users/trial', { name: 'Otro', lastName: 'Nombre', email })
    const mail = await smtp.waitFor(email, before)
    expect(mail.subject).toBe('Confirma tu correo y empieza tu prueba gratuita')
    const link = linkIn(mail)
    expect(link.searchParams.get('setup')).toBeNull()
    const account = await userByEmail(email)
    expect(await subscriptionsOf(account?.id as string)).toEqual([])
    const verify = await browser(app).post('/api/users/verify', { token: link.searchParams.get('token') })
    expect(verify.statusCode).toBe(200)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })
})

describe('Google sign-in is a verification too', () => {
  let n = 0
  function identity(email = `google-${++n}-${randomUUID()}@gmail.test`) {
    const id = `g-${randomUUID()}`
    provider.identities.set(id, { email, email_verified: true, given_name: 'Paula', family_name: 'Río' })
    return { id, email }
  }

  it('a new account gets the trial once, however often it signs in', async () => {
    const person = identity()
    const client = await signInWithGoogle(person.id)
    expect((await user(client)).activeSubscription).toMatchObject({ plan: { isTestSubscrionPlan: true } })
    await signInWithGoogle(person.id)
    const account = await userByEmail(person.email)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })

  it('an unverified account it links gets the trial then, and only then', async () => {
    const { email } = await signUp()
    const account = await userByEmail(email)
    expect(await subscriptionsOf(account?.id as string)).toEqual([])
    const person = identity(email)
    await signInWithGoogle(person.id)
    await signInWithGoogle(person.id)
    expect(await sourcesOf(account?.id as string)).toEqual(['trial'])
  })

  it('a verified account it links gets nothing new (its verification happened before)', async () => {
    const email = address('verificada')
    await db.insert(users).values({
      name: 'Ana',
      lastName: 'Luz',
      email,
      isVerified: true,
      passwordHash: await hashPassword(MEMBER_PASSWORD),
    })
    const person = identity(email)
    await signInWithGoogle(person.id)
    const account = await userByEmail(email)
    expect(await subscriptionsOf(account?.id as string)).toEqual([])
  })
})

describe('one trial per person, even after deleting the account (issue 27, L-2)', () => {
  const admin = async () => (await signedInUser(app, db, { role: 'admin' })).client
  /** Deletes the signed-in account and waits for its last mail, so the next sign-up's mail is the next one. */
  async function deleteOwn(client: ReturnType<typeof browser>, email: string) {
    const before = smtp.received.length
    expect((await client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })).statusCode).toBe(
      200,
    )
    expect((await smtp.waitFor(email, before)).subject).toBe('Tu cuenta de Sosiego se ha eliminado')
  }

  it('refuses a second trial to the same address, written with other dots, case or a +tag, after the first account was deleted', async () => {
    const name = `nora.${randomUUID()}`
    const first = await signUp(`${name}+uno@gmail.com`)
    expect((await first.client.post('/api/users/verify', { token: first.token })).statusCode).toBe(200)
    expect(await sourcesOf((await userByEmail(first.email))?.id as string)).toEqual(['trial'])
    await deleteOwn(first.client, first.email)
    expect(await userByEmail(first.email)).toBeUndefined()

    // No row of used_trials names the address: only keyed hashes.
    const stored = await db.select().from(usedTrials)
    expect(JSON.stringify(stored)).not.toContain(name)

    for (const again of [first.email, `${name.replace('.', '').toUpperCase()}+dos@googlemail.com`]) {
      const second = await signUp(again)
      expect((await second.client.post('/api/users/verify', { token: second.token })).statusCode).toBe(200)
      const account = await userByEmail(second.email)
      expect(await subscriptionsOf(account?.id as string), again).toEqual([])
      expect((await user(second.client)).activeSubscription).toBeNull()
      await deleteOwn(second.client, second.email)
    }
    // The landing form does not promise it either.
    const email = `${name}+tres@gmail.com`
    const before = smtp.received.length
    await browser(app).post('/api/users/trial', { name: 'Nora', lastName: 'Otra', email })
    expect((await smtp.waitFor(email, before)).subject).not.toBe(
      'Confirma tu correo y empieza tu prueba gratuita',
    )
    // Another person still gets theirs.
    const other = await signUp(address('otra'))
    await other.client.post('/api/users/verify', { token: other.token })
    expect(await sourcesOf((await userByEmail(other.email))?.id as string)).toEqual(['trial'])
  })

  it('refuses a second trial to the same Google identity under another address, after an admin deleted the account', async () => {
    const sub = `g-${randomUUID()}`
    const firstEmail = `paula-${randomUUID()}@gmail.test`
    provider.identities.set(sub, {
      email: firstEmail,
      email_verified: true,
      given_name: 'Paula',
      family_name: 'Río',
    })
    await signInWithGoogle(sub)
    const first = await userByEmail(firstEmail)
    expect(await sourcesOf(first?.id as string)).toEqual(['trial'])
    expect((await (await admin()).post(`/api/users/delete/${first?.id}`)).statusCode).toBe(200)

    const secondEmail = `paula-${randomUUID()}@gmail.test`
    provider.identities.set(sub, {
      email: secondEmail,
      email_verified: true,
      given_name: 'Paula',
      family_name: 'Río',
    })
    const client = await signInWithGoogle(sub)
    const second = await userByEmail(secondEmail)
    expect(second?.googleSub).toBe(sub)
    expect(await subscriptionsOf(second?.id as string)).toEqual([])
    expect((await user(client)).activeSubscription).toBeNull()
  })

  it('keeps the record of a trial granted before the record existed, when that account is deleted', async () => {
    const trial = await planBySlug(db, 'prueba-gratuita')
    const { user: old, client } = await signedInUser(app, db)
    const email = old.email
    await db.insert(subscriptions).values({
      userId: old.id,
      planId: trial.id,
      status: 'expired',
      source: 'trial',
      startDate: new Date(Date.now() - 40 * 86_400_000),
      endDate: new Date(Date.now() - 25 * 86_400_000),
    })
    await deleteOwn(client, email)
    const again = await signUp(email)
    await again.client.post('/api/users/verify', { token: again.token })
    expect(await subscriptionsOf((await userByEmail(email))?.id as string)).toEqual([])
  })
})

async function signInWithGoogle(accountId: string) {
  const client = browser(app)
  const start = await client.get('/api/login-auth/google')
  const back = await provider.signIn(start.headers.location as string, accountId)
  const res = await client.post('/api/login-auth/google/callback', Object.fromEntries(back.searchParams))
  expect(res.statusCode).toBe(200)
  return client
}
