import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import { linkIn, startSmtpServer } from '../../../test/smtp.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { findUserByEmail, updateUser } from '../users/users.repository.ts'

const APP_URL = 'http://sosiego.test'
const smtp = await startSmtpServer()
afterAll(() => smtp.close())

const { app, db } = await createTestApp({
  env: {
    APP_URL,
    SMTP_URL: smtp.url,
    RATE_LIMIT_EMAILS_PER_MINUTE: '1000',
    RATE_LIMIT_EMAILS_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_FAILURES: '1000',
  },
})

let counter = 0
const newAccount = () => ({
  name: 'Lucía',
  lastName: 'Calma',
  email: `lucia${++counter}.${Date.now()}@sosiego.test`,
  password: 'Serena2026!',
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

describe('password flows', () => {
  it('resets a password by e-mail: no enumeration, single use, and earlier tokens stop working', async () => {
    const { account, client: oldSession } = await verifiedMember()
    const stranger = await browser(app).post('/api/users/reset-password-email', {
      email: 'nadie@sosiego.test',
    })
    const before = smtp.received.length
    const known = await browser(app).post('/api/users/reset-password-email', { email: account.email })
    expect(known.json()).toEqual(stranger.json())
    expect(known.json().message).toBe(
      'Se ha enviado un correo con las instrucciones para restablecer tu contraseña',
    )

    const link = linkIn(await smtp.waitFor(account.email, before))
    expect(link.pathname).toBe('/reset-password')
    const token = link.searchParams.get('token')
    const res = await browser(app).post('/api/users/reset-password', { token, newPassword: 'Nueva2026!' })
    expect(res.json()).toEqual({ success: true, message: 'Contraseña restablecida correctamente' })
    expect(
      (await browser(app).post('/api/users/reset-password', { token, newPassword: 'Otra2026!' })).statusCode,
    ).toBe(400)

    // Sessions from before the reset are over, access token included.
    expect((await oldSession.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await oldSession.post('/api/users/refresh-token')).statusCode).toBe(401)
    expect((await browser(app).post('/api/users/login', account)).statusCode).toBe(401)
    expect(
      (await browser(app).post('/api/users/login', { ...account, password: 'Nueva2026!' })).statusCode,
    ).toBe(200)
    expect((await smtp.waitFor(account.email, before + 1)).subject).toBeDefined()
  })

  it('invalidates an earlier reset link when a new one is requested', async () => {
    const { account } = await verifiedMember()
    let before = smtp.received.length
    await browser(app).post('/api/users/reset-password-email', { email: account.email })
    const first = linkIn(await smtp.waitFor(account.email, before)).searchParams.get('token')
    before = smtp.received.length
    await browser(app).post('/api/users/reset-password-email', { email: account.email })
    await smtp.waitFor(account.email, before)
    expect(
      (await browser(app).post('/api/users/reset-password', { token: first, newPassword: 'Nueva2026!' }))
        .statusCode,
    ).toBe(400)
  })

  it('changes the password of the signed-in user, ending their other sessions only', async () => {
    const { account, client } = await verifiedMember()
    const other = browser(app)
    await other.post('/api/users/login', account)
    const wrong = await client.put('/api/users/update-password', {
      currentPassword: 'Mala2026!',
      newPassword: 'Nueva2026!',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('auth.currentPasswordWrong')
    const ok = await client.put('/api/users/update-password', {
      currentPassword: account.password,
      newPassword: 'Nueva2026!',
    })
    expect(ok.statusCode).toBe(200)
    expect((await client.get('/api/users/validate-token')).statusCode).toBe(200)
    expect((await other.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await other.post('/api/users/refresh-token')).statusCode).toBe(401)
  })

  it('lets an account without a password set one from the e-mailed link', async () => {
    const account = newAccount()
    await db.insert(users).values({
      name: 'Gabriel',
      lastName: 'Sol',
      email: account.email,
      googleSub: `g-${Date.now()}`,
      isVerified: true,
    })
    const before = smtp.received.length
    await browser(app).post('/api/users/reset-password-email', { email: account.email })
    const mail = await smtp.waitFor(account.email, before)
    expect(mail.subject).toBe('Establece tu contraseña')
    const link = linkIn(mail)
    expect(link.pathname).toBe('/verify-email')
    expect(link.searchParams.get('setup')).toBe('true')
    const token = link.searchParams.get('token')
    const wrongEmail = await browser(app).put('/api/users/update-password-google', {
      email: 'otra@sosiego.test',
      newPassword: 'Serena2026!',
      token,
    })
    expect(wrongEmail.statusCode).toBe(400)
    expect(wrongEmail.json().code).toBe('auth.tokenInvalid')
    // The same password rules as everywhere else: six letters are not enough.
    const weak = await browser(app).put('/api/users/update-password-google', {
      email: account.email,
      newPassword: 'serena',
      token,
    })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().message).toBe('La contraseña debe tener al menos 8 caracteres')
    const set = await browser(app).put('/api/users/update-password-google', {
      email: account.email,
      newPassword: 'Serena2026!',
      token,
    })
    expect(set.json().message).toBe('Contraseña establecida correctamente. Ahora puedes iniciar sesión.')
    expect((await browser(app).post('/api/users/login', account)).statusCode).toBe(200)
  })
})

describe('profile', () => {
  const png = async () => {
    const sharp = (await import('sharp')).default
    const buffer = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#6a9' } })
      .png()
      .toBuffer()
    return `data:image/png;base64,${buffer.toString('base64')}`
  }

  it('updates the name and stores the avatar re-encoded, ignoring fields the user may not set', async () => {
    const { client } = await verifiedMember()
    const res = await client.put('/api/users/profile', {
      name: ' Lucía ',
      lastName: 'Brisa',
      avatarImage: await png(),
      role: 'admin',
    })
    expect(res.statusCode).toBe(200)
    const { user } = res.json()
    expect(user).toMatchObject({ name: 'Lucía', lastName: 'Brisa', role: 'visitor' })
    expect(res.json().data.user).toEqual(user)
    expect(user.avatarUrl).toMatch(/^\/media\/avatars\/.+\.webp$/)
    const image = await app.inject({ method: 'GET', url: user.avatarUrl })
    expect(image.statusCode).toBe(200)
    const sharp = (await import('sharp')).default
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    })
  })

  it('refuses SVG and non-images, and requires a session', async () => {
    const { client } = await verifiedMember()
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`
    for (const avatarImage of [svg, 'data:image/png;base64,aGVsbG8=']) {
      const res = await client.put('/api/users/profile', { name: 'A', lastName: 'B', avatarImage })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.')
    }
    expect((await browser(app).put('/api/users/profile', { name: 'A', lastName: 'B' })).statusCode).toBe(401)
    const empty = await client.put('/api/users/profile', { name: '', lastName: 'B' })
    expect(empty.json().message).toBe('El nombre es requerido')
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

describe('login limits count failures only, and a trusted device is never locked out', async () => {
  const limited = await createTestApp({
    env: { SMTP_URL: smtp.url, RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '1000' },
  })
  const wrong = (email: string) => ({ email, password: 'Mala2026!' })
  let victim: { email: string; password: string }
  /** The victim's own browser, which signed in before the attack. */
  const owner = browser(limited.app)
  beforeAll(async () => {
    victim = newAccount()
    await limited.db.insert(users).values({
      name: 'V',
      lastName: 'V',
      email: victim.email,
      passwordHash: await hashPassword(victim.password),
    })
    const first = await owner.post('/api/users/login', victim)
    expect(first.statusCode).toBe(200)
    expect(first.cookies.find((c) => c.name === 'sosiego_device')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/users/login',
    })
  })

  it('checks no more than 5 of 50 concurrent wrong passwords from untrusted devices', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => browser(limited.app).post('/api/users/login', wrong(victim.email))),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(45)
    expect(answers.find((res) => res.statusCode === 429)?.json().message).toBe(
      'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
    )
    // Untrusted devices stay locked out for the window, even with the right password…
    expect((await browser(limited.app).post('/api/users/login', victim)).statusCode).toBe(429)
  })

  it('still lets the owner in from a device that signed in before', async () => {
    const again = await owner.post('/api/users/login', victim)
    expect(again.statusCode).toBe(200)
    expect(again.json().data.user.email).toBe(victim.email)
  })

  it('trusts a device cookie only for the account it was earned on, and only as signed', async () => {
    const cookie = owner.cookies.get('sosiego_device') as string
    const [deviceId, signature] = cookie.split('.') as [string, string]
    const tampered = `${deviceId.slice(0, -1)}${deviceId.endsWith('A') ? 'B' : 'A'}.${signature}`
    for (const value of [tampered, `${deviceId}.${signature.slice(0, -2)}`, 'x', `${cookie}.x`]) {
      const res = await limited.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { cookie: `sosiego_device=${value}` },
        payload: victim,
      })
      expect(res.statusCode, value).toBe(429)
    }
    // Earned on one's own account, it buys nothing on someone else's.
    const attacker = newAccount()
    await limited.db.insert(users).values({
      name: 'A',
      lastName: 'A',
      email: attacker.email,
      passwordHash: await hashPassword(attacker.password),
    })
    const client = browser(limited.app)
    expect((await client.post('/api/users/login', attacker)).statusCode).toBe(200)
    expect((await client.post('/api/users/login', victim)).statusCode).toBe(429)
  })

  it("limits a trusted device's own wrong passwords on its own counter", async () => {
    const device = browser(limited.app)
    const member = newAccount()
    await limited.db.insert(users).values({
      name: 'M',
      lastName: 'M',
      email: member.email,
      passwordHash: await hashPassword(member.password),
    })
    expect((await device.post('/api/users/login', member)).statusCode).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++)
      statuses.push((await device.post('/api/users/login', wrong(member.email))).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // Its failures are its own: another device may still try.
    expect((await browser(limited.app).post('/api/users/login', member)).statusCode).toBe(200)
  })
})

describe('per-address login limits', async () => {
  const limited = await createTestApp({ env: { RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '3' } })
  const member = newAccount()
  beforeAll(async () => {
    await limited.db.insert(users).values({
      name: 'M',
      lastName: 'M',
      email: member.email,
      passwordHash: await hashPassword(member.password),
    })
  })

  it('never counts successful logins: many people behind one address can sign in', async () => {
    for (let i = 0; i < 10; i++)
      expect((await browser(limited.app).post('/api/users/login', member)).statusCode).toBe(200)
  })

  it('counts failures, whatever X-Forwarded-For claims, and spares trusted devices', async () => {
    const trusted = browser(limited.app)
    expect((await trusted.post('/api/users/login', member)).statusCode).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await browser(limited.app).post(
        '/api/users/login',
        { email: `x${i}@sosiego.test`, password: 'Mala2026!' },
        { 'x-forwarded-for': `10.0.0.${i}` },
      )
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 429])
    expect((await browser(limited.app).post('/api/users/login', member)).statusCode).toBe(429)
    expect((await trusted.post('/api/users/login', member)).statusCode).toBe(200)
  })
})

describe('per-address limits behind a trusted proxy', async () => {
  const limited = await createTestApp({
    env: { RATE_LIMIT_LOGIN_ATTEMPTS_PER_IP: '2', TRUST_PROXY: '127.0.0.1' },
  })

  it('counts each client by its forwarded address', async () => {
    const from = (ip: string, i: number) =>
      browser(limited.app).post(
        '/api/users/login',
        { email: `p${ip}-${i}@sosiego.test`, password: 'Mala2026!' },
        { 'x-forwarded-for': ip },
      )
    const a = [await from('203.0.113.1', 1), await from('203.0.113.1', 2), await from('203.0.113.1', 3)]
    expect(a.map((res) => res.statusCode)).toEqual([401, 401, 429])
    expect((await from('203.0.113.2', 1)).statusCode).toBe(401)
  })
})

describe('other limits', async () => {
  const limited = await createTestApp({ env: { SMTP_URL: smtp.url, RATE_LIMIT_REGISTRATIONS_PER_IP: '2' } })

  it('limits wrong current passwords on a password change, per account', async () => {
    const client = browser(limited.app)
    const account = newAccount()
    expect((await client.post('/api/users/register', account)).statusCode).toBe(201)
    const change = (currentPassword: string) =>
      client.put('/api/users/update-password', { currentPassword, newPassword: 'Nueva2026!' })
    // A right one in between takes nothing away.
    expect((await change(account.password)).statusCode).toBe(200)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await change(`Mala${i}2026!`)).statusCode)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const locked = await change('Nueva2026!')
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({
      code: 'auth.rateLimitedPasswordCheck',
      message: 'Demasiados intentos con la contraseña actual. Espera unos minutos e inténtalo de nuevo.',
    })
  })

  it('limits registrations per address and e-mails per recipient', async () => {
    const client = browser(limited.app)
    const first = newAccount()
    // The address of the test above already signed up once this hour.
    expect((await client.post('/api/users/register', first)).statusCode).toBe(201)
    const third = await client.post('/api/users/register', newAccount())
    expect(third.statusCode).toBe(429)
    expect(third.json().message).toBe('Demasiados registros desde esta conexión. Inténtalo más tarde.')

    // The sign-up e-mail used this minute's allowance for that address.
    const resend = await browser(limited.app).post('/api/users/reset-password-email', { email: first.email })
    expect(resend.statusCode).toBe(429)
    expect(resend.json().message).toBe(
      'Ya te enviamos un correo hace poco. Espera un momento antes de pedir otro.',
    )
  })
})
