import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { browser } from '../../../test/session.ts'
import { refreshTokens, sessionFamilies, users } from '../../db/schema/index.ts'
import { deactivateUser } from '../accounts/accounts.service.ts'
import { ensureAdminAccount } from '../accounts/admin-account.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { findUserByEmail, updateUser } from '../users/users.repository.ts'
import { pruneSessionFamilies } from './sessions.repository.ts'
import { REFRESH_GRACE_MS, startSession } from './sessions.service.ts'

const { app, db } = await createTestApp({ env: { APP_URL: 'http://sosiego.test' } })
const passwordHash = await hashPassword('Serena2026!')

let counter = 0
async function member() {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Marta',
      lastName: 'Sesión',
      email: `sesion${++counter}.${Date.now()}@sosiego.test`,
      passwordHash,
      isVerified: true,
    })
    .returning()
  if (!user) throw new Error('no user')
  return user
}

/** A signed-in device of `user`, as a browser that keeps its cookies. */
async function device(user: Awaited<ReturnType<typeof member>>) {
  const session = await startSession(db, app.sessionKeys, user)
  const client = browser(app)
  client.cookies.set('sosiego_at', session.accessToken)
  client.cookies.set('sosiego_rt', session.refreshToken)
  return Object.assign(client, { familyId: session.familyId })
}

/** What a copy of the device's cookies (taken now) can still do later. */
function copyOf(client: { cookies: Map<string, string> }) {
  const access = client.cookies.get('sosiego_at') as string
  const refresh = client.cookies.get('sosiego_rt') as string
  return {
    validate: async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/users/validate-token',
          headers: { cookie: `sosiego_at=${access}` },
        })
      ).statusCode,
    refresh: async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/users/refresh-token',
          headers: { cookie: `sosiego_rt=${refresh}` },
        })
      ).statusCode,
  }
}

describe('ending a session ends its access token at once', () => {
  it('logout: the access token of that session is refused at once; another device stays signed in', async () => {
    const user = await member()
    const laptop = await device(user)
    const phone = await device(user)
    const stolen = copyOf(laptop)
    expect(await stolen.validate()).toBe(200)
    expect((await laptop.post('/api/users/logout')).statusCode).toBe(200)
    expect(await stolen.validate()).toBe(401)
    expect(await stolen.refresh()).toBe(401)
    expect((await phone.get('/api/users/validate-token')).statusCode).toBe(200)
    expect((await phone.post('/api/users/refresh-token')).statusCode).toBe(200)
  })

  it('a replayed refresh token: the family is revoked, the access tokens it issued included', async () => {
    const user = await member()
    const owner = await device(user)
    const stolen = copyOf(owner)
    expect((await owner.post('/api/users/refresh-token')).statusCode).toBe(200)
    expect((await owner.get('/api/users/validate-token')).statusCode).toBe(200)
    // Age the rotation past the grace window, then the thief replays the first token.
    await db
      .update(refreshTokens)
      .set({ rotatedAt: new Date(Date.now() - REFRESH_GRACE_MS - 1000) })
      .where(eq(refreshTokens.tokenHash, refreshTokens.tokenHash))
    expect(await stolen.refresh()).toBe(401)
    expect((await owner.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await owner.post('/api/users/refresh-token')).statusCode).toBe(401)
  })

  it('a family revoked by another instance: its access tokens are refused within a second', async () => {
    const user = await member()
    const laptop = await device(user)
    expect((await laptop.get('/api/users/validate-token')).statusCode).toBe(200)
    // Another server instance on the same database logs this device out: nothing here is told.
    await db
      .update(sessionFamilies)
      .set({ revokedAt: new Date() })
      .where(eq(sessionFamilies.id, laptop.familyId))
    // This process read the family as live just now and may keep that answer, but never a second.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 1001)
      expect((await laptop.get('/api/users/validate-token')).statusCode).toBe(401)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('deactivation', () => {
  it('ends every session of the account at once, and switching it back on revives none', async () => {
    const user = await member()
    const devices = [await device(user), await device(user)].map(copyOf)
    for (const d of devices) expect(await d.validate()).toBe(200)
    await deactivateUser(db, user.id)
    for (const d of devices) {
      expect(await d.validate()).toBe(401)
      expect(await d.refresh()).toBe(401)
    }
    await updateUser(db, user.id, { isActive: true })
    for (const d of devices) {
      expect(await d.validate()).toBe(401)
      expect(await d.refresh()).toBe(401)
    }
    const families = await db.select().from(sessionFamilies).where(eq(sessionFamilies.userId, user.id))
    expect(families).toHaveLength(2)
    expect(families.every((f) => f.revokedAt)).toBe(true)
  })
})

describe('the configured admin account (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  it('keeps its sessions across restarts, and a new password ends them all', async () => {
    const admin = { email: `ops${Date.now()}@sosiego.test`, password: 'Primera2026!' }
    await ensureAdminAccount(db, admin)
    const staff = browser(app)
    expect((await staff.post('/api/users/login', admin)).statusCode).toBe(200)
    const before = copyOf(staff)
    // A restart with the same settings changes nothing.
    await ensureAdminAccount(db, admin)
    expect(await before.validate()).toBe(200)
    expect((await staff.post('/api/users/refresh-token')).statusCode).toBe(200)
    const current = copyOf(staff)

    await ensureAdminAccount(db, { ...admin, password: 'Segunda2026!' })
    expect(await current.validate()).toBe(401)
    expect(await current.refresh()).toBe(401)
    expect((await browser(app).post('/api/users/login', admin)).statusCode).toBe(401)
    const row = await findUserByEmail(db, admin.email)
    expect(row).toMatchObject({ role: 'admin', isActive: true })
    expect(
      (await browser(app).post('/api/users/login', { ...admin, password: 'Segunda2026!' })).statusCode,
    ).toBe(200)
  })
})

describe('pruning', () => {
  it('drops expired families and those revoked over a day ago, with their tokens; a live one stays', async () => {
    const user = await member()
    const [live, expired, revoked] = [await device(user), await device(user), await device(user)]
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    await db.update(sessionFamilies).set({ expiresAt: old }).where(eq(sessionFamilies.id, expired.familyId))
    await db.update(sessionFamilies).set({ revokedAt: old }).where(eq(sessionFamilies.id, revoked.familyId))
    await pruneSessionFamilies(db)
    const left = await db.select().from(sessionFamilies).where(eq(sessionFamilies.userId, user.id))
    expect(left.map((f) => f.id)).toEqual([live.familyId])
    const tokens = await db.select().from(refreshTokens).where(eq(refreshTokens.familyId, revoked.familyId))
    expect(tokens).toEqual([])
    expect((await live.get('/api/users/validate-token')).statusCode).toBe(200)
    expect(await copyOf(expired).validate()).toBe(401)
  })
})
