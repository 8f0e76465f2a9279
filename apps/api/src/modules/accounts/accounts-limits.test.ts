import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { mailCatcher, newAccount } from './accounts.test-helpers.ts'

// The limits on logins, password checks, registrations and e-mails (issue 12): each describe builds
// an app with the limits it tests, so the flows' own app (accounts-sessions.test.ts) never meets them.
const smtp = await mailCatcher()

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
