import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { startOidcProvider } from '../../../test/oidc-provider.ts'
import { browser } from '../../../test/session.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../accounts/password-hashing.ts'

const APP_URL = 'http://sosiego.test'
const provider = await startOidcProvider(`${APP_URL}/login/google/callback`)
afterAll(() => provider.close())

const { app, db } = await createTestApp({
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

describe('without Google configured', async () => {
  const plain = await createTestApp()
  it('answers a clear 404', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/login-auth/google' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('El inicio de sesión con Google no está disponible.')
  })
})
