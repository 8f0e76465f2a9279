import type { Database } from '../../db/client.ts'
import { bumpTokenVersion, findUserById, type UserRow } from '../users/index.ts'
import { signAccessToken } from './access-token.ts'
import { revokeOpenExports } from './export-revocation.ts'
import { hashToken, randomToken, successorToken } from './secrets.ts'
import {
  findRefreshToken,
  forgetSessionFamilies,
  insertRefreshToken,
  insertSessionFamily,
  lockSessionFamily,
  markRotated,
  revokeFamily,
  revokeUserFamilies,
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

/**
 * A new session family for a user who just proved who they are. It records the user's token version
 * as read then: if a password change or deactivation committed in between, the family is over at
 * birth (`refreshSession` and the access-token check both compare versions).
 */
export async function startSession(db: Database, keys: SessionKeys, user: UserRow): Promise<IssuedSession> {
  const now = Date.now()
  const refreshToken = randomToken()
  const family = await insertSessionFamily(db, {
    userId: user.id,
    userVersion: user.tokenVersion,
    expiresAt: new Date(now + REFRESH_ABSOLUTE_MS),
  })
  await insertRefreshToken(db, {
    familyId: family.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: minDate(new Date(now + REFRESH_IDLE_MS), family.expiresAt),
  })
  const accessToken = await signAccessToken(keys.secret, keys.issuer, {
    userId: user.id,
    version: user.tokenVersion,
    familyId: family.id,
  })
  return { accessToken, refreshToken, familyId: family.id, user }
}

/**
 * Rotates a refresh token. Answers the new pair, or null when the token is unknown or expired, its
 * family is revoked or expired, its user is inactive or has a newer token version than the family,
 * or it was already rotated more than the grace window ago; the last two revoke the family (the
 * last is a replay).
 *
 * The family row is locked first: rotations of one family take turns, and ending a family (logout,
 * a new password, deactivation: all `UPDATE` that row) waits for a rotation in progress, then
 * revokes the family its successor belongs to. Nothing is decided on the token row before the lock,
 * since a rotation that held the lock may just have changed it.
 */
export async function refreshSession(
  db: Database,
  keys: SessionKeys,
  presented: string,
): Promise<IssuedSession | null> {
  const tokenHash = hashToken(presented)
  let revoked: string | undefined
  const session = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const found = await findRefreshToken(tx, tokenHash)
    if (!found) return null
    const family = await lockSessionFamily(tx, found.familyId)
    const row = await findRefreshToken(tx, tokenHash)
    const now = new Date()
    if (!family || !row || family.revokedAt || family.expiresAt <= now || row.expiresAt <= now) return null
    const user = await findUserById(tx, family.userId)
    if (!user?.isActive || user.tokenVersion !== family.userVersion) {
      await revokeFamily(tx, family.id)
      revoked = family.id
      return null
    }
    const refreshToken = successorToken(keys.secret, presented)
    if (row.rotatedAt) {
      if (now.getTime() - row.rotatedAt.getTime() > REFRESH_GRACE_MS) {
        await revokeFamily(tx, family.id)
        revoked = family.id
        return null
      }
      // Within the grace window: hand out the successor the first refresh created, if it still stands.
      if (!(await findRefreshToken(tx, hashToken(refreshToken)))) return null
    } else {
      await markRotated(tx, row.id, now)
      await insertRefreshToken(tx, {
        familyId: family.id,
        tokenHash: hashToken(refreshToken),
        expiresAt: minDate(new Date(now.getTime() + REFRESH_IDLE_MS), family.expiresAt),
      })
    }
    const accessToken = await signAccessToken(keys.secret, keys.issuer, {
      userId: user.id,
      version: user.tokenVersion,
      familyId: family.id,
    })
    return { accessToken, refreshToken, familyId: family.id, user }
  })
  // Committed now: a request that read the family while this ran must not keep the old answer.
  if (revoked) forgetSessionFamilies([revoked])
  return session
}

/** Logout: the family of the presented refresh token ends, its access tokens with it. */
export async function endSession(db: Database, presented: string): Promise<void> {
  const familyId = (await findRefreshToken(db, hashToken(presented)))?.familyId
  if (familyId) await revokeFamily(db, familyId)
}

/**
 * Ends every session of a user at once (a new password, deactivation, an unproven address taken
 * over): the token version moves on, so every access token and every family started before it is
 * refused, and the families are revoked too; so is any copy of their data asked for or ready (issue
 * 27, decision 098), which only a session could download. Run it in the transaction that makes the change.
 * Answers the user's row as it now stands (undefined if there is none), so callers need not read it again.
 */
export async function endUserSessions(tx: Database, userId: string): Promise<UserRow | undefined> {
  const user = await bumpTokenVersion(tx, userId)
  await revokeUserFamilies(tx, userId)
  await revokeOpenExports(tx, userId)
  return user
}
