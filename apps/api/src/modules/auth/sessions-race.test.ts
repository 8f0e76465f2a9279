import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { testDatabaseUrl } from '../../../test/postgres.ts'
import { browser } from '../../../test/session.ts'
import { users } from '../../db/schema/index.ts'
import { deactivateUser } from '../accounts/accounts.service.ts'
import { hashPassword } from '../users/password-hashing.ts'
import { updateUser } from '../users/users.repository.ts'
import { startSession } from './sessions.service.ts'
import { issueUserToken } from './user-tokens.ts'

/**
 * A thief holding a stolen refresh token refreshes in a tight loop while the owner ends every
 * session (password change, password reset, deactivation). Whatever the interleaving, the thief
 * must be left with nothing that works. Only real PostgreSQL runs transactions side by side, so the
 * full 50 trials run there; PGlite (one connection, transactions take turns) runs a few, as a check
 * of the sequential rules.
 */
const onPostgres = Boolean(testDatabaseUrl())
const TRIALS = onPostgres ? 50 : 3
const PASSWORD = 'Serena2026!'

const { app, db } = await createTestApp({ env: { APP_URL: 'http://sosiego.test' } })
const passwordHash = await hashPassword(PASSWORD)

let counter = 0
async function member() {
  const [user] = await db
    .insert(users)
    .values({
      name: 'Lucía',
      lastName: 'Carrera',
      email: `carrera${++counter}.${Date.now()}@sosiego.test`,
      passwordHash,
      isVerified: true,
    })
    .returning()
  if (!user) throw new Error('no user')
  return user
}

/** A session started directly (no login, so no password hashing and no rate limit in the way). */
async function sessionOf(user: Awaited<ReturnType<typeof member>>) {
  const session = await startSession(db, app.sessionKeys, user)
  const client = browser(app)
  client.cookies.set('sosiego_at', session.accessToken)
  client.cookies.set('sosiego_rt', session.refreshToken)
  return { client, access: session.accessToken, refresh: session.refreshToken }
}

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value

/**
 * Refreshes with the thief's latest token, over and over, until told to stop or refused. Answers the
 * last tokens the thief held and how many refreshes succeeded.
 */
async function refreshLoop(
  start: { access: string; refresh: string },
  warm: () => void,
  stopped: () => boolean,
) {
  let { access, refresh } = start
  let refreshes = 0
  while (!stopped()) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { cookie: `sosiego_rt=${refresh}` },
    })
    if (res.statusCode !== 200) break
    refresh = cookieOf(res, 'sosiego_rt') ?? refresh
    access = cookieOf(res, 'sosiego_at') ?? access
    if (++refreshes === 2) warm()
  }
  return { access, refresh, refreshes }
}

/** Whether anything the thief holds still works: the last refresh token, or the last access token. */
async function survives(tokens: { access: string; refresh: string }) {
  const validated = await app.inject({
    method: 'GET',
    url: '/api/users/validate-token',
    headers: { cookie: `sosiego_at=${tokens.access}` },
  })
  const refreshed = await app.inject({
    method: 'POST',
    url: '/api/users/refresh-token',
    headers: { cookie: `sosiego_rt=${tokens.refresh}` },
  })
  return validated.statusCode === 200 || refreshed.statusCode === 200
}

/**
 * One trial: the loop starts, and once it has refreshed twice (so it is mid-stride) `endSessions`
 * runs; the loop stops as soon as that has finished, `after` runs, and whatever the thief holds
 * then is tried.
 */
async function trial(
  endSessions: (user: Awaited<ReturnType<typeof member>>) => Promise<void>,
  after: (user: Awaited<ReturnType<typeof member>>) => Promise<void> = async () => {},
) {
  const user = await member()
  const thief = await sessionOf(user)
  let done = false
  let markWarm = () => {}
  const warm = new Promise<void>((resolve) => {
    markWarm = resolve
  })
  const loop = refreshLoop(thief, markWarm, () => done)
  await Promise.race([warm, loop])
  try {
    await endSessions(user)
  } finally {
    done = true
  }
  const held = await loop
  // The thief was really refreshing when the sessions ended (else the trial proves nothing).
  expect(held.refreshes).toBeGreaterThanOrEqual(2)
  await after(user)
  return survives(held)
}

async function trials(...args: Parameters<typeof trial>) {
  let survivors = 0
  for (let i = 0; i < TRIALS; i++) if (await trial(...args)) survivors++
  return survivors
}

describe('a refresh loop racing the end of every session', () => {
  it(`password change (PUT /api/users/update-password): 0 of ${TRIALS} stolen sessions survive`, async () => {
    const survivors = await trials(async (user) => {
      const owner = await sessionOf(user)
      const res = await owner.client.put('/api/users/update-password', {
        currentPassword: PASSWORD,
        newPassword: 'Nueva2026!',
      })
      expect(res.statusCode).toBe(200)
    })
    expect(survivors).toBe(0)
  }, 240_000)

  it(`password reset (POST /api/users/reset-password): 0 of ${TRIALS} stolen sessions survive`, async () => {
    const survivors = await trials(async (user) => {
      const token = await issueUserToken(db, user.id, 'reset_password', user.email)
      const res = await browser(app).post('/api/users/reset-password', { token, newPassword: 'Nueva2026!' })
      expect(res.statusCode).toBe(200)
    })
    expect(survivors).toBe(0)
  }, 240_000)

  it(`deactivation, even once the account is switched back on: 0 of ${TRIALS} stolen sessions survive`, async () => {
    const survivors = await trials(
      async (user) => {
        expect(await deactivateUser(db, user.id)).toBeDefined()
      },
      async (user) => {
        await updateUser(db, user.id, { isActive: true })
      },
    )
    expect(survivors).toBe(0)
  }, 240_000)
})
