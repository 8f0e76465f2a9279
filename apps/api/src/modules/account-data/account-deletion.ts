import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { isClientRole } from '@sosiego/shared'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import {
  accessibilityReports,
  dataExports,
  outbox,
  paymentOrders,
  playbackProgress,
  playtimeDaily,
  rateLimitHits,
  testTakes,
  userChanges,
  users,
} from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { FORGOTTEN_RECIPIENT } from '../../mail/outbox.repository.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import { forgetSessionFamilies, revokeUserFamilies } from '../auth/index.ts'
import { forgetShownEntitlements, hasTakenTrial, recordTrialKeys, trialKeys } from '../billing/index.ts'
import { chargeAttempt, MINUTE, refundHits } from '../rate-limit/index.ts'
import {
  type Actor,
  countOtherActiveAdmins,
  forgetSessionUser,
  lockUserRow,
  recordChange,
  type UserRow,
  verifyPassword,
} from '../users/index.ts'
import { accountDataTemplates } from './account-data.mail.ts'
import { removeExportFiles } from './data-export.ts'

export interface DeletionContext {
  db: Database
  /** Where avatars are stored (`config.storageDir`). */
  storageDir: string
  /** Where data exports are kept (`DATA_DIR/exports`, decision 088): the member's copies go too. */
  exportsDir: string
  /** Google sign-in is configured: an account without a password proves itself with it (decision 089). */
  googleSignIn: boolean
  /** SESSION_SECRET: keys the record of a trial taken, which outlives the account (decision 030). */
  sessionSecret: string
  /**
   * Stops the member's renewing subscriptions with the payment provider (issue 18), before anything
   * is erased: nobody is charged again for an account that no longer exists. A provider that cannot
   * be reached stops the deletion, which the member can retry.
   */
  stopRenewals?: (userId: string) => Promise<unknown>
}

/**
 * What proves it is the member: their password; for an account without one, a fresh Google sign-in
 * (decision 089), or the e-mail typed again where Google sign-in is not configured (decision 069).
 */
export interface DeletionProof {
  password?: string | undefined
  email?: string | undefined
  /** The route found a live proof of a fresh Google sign-in for this account. */
  googleReauthenticated?: boolean
}

const PROOF_WINDOW = 15 * MINUTE
const PROOF_ATTEMPTS = 5

/**
 * The member deletes their own account (Configuración → 'Eliminar mi cuenta', decision 069). An
 * account with a password proves it with the password; a Google-only account (no password) with a
 * fresh Google sign-in (decision 089), or, where Google sign-in is not configured, by typing its e-mail. Wrong proofs are limited per account, like wrong current passwords, so a stolen session is
 * no way to guess the password; a right one takes its attempt back.
 */
export async function deleteOwnAccount(ctx: DeletionContext, user: UserRow, proof: DeletionProof) {
  const hits = await chargeAttempt(
    ctx.db,
    [{ key: `account-delete:${user.id}`, limit: PROOF_ATTEMPTS, windowMs: PROOF_WINDOW }],
    'account.delete.rateLimited',
  )
  if (user.passwordHash) {
    if (!proof.password) throw new AppError('account.delete.passwordRequired', 400)
    if (!(await verifyPassword(user.passwordHash, proof.password)))
      throw new AppError('account.delete.passwordWrong', 400)
  } else if (ctx.googleSignIn && user.googleSub) {
    if (!proof.googleReauthenticated) throw new AppError('account.delete.googleRequired', 400)
  } else if ((proof.email ?? '').trim().toLowerCase() !== user.email) {
    throw new AppError('account.delete.emailMismatch', 400)
  }
  await refundHits(ctx.db, hits)
  await eraseAccount(ctx, user.id)
}

/**
 * An admin deletes a member's account at their request (Clientes). Members only (visitor,
 * subscriber; decision 057, issue 27): no staff account is erased from there, creator, tester and
 * therapist included. A staff person who wants their account gone deletes it themselves from
 * Configuración, like a member; an admin or crmUser account is first taken out of the back office by
 * an admin. Recorded in the audit trail.
 */
export async function deleteMemberAccount(ctx: DeletionContext, actor: Actor, userId: string) {
  await eraseAccount(ctx, userId, actor)
}

/**
 * Erases an account for good, in one transaction (decision 069):
 * - a renewing subscription is cancelled with the provider first (outside the transaction);
 * - orders stay for the books with their user set null (the foreign key does it); open checkout
 *   attempts are cancelled first, so none can grant a plan to nobody;
 * - listening time, playback progress and test takes move to one fresh random id that nothing else
 *   holds, the takes without their answers: the statistics keep their totals and distinct people,
 *   and nothing leads back to the person;
 * - the staff audit rows about the person (their data before and after) go; a staff deletion leaves
 *   one row saying who deleted an account and when;
 * - mail to the address still waiting goes; sent mail keeps only its template and dates;
 * - rate-limit counters named after the address or the id go;
 * - the accessibility reports sent from the address go (issue 34);
 * - a trial taken stays recorded by the keyed hashes of the address and the Google subject
 *   (`used_trials`, decision 030): written at the grant since issue 27, and here for a trial granted
 *   before, so deleting the account and signing up again does not give a second one;
 * - the user row goes, and with it (cascade) sessions, e-mail tokens, subscriptions, the review,
 *   the listening clocks and the data exports; the avatar and export files are removed after the commit;
 * - a last e-mail confirms it; the outbox forgets its address once it is delivered.
 */
async function eraseAccount(ctx: DeletionContext, userId: string, actor?: Actor) {
  await ctx.stopRenewals?.(userId)
  const erased = await withOutbox(ctx.db, async (tx) => {
    const user = await lockUserRow(tx, userId)
    if (!user) throw new AppError(actor ? 'people.notFound' : 'auth.unauthenticated', actor ? 404 : 401)
    if (actor && !isClientRole(user.role)) throw new AppError('account.delete.staffOnlyMembers', 409)
    if (user.role === 'admin' && user.isActive && (await countOtherActiveAdmins(tx, user.id)) === 0)
      throw new AppError('account.delete.lastAdmin', 409)

    await tx
      .update(paymentOrders)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'intent_created')))

    const ghost = randomUUID()
    await tx.update(playtimeDaily).set({ userId: ghost }).where(eq(playtimeDaily.userId, user.id))
    await tx.update(playbackProgress).set({ userId: ghost }).where(eq(playbackProgress.userId, user.id))
    await tx.update(testTakes).set({ userId: ghost, answers: null }).where(eq(testTakes.userId, user.id))

    await tx.delete(userChanges).where(eq(userChanges.userId, user.id))
    await tx
      .delete(outbox)
      .where(and(eq(outbox.to, user.email), inArray(outbox.status, ['pending', 'sending'])))
    await tx
      .update(outbox)
      .set({
        to: FORGOTTEN_RECIPIENT,
        subject: sql`coalesce(${outbox.template}, '')`,
        text: null,
        html: null,
      })
      .where(eq(outbox.to, user.email))
    // Issue 34: the accessibility reports sent from the address. They hold no user id (anyone may
    // report), so the address is what makes them the member's; compared lower-cased like the export's.
    await tx
      .delete(accessibilityReports)
      .where(eq(sql`lower(${accessibilityReports.email})`, user.email.trim().toLowerCase()))
    await tx
      .delete(rateLimitHits)
      .where(
        or(
          sql`${rateLimitHits.key} like ${`%:${escapeLike(user.email)}`}`,
          sql`${rateLimitHits.key} like ${`%:${user.id}`}`,
        ),
      )

    if (await hasTakenTrial(tx, user.id)) await recordTrialKeys(tx, trialKeys(ctx.sessionSecret, user))

    // Their rows go by cascade with the user; their files are removed after the commit.
    const copies = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(eq(dataExports.userId, user.id))
    const families = await revokeUserFamilies(tx, user.id)
    await tx.delete(users).where(eq(users.id, user.id))
    if (actor) await recordChange(tx, actor, null, 'delete', { account: { before: user.id, after: null } })
    await queueMail(tx, user.email, accountDataTemplates.accountDeleted())
    return { user, families, copies: copies.map((copy) => copy.id) }
  })
  forgetSessionUser(erased.user.id)
  forgetSessionFamilies(erased.families)
  forgetShownEntitlements(erased.user.id)
  await removeAvatar(ctx.storageDir, erased.user.avatarUrl)
  await removeExportFiles(ctx.exportsDir, erased.copies)
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Avatars live under storage/avatars (`accounts/avatar.ts`); the URL names the file. */
async function removeAvatar(storageDir: string, avatarUrl: string | null) {
  const name = avatarUrl?.startsWith('/media/avatars/') ? path.basename(avatarUrl) : undefined
  if (name) await rm(path.join(storageDir, 'avatars', name), { force: true })
}
