import { describe, expect, it } from 'vitest'
import { browser } from '../../../test/session.ts'
import { linkIn } from '../../../test/smtp.ts'
import { users } from '../../db/schema/index.ts'
import { accountsApp, newAccount } from './accounts.test-helpers.ts'

// What a member changes of their own account: the password (reset by e-mail, changed signed in, or
// set for the first time from a link) and the profile (name and avatar).
const { smtp, app, db, verifiedMember } = await accountsApp()

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
