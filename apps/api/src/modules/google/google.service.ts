import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { endUserSessions } from '../auth/index.ts'
import { grantTrialOnce } from '../billing/index.ts'
import { findUserByEmail, findUserByGoogleSub, insertUser, type UserRow, updateUser } from '../users/index.ts'
import type { GoogleClaims } from './google-client.ts'

/**
 * The account behind a Google identity: the one already linked to its `sub`; else an existing
 * account with the same e-mail, linked only when Google vouches for the address (and, if that
 * account never proved its address, its password is cleared: whoever set it may not own the inbox);
 * else a new, verified visitor. `secret` (SESSION_SECRET) keys the trial's record (`used_trials`).
 */
export async function accountForGoogle(db: Database, claims: GoogleClaims, secret: string): Promise<UserRow> {
  const linked = await findUserByGoogleSub(db, claims.sub)
  if (linked) return linked
  if (!claims.emailVerified) throw new AppError('auth.googleFailed', 400)

  const existing = await findUserByEmail(db, claims.email)
  if (existing) {
    return db.transaction(async (tx) => {
      if (!existing.isVerified) {
        // Whoever registered this address never proved it: their password and sessions go.
        await endUserSessions(tx, existing.id)
      }
      const updated = await updateUser(tx, existing.id, {
        googleSub: claims.sub,
        isVerified: true,
        ...(existing.isVerified ? {} : { passwordHash: null }),
      })
      // Google vouched for the address: this is its verification, and the trial starts (decision 049).
      if (!existing.isVerified) await grantTrialOnce(tx, existing.id, secret)
      return updated ?? existing
    })
  }
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    const user = await insertUser(tx, {
      name: claims.givenName,
      lastName: claims.familyName,
      email: claims.email,
      googleSub: claims.sub,
      isVerified: true,
      role: 'visitor',
    })
    // A new account verified by Google: its trial starts now (decision 049).
    if (user) await grantTrialOnce(tx, user.id, secret)
    return user
  })
  // A concurrent sign-up took the address between the two queries: link that one instead.
  return created ?? accountForGoogle(db, claims, secret)
}
