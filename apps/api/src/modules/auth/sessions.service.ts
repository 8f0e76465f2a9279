import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/client.ts'
import { findUserById, type UserRow } from '../accounts/accounts.repository.ts'
import { signAccessToken } from './access-token.ts'
import { hashToken, randomToken, successorToken } from './secrets.ts'
import {
  findRefreshToken,
  insertRefreshToken,
  lockRefreshToken,
  markRotated,
  revokeFamily,
  revokeUserSessions,
} from './sessions.repository.ts'

const DAY = 24 * 60 * 60 * 1000
export const REFRESH_IDLE_MS = 7 * DAY
export const REFRESH_ABSOLUTE_MS = 30 * DAY
/** Two tabs refreshing at once: the slower one still gets the current token within this window. */
export const REFRESH_GRACE_MS = 10_000

export interface SessionKeys {
  secret: string
  issuer: string
}

export interface IssuedSession {
  accessToken: string
  refreshToken: string
  familyId: string
  user: UserRow
}

const minDate = (a: Date, b: Date) => (a < b ? a : b)

/** A new session family for a user who just proved who they are. */
export async function startSession(db: Database, keys: SessionKeys, user: UserRow): Promise<IssuedSession> {
  const now = Date.now()
  const refreshToken = randomToken()
  const familyId = randomUUID()
  const familyExpiresAt = new Date(now + REFRESH_ABSOLUTE_MS)
  await insertRefreshToken(db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: minDate(new Date(now + REFRESH_IDLE_MS), familyExpiresAt),
    familyExpiresAt,
  })
  const accessToken = await signAccessToken(keys.secret, keys.issuer, {
    userId: user.id,
    version: user.tokenVersion,
  })
  return { accessToken, refreshToken, familyId, user }
}

/**
 * Rotates a refresh token. Answers the new pair, or null when the token is unknown, expired,
 * revoked, belongs to an inactive user, or was already rotated more than the grace window ago —
 * the last case is a replay, so the whole family is revoked.
 */
export async function refreshSession(
  db: Database,
  keys: SessionKeys,
  presented: string,
): Promise<IssuedSession | null> {
  return db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, hashToken(presented))
    const now = new Date()
    if (!row || row.revokedAt || row.expiresAt <= now || row.familyExpiresAt <= now) return null
    const user = await findUserById(tx, row.userId)
    if (!user?.isActive) {
      await revokeFamily(tx, row.familyId)
      return null
    }
    const refreshToken = successorToken(keys.secret, presented)
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() > REFRESH_GRACE_MS) {
        await revokeFamily(tx, row.familyId)
        return null
      }
      // Within the grace window: hand out the successor the first refresh created, if it still stands.
      const successor = await findRefreshToken(tx, hashToken(refreshToken))
      if (!successor || successor.revokedAt) return null
    } else {
      await markRotated(tx, row.id, now)
      await insertRefreshToken(tx, {
        userId: row.userId,
        familyId: row.familyId,
        tokenHash: hashToken(refreshToken),
        expiresAt: minDate(new Date(now.getTime() + REFRESH_IDLE_MS), row.familyExpiresAt),
        familyExpiresAt: row.familyExpiresAt,
      })
    }
    const accessToken = await signAccessToken(keys.secret, keys.issuer, {
      userId: user.id,
      version: user.tokenVersion,
    })
    return { accessToken, refreshToken, familyId: row.familyId, user }
  })
}

/** The family a presented refresh token belongs to, if any. */
export async function sessionFamily(db: Database, presented: string): Promise<string | undefined> {
  return (await findRefreshToken(db, hashToken(presented)))?.familyId
}

export async function endSession(db: Database, presented: string): Promise<void> {
  const familyId = await sessionFamily(db, presented)
  if (familyId) await revokeFamily(db, familyId)
}

export { revokeUserSessions }
