import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { startOidcProvider } from '../../../test/oidc-provider.ts'
import { browser } from '../../../test/session.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { forgetSessionUser } from '../users/users.repository.ts'
import { holdsReauthProof, isFreshSignIn, issueReauthProof } from './google-reauth.ts'

const APP_URL = 'http://sosiego.test'
const provider = await startOidcProvider(`${APP_URL}/login/google/callback`)
afterAll(() => provider.close())

const { app, db, config } = await createTestApp({
  env: {
    APP_URL,
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  },
})

let n = 0
function identity(overrides: Partial<{ email: string; email_verified: boolean }> = {}) {
  const id = `google-${++n}-${Date.now()}`
  provider.identities.set(id, {
    email: `persona${n}.${Date.now()}@gmail.test`,
    email_verified: true,
    given_name: 'Paula',
    family_name: 'Río',
    ...overrides,
  })
  return { id, ...provider.identities.get(id) } as { id: string; email: string }
}

/** The whole round trip: our redirect, the provider's pages, the callback page posting the code. */
async function signInWithGoogle(accountId: string) {
  const client = browser(app)
  const start = await client.get('/api/login-auth/google')
  expect(start.statusCode).toBe(302)
  const back = await provider.signIn(start.headers.location as string, accountId)
  expect(back.pathname).toBe('/login/google/callback')
  const res = await client.post('/api/login-auth/google/callback', Object.fromEntries(back.searchParams))
  return { client, res }
}

describe('Google sign-in', () => {
  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const start = await browser(app).get('/api/login-auth/google')
    const url = new URL(start.headers.location as string)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('state')).toBeTruthy()
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_URL}/login/google/callback`)
    expect(start.cookies.find((c) => c.name === 'sosiego_google')).toMatchObject({
      httpOnly: true,
      path: '/api/login-auth',
    })
  })

  it('creates a verified visitor on first sign-in and finds the same account next time', async () => {
    const person = identity()
    const { client, res } = await signInWithGoogle(person.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.user).toMatchObject({
      email: person.email,
      name: 'Paula',
      lastName: 'Río',
      role: 'visitor',
      isVerified: true,
      hasPassword: false,
    })
    expect((await client.get('/api/users/validate-token')).json().isValid).toBe(true)

    const again = await signInWithGoogle(person.id)
    expect(again.res.json().data.user._id).toBe(res.json().data.user._id)
  })

  it('links an existing verified account by e-mail and keeps its password', async () => {
    const person = identity()
    await db.insert(users).values({
      name: 'Ana',
      lastName: 'Luz',
      email: person.email,
      isVerified: true,
      passwordHash: await hashPassword('Serena2026!'),
    })
    const { res } = await signInWithGoogle(person.id)
    expect(res.json().data.user).toMatchObject({ name: 'Ana', hasPassword: true })
    expect(
      (await browser(app).post('/api/users/login', { email: person.email, password: 'Serena2026!' }))
        .statusCode,
    ).toBe(200)
  })

  it('clears the password of an unverified account it links, so nobody can plant an account in advance', async () => {
    const person = identity()
    const planted = browser(app)
    await planted.post('/api/users/register', {
      name: 'Intruso',
      lastName: 'X',
      email: person.email,
      password: 'Planted2026!',
    })
    const { res } = await signInWithGoogle(person.id)
    expect(res.json().data.user).toMatchObject({ isVerified: true, hasPassword: false })
    expect((await planted.get('/api/users/validate-token')).statusCode).toBe(401)
    expect(
      (await browser(app).post('/api/users/login', { email: person.email, password: 'Planted2026!' }))
        .statusCode,
    ).toBe(409)
  })

  it('does not link by an address the provider has not verified', async () => {
    const person = identity({ email_verified: false })
    await db.insert(users).values({
      name: 'Ana',
      lastName: 'Luz',
      email: person.email,
      isVerified: true,
      passwordHash: await hashPassword('Serena2026!'),
    })
    const { res } = await signInWithGoogle(person.id)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Error en la autenticación')
    const [account] = await db.select().from(users).where(eq(users.email, person.email))
    expect(account?.googleSub).toBeNull()
  })

  it('refuses inactive accounts, a missing code, and a forged or replayed state', async () => {
    const person = identity()
    const first = await signInWithGoogle(person.id)
    await db.update(users).set({ isActive: false }).where(eq(users.email, person.email))
    const inactive = await signInWithGoogle(person.id)
    expect(inactive.res.statusCode).toBe(403)
    expect(inactive.res.json().message).toBe('Por favor contacta al administrador para obtener ayuda.')
    expect(first.res.statusCode).toBe(200)

    const noCode = await browser(app).post('/api/login-auth/google/callback', { state: 'x' })
    expect(noCode.json().message).toBe('Código de autorización no encontrado')

    const client = browser(app)
    const start = await client.get('/api/login-auth/google')
    const back = await provider.signIn(start.headers.location as string, identity().id)
    const forged = await client.post('/api/login-auth/google/callback', {
      code: back.searchParams.get('code'),
      state: 'forged',
    })
    expect(forged.statusCode).toBe(400)
    // The pending cookie is spent by the first attempt.
    const replay = await client.post('/api/login-auth/google/callback', Object.fromEntries(back.searchParams))
    expect(replay.statusCode).toBe(400)
  })
})

describe("'Eliminar mi cuenta' with a fresh Google sign-in (decision 089)", () => {
  /** The re-authentication round trip as `client`, signing in at the provider as `accountId`. */
  async function reauthenticate(client: ReturnType<typeof browser>, accountId: string) {
    const start = await client.get('/api/login-auth/google/reauth')
    expect(start.statusCode).toBe(302)
    const back = await provider.signIn(start.headers.location as string, accountId)
    return client.post('/api/login-auth/google/callback', Object.fromEntries(back.searchParams))
  }

  it('asks the provider for the credentials again, proves it for five minutes, and then deletes', async () => {
    const person = identity()
    const { client, res } = await signInWithGoogle(person.id)
    const userId = res.json().data.user._id as string

    // Without the fresh sign-in (nor with the e-mail typed, the older proof), nothing is deleted.
    for (const body of [{}, { email: person.email }]) {
      const refused = await client.post('/api/users/delete-account', body)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe('Confirma con Google que eres tú para eliminar tu cuenta.')
    }

    const start = await client.get('/api/login-auth/google/reauth')
    const url = new URL(start.headers.location as string)
    expect(url.origin).toBe(provider.issuer)
    expect(url.searchParams.get('max_age')).toBe('0')
    const back = await provider.signIn(url.href, person.id)
    const confirmed = await client.post(
      '/api/login-auth/google/callback',
      Object.fromEntries(back.searchParams),
    )
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({
      message: 'Google ha confirmado que eres tú.',
      reauthenticated: true,
      data: { user: { _id: userId } },
    })
    expect(confirmed.cookies.find((c) => c.name === 'sosiego_reauth')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/users/delete-account',
      maxAge: 300,
    })
    // Still the same session: a re-authentication starts none.
    expect(confirmed.cookies.find((c) => c.name === 'sosiego_at')).toBeUndefined()
    expect((await client.get('/api/users/validate-token')).json().user._id).toBe(userId)

    const deleted = await client.post('/api/users/delete-account', {})
    expect(deleted.statusCode).toBe(200)
    expect(await db.select().from(users).where(eq(users.id, userId))).toEqual([])
  })

  it('refuses another Google account, a stranger, and a proof made for someone else or expired', async () => {
    const person = identity()
    const other = identity()
    const { client, res } = await signInWithGoogle(person.id)
    const userId = res.json().data.user._id as string

    expect((await browser(app).get('/api/login-auth/google/reauth')).statusCode).toBe(401)
    const wrong = await reauthenticate(client, other.id)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe('Esa cuenta de Google no es la de tu cuenta de Sosiego.')
    expect(wrong.cookies.find((c) => c.name === 'sosiego_reauth')).toBeUndefined()

    // Someone else's proof, a forged one and an expired one open nothing.
    const theirs = await signInWithGoogle(other.id)
    const theirProof = issueReauthProof(config.sessionSecret, theirs.res.json().data.user._id)
    for (const proof of [
      theirProof,
      `${userId}.${Date.now() + 60_000}.forged`,
      issueReauthProof(config.sessionSecret, userId, Date.now() - 6 * 60_000),
    ]) {
      client.cookies.set('sosiego_reauth', proof)
      expect((await client.post('/api/users/delete-account', {})).json().code).toBe(
        'account.delete.googleRequired',
      )
    }
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, userId))).toHaveLength(1)
    expect(
      holdsReauthProof(config.sessionSecret, issueReauthProof(config.sessionSecret, userId), userId),
    ).toBe(true)
  })

  it('counts a sign-in as fresh only when the provider says it asked during the round trip', () => {
    const started = Date.now()
    expect(isFreshSignIn(Math.floor(started / 1000), started)).toBe(true)
    // The provider answered from a session it already had (an hour old), or did not say when.
    expect(isFreshSignIn(Math.floor(started / 1000) - 3600, started)).toBe(false)
    expect(isFreshSignIn(undefined, started)).toBe(false)
  })

  it('is for accounts that sign in with Google', async () => {
    const { client, res } = await signInWithGoogle(identity().id)
    const userId = res.json().data.user._id as string
    await db.update(users).set({ googleSub: null }).where(eq(users.id, userId))
    // The session's short-lived cache of the user (decision 043) is told, as any writer tells it.
    forgetSessionUser(userId)
    const refused = await client.get('/api/login-auth/google/reauth')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Tu cuenta no entra con Google.')
  })
})

describe('without Google configured', async () => {
  const plain = await createTestApp()
  it('answers a clear 404', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/login-auth/google' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('El inicio de sesión con Google no está disponible.')
  })
})
