import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/unique-violation.ts'
import { AppError } from '../../lib/app-error.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import {
  addressBoundPurposes,
  consumeUserToken,
  endUserSessions,
  issueUserToken,
  pendingEmailsOf,
  type SpentToken,
  voidUserTokens,
} from '../auth/index.ts'
import { grantTrialOnce } from '../billing/index.ts'
import { findUserByEmail, insertUserChange, lockUserRow, type UserRow, updateUser } from '../users/index.ts'
import type { AccountsContext } from './accounts.service.ts'
import { emailChangeTemplates } from './email-change.mail.ts'

/*
 * A change of e-mail address (issue 27, decision 097). Whoever asks, the account keeps its address
 * for sign-in, mail and resets until the new one is confirmed from the link sent to it; the old
 * address is told at once and may undo the change, before or after the confirmation. The pending
 * address lives only in the confirmation link's row (`user_tokens.email`).
 */

const link = (ctx: AccountsContext, pathAndQuery: string) => `${ctx.config.appUrl}${pathAndQuery}`

/**
 * Asks for `account` to move to `newEmail`, inside the caller's transaction (the staff edit): a
 * confirmation link to the new address, an undo link to the current one. A second request replaces
 * the first (each purpose keeps one live link). The caller has checked that the address is free.
 */
export async function requestEmailChange(
  ctx: AccountsContext,
  tx: Database,
  account: UserRow,
  newEmail: string,
): Promise<void> {
  const confirm = await issueUserToken(tx, account.id, 'confirm_email_change', newEmail)
  const undo = await issueUserToken(tx, account.id, 'undo_email_change', account.email)
  await queueMail(
    tx,
    newEmail,
    emailChangeTemplates.confirmEmailChange(account.name, link(ctx, `/confirmar-correo?token=${confirm}`)),
  )
  await queueMail(
    tx,
    account.email,
    emailChangeTemplates.emailChangeRequested(
      account.name,
      newEmail,
      link(ctx, `/deshacer-cambio-correo?token=${undo}`),
    ),
  )
}

/** Spends a change-of-address link and locks its account; a dead link is the usual 400. */
async function spendLink(
  tx: Database,
  token: string,
  purpose: 'confirm_email_change' | 'undo_email_change',
): Promise<{ spent: SpentToken & { email: string }; account: UserRow }> {
  const spent = await consumeUserToken(tx, token, purpose)
  const account = spent?.email ? await lockUserRow(tx, spent.userId) : undefined
  if (!spent?.email || !account) throw new AppError('auth.tokenInvalid', 400)
  return { spent: { ...spent, email: spent.email }, account }
}

/**
 * Puts `email` on the account as a proven address: every link bound to the address it replaces dies,
 * and every session ends (token version and families, decision 046) in this same transaction.
 */
async function switchAddress(
  ctx: AccountsContext,
  tx: Database,
  account: UserRow,
  email: string,
  taken: 'confirm' | 'undo',
) {
  // Unique at the request and again now: another account may have taken it meanwhile.
  const takenError = new AppError(
    taken === 'confirm' ? 'account.emailChange.taken' : 'account.emailChange.undoTaken',
    409,
  )
  const holder = await findUserByEmail(tx, email)
  if (holder && holder.id !== account.id) throw takenError
  try {
    await updateUser(tx, account.id, { email, isVerified: true })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw takenError
    throw error
  }
  await voidUserTokens(tx, account.id, addressBoundPurposes)
  // The link reached the inbox: a proven address starts the trial the account may still have (049).
  if (!account.isVerified) await grantTrialOnce(tx, account.id, ctx.config.sessionSecret)
  await endUserSessions(tx, account.id)
}

/** The account's own step, recorded in its audit trail with the account as the actor. */
const recordOwnStep = (
  tx: Database,
  account: UserRow,
  action: string,
  changes: Record<string, { before: unknown; after: unknown }>,
) =>
  insertUserChange(tx, {
    userId: account.id,
    actorId: account.id,
    actorName: `${account.name} ${account.lastName}`.trim(),
    action,
    changes,
  })

/** POST /api/users/confirm-email-change: the new address takes effect, verified; every session ends. */
export async function confirmEmailChange(ctx: AccountsContext, token: string): Promise<void> {
  await withOutbox(ctx.db, async (tx) => {
    const { spent, account } = await spendLink(tx, token, 'confirm_email_change')
    if (spent.email === account.email) return
    await switchAddress(ctx, tx, account, spent.email, 'confirm')
    await recordOwnStep(tx, account, 'emailConfirmed', {
      email: { before: account.email, after: spent.email },
    })
  })
}

/**
 * POST /api/users/undo-email-change, from the link sent to the old address: a pending change is
 * cancelled; a confirmed one is reversed (the old address back, every session ended, every reset or
 * set-password link dead).
 */
export async function undoEmailChange(
  ctx: AccountsContext,
  token: string,
): Promise<'cancelled' | 'restored'> {
  return withOutbox(ctx.db, async (tx) => {
    const { spent, account } = await spendLink(tx, token, 'undo_email_change')
    const pending = (await pendingEmailsOf(tx, [account.id])).get(account.id) ?? null
    await voidUserTokens(tx, account.id, ['confirm_email_change'])
    if (spent.email === account.email) {
      await recordOwnStep(tx, account, 'emailChangeCancelled', {
        pendingEmail: { before: pending, after: null },
      })
      return 'cancelled'
    }
    await switchAddress(ctx, tx, account, spent.email, 'undo')
    await recordOwnStep(tx, account, 'emailRestored', {
      email: { before: account.email, after: spent.email },
    })
    return 'restored'
  })
}
