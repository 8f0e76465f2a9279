import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { browser } from '../../../test/session.ts'
import { linkIn } from '../../../test/smtp.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { findUserByEmail, updateUser } from '../users/users.repository.ts'
import { APP_URL, accountsApp, counter, newAccount } from './accounts.test-helpers.ts'

// How an account comes to be (signed up and verified, or created by an admin) and the session it
// signs in to: login, validation, refresh, logout, and the cross-site guard on them. Passwords and
// the profile: accounts-passwords-profile.test.ts; the limits: accounts-limits.test.ts.
const { smtp, app, db, verifiedMember } = await accountsApp()

describe('sign-up and e-mail verification', () => {
  it('creates an unverified visitor, signs them in, and mails a verification link from APP_URL', async () => {
    const account = newAccount()
    const client = browser(app)
    const before = smtp.received.length
    const res = await client.post('/api/users/register', {
      ...account,
      // Dropped: no part of the contract. (An admin-mode role is refused: register-admin-mode.test.ts.)
      isVerified: true,
      phone: '+34 600 000 000',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Usuario registrado exitosamente',
      data: { user: { email: account.email, role: 'visitor', isVerified: false, phone: '+34 600 000 000' } },
    })
    const access = res.cookies.find((c) => c.name === 'sosiego_at')
    const refresh = res.cookies.find((c) => c.name === 'sosiego_rt')
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/users' })
    // The page may read this one: it says only that a session may exist (no token in it).
    const hint = res.cookies.find((c) => c.name === 'sosiego_session')
    expect(hint).toMatchObject({ value: '1', path: '/', maxAge: refresh?.maxAge })
    expect(hint?.httpOnly).toBeFalsy()
    expect(access?.secure).toBeFalsy()

    const mail = await smtp.waitFor(account.email, before)
    expect(mail.subject).toBe('Confirma tu correo electrónico')
    expect(mail.html).toContain('Confirmar correo')
    const link = linkIn(mail)
    expect(link.origin).toBe(APP_URL)
    expect(link.pathname).toBe('/verify-email')

    const token = link.searchParams.get('token')
    expect((await client.post('/api/users/verify', { token })).json().message).toBe(
      '¡Correo verificado exitosamente!',
    )
    // A link opened twice still counts as success.
    const again = await client.post('/api/users/verify', { token })
    expect(again.statusCode).toBe(200)
    expect(again.json().message).toBe('El correo ya estaba verificado.')
    expect((await client.get('/api/users/validate-token')).json().user.isVerified).toBe(true)
  })

  it('refuses a bad token and invalid fields with Spanish messages', async () => {
    const client = browser(app)
    const bad = await client.post('/api/users/verify', { token: 'x'.repeat(43) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('auth.tokenInvalid')

    const invalid = await browser(app).post('/api/users/register', { ...newAccount(), password: 'corta' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json().message).toBe('La contraseña debe tener al menos 8 caracteres')
  })

  it('answers a sign-up with a registered address exactly like a new one, and e-mails the owner instead', async () => {
    const { account: owner } = await verifiedMember()
    const fresh = newAccount()
    const stranger = {
      ...newAccount(),
      name: 'Intrusa',
      email: owner.email.toUpperCase(),
      password: 'Intrusa2026!',
    }
    const created = await browser(app).post('/api/users/register', fresh)
    const before = smtp.received.length
    const attacker = browser(app)
    const taken = await attacker.post('/api/users/register', stranger)

    // Same status, same message, the same body shape down to every field of the user.
    expect(taken.statusCode).toBe(created.statusCode)
    expect(taken.statusCode).toBe(201)
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
        : Array.isArray(value)
          ? 'array'
          : typeof value
    expect(shape(taken.json())).toEqual(shape(created.json()))
    expect(taken.json()).toMatchObject({
      success: true,
      message: 'Usuario registrado exitosamente',
      data: { user: { email: owner.email, name: stranger.name, role: 'visitor', isVerified: false } },
    })
    const real = await findUserByEmail(db, owner.email)
    expect(taken.json().data.user._id).not.toBe(real?.id)

    // No session for the stranger, and nothing about the account changed.
    expect(attacker.cookies.size).toBe(0)
    expect((await attacker.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await browser(app).post('/api/users/login', stranger)).statusCode).toBe(401)
    expect((await browser(app).post('/api/users/login', owner)).statusCode).toBe(200)

    // The owner hears of it, in Spanish, with a way to sign in and nothing from the stranger's form.
    const mail = await smtp.waitFor(owner.email, before)
    expect(mail.subject).toBe('Alguien ha intentado crear una cuenta con tu correo')
    expect(mail.text).toContain('ya tienes una cuenta')
    expect(mail.text).toContain(`Hola, ${owner.name}`)
    expect(mail.text).not.toContain(stranger.name)
    expect(`${linkIn(mail).origin}${linkIn(mail).pathname}`).toBe(`${APP_URL}/login`)
  })

  it('resends verification to the signed-in account only, answering the same for anyone', async () => {
    const account = newAccount()
    const client = browser(app)
    await client.post('/api/users/register', account)
    const before = smtp.received.length
    const res = await client.post('/api/users/resend-verification', { email: 'someone-else@sosiego.test' })
    expect(res.json()).toEqual({ success: true, message: 'Correo de verificación reenviado con éxito!' })
    expect(linkIn(await smtp.waitFor(account.email, before)).pathname).toBe('/verify-email')

    const stranger = await browser(app).post('/api/users/resend-verification', {
      email: 'nadie@sosiego.test',
    })
    expect(stranger.json()).toEqual(res.json())
  })
})

describe('login, validation, refresh and logout', () => {
  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const { account } = await verifiedMember()
    const wrong = await browser(app).post('/api/users/login', {
      email: account.email,
      password: 'Otra2026!!',
    })
    const unknown = await browser(app).post('/api/users/login', {
      email: 'nadie@sosiego.test',
      password: 'Otra2026!!',
    })
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.json().message).toBe('Correo electrónico o contraseña incorrectos.')
  })

  it('signs in, validates, and refuses inactive and Google-only accounts as the spec says', async () => {
    const { account } = await verifiedMember()
    const client = browser(app)
    const res = await client.post('/api/users/login', {
      email: ` ${account.email.toUpperCase()} `,
      password: account.password,
    })
    expect(res.statusCode).toBe(200)
    const validated = await client.get('/api/users/validate-token')
    expect(validated.json()).toMatchObject({
      isValid: true,
      user: { email: account.email, tookTest: false, activeSubscription: null },
    })

    // Deactivated through the one writer of user rows, as staff will: locked out at once, the
    // access token stops working (the cached session user is forgotten), and so does refreshing it.
    const row = await findUserByEmail(db, account.email)
    await updateUser(db, row?.id as string, { isActive: false })
    expect((await client.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await client.post('/api/users/refresh-token')).statusCode).toBe(401)
    const inactive = await browser(app).post('/api/users/login', account)
    expect(inactive.statusCode).toBe(403)
    expect(inactive.json().message).toBe('Por favor contacta al administrador para obtener ayuda.')

    const google = newAccount()
    await db.insert(users).values({
      name: 'G',
      lastName: 'G',
      email: google.email,
      googleSub: `sub-${counter}`,
      isVerified: true,
    })
    const viaPassword = await browser(app).post('/api/users/login', google)
    expect(viaPassword.statusCode).toBe(409)
    expect(viaPassword.json().code).toBe('auth.googleAccount')
  })

  it('answers a passwordless account not created through Google like a wrong password', async () => {
    // As the landing trial creates them: no password, no Google identity.
    const trial = newAccount()
    await db.insert(users).values({ name: 'T', lastName: 'T', email: trial.email, isTemporary: true })
    const res = await browser(app).post('/api/users/login', trial)
    const unknown = await browser(app).post('/api/users/login', { ...trial, email: 'nadie@sosiego.test' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(unknown.json())
    expect(res.json().code).toBe('auth.invalidCredentials')
  })

  it('answers 401 to a missing, tampered, unsigned or expired access token', async () => {
    const { client } = await verifiedMember()
    const token = client.cookies.get('sosiego_at') as string
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload as string, 'base64url').toString())
    const forge = (changes: object) =>
      Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`
    const expired = await new SignJWT({ ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer(claims.iss)
      .setAudience(claims.aud)
      .setIssuedAt(claims.iat - 3600)
      .setExpirationTime(claims.iat - 1800)
      .sign(new TextEncoder().encode('not-the-key'))
    for (const bad of [
      '',
      none,
      `${header}.${forge({ sub: '00000000-0000-4000-8000-000000000000' })}.${signature}`,
      expired,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/users/validate-token',
        headers: { cookie: `sosiego_at=${bad}` },
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ isValid: false, message: 'Token is not valid', user: null })
    }
  })

  it('rotates the refresh token; two tabs refreshing at once both stay signed in', async () => {
    const { client } = await verifiedMember()
    const first = client.cookies.get('sosiego_rt') as string
    const headers = { cookie: `sosiego_rt=${first}` }
    const [a, b] = await Promise.all([
      app.inject({ method: 'POST', url: '/api/users/refresh-token', headers }),
      app.inject({ method: 'POST', url: '/api/users/refresh-token', headers }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    const next = (res: typeof a) => res.cookies.find((c) => c.name === 'sosiego_rt')?.value
    expect(next(a)).toBeDefined()
    expect(next(a)).not.toBe(first)
    expect(next(b)).toBe(next(a))
  })

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const { client } = await verifiedMember()
    const stolen = client.cookies.get('sosiego_rt') as string
    expect((await client.post('/api/users/refresh-token')).statusCode).toBe(200)
    const current = client.cookies.get('sosiego_rt') as string
    // Age the rotation past the grace window.
    const { refreshTokens } = await import('../../db/schema/index.ts')
    await db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.rotatedAt, refreshTokens.rotatedAt))
    const replay = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { cookie: `sosiego_rt=${stolen}` },
    })
    expect(replay.statusCode).toBe(401)
    const legit = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { cookie: `sosiego_rt=${current}` },
    })
    expect(legit.statusCode).toBe(401)
  })

  it('logs out: the refresh token stops working and the cookies are cleared', async () => {
    const { client } = await verifiedMember()
    const refresh = client.cookies.get('sosiego_rt') as string
    const res = await client.post('/api/users/logout')
    expect(res.json()).toEqual({ success: true, message: 'Sesión cerrada correctamente.' })
    expect(client.cookies.has('sosiego_rt')).toBe(false)
    expect(client.cookies.has('sosiego_session')).toBe(false)
    const after = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { cookie: `sosiego_rt=${refresh}` },
    })
    expect(after.statusCode).toBe(401)
  })
})

describe('admin account creation', () => {
  it('is for admins only, creates verified accounts, and refuses a plan that does not exist', async () => {
    const { client: member } = await verifiedMember()
    expect((await member.post('/api/users/create', { ...newAccount(), role: 'tester' })).statusCode).toBe(403)

    const admin = newAccount()
    await db.insert(users).values({
      name: 'Ada',
      lastName: 'Min',
      email: admin.email,
      role: 'admin',
      isVerified: true,
      passwordHash: await hashPassword(admin.password),
    })
    const staff = browser(app)
    await staff.post('/api/users/login', admin)
    // A creator needs a plan (decision 059); a tester is created without one.
    const created = await staff.post('/api/users/create', { ...newAccount(), role: 'tester' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      message: 'Usuario creado exitosamente',
      data: { user: { role: 'tester', isVerified: true } },
    })
    const withPlan = await staff.post('/api/users/create', {
      ...newAccount(),
      role: 'subscriber',
      planSlug: 'platino',
    })
    // Granting a real plan is tested with billing (modules/billing/staff-grant.test.ts).
    expect(withPlan.statusCode).toBe(400)
    expect(withPlan.json().message).toBe('No se pudo encontrar el plan.')
  })
})

describe('cross-site requests', () => {
  it('rejects a cross-origin form POST and foreign-origin JSON, and accepts our own origin and apps', async () => {
    const { account } = await verifiedMember()
    const form = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      payload: JSON.stringify(account),
    })
    expect(form.statusCode).toBe(403)
    expect(form.json().code).toBe('auth.crossSite')
    const sameSiteForm = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(account),
    })
    expect(sameSiteForm.statusCode).toBe(415)
    expect((await browser(app, 'https://evil.example').post('/api/users/login', account)).statusCode).toBe(
      403,
    )
    expect((await browser(app, APP_URL).post('/api/users/login', account)).statusCode).toBe(200)
    expect(
      (await browser(app, 'http://sosiego.test:8080').post('/api/users/login', account)).statusCode,
    ).toBe(403)
    expect((await browser(app).post('/api/users/login', account)).statusCode).toBe(200)
  })
})
