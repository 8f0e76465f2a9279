import { and, eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { plans } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { findUserByEmail, insertUser, type UserRow } from '../accounts/accounts.repository.ts'
import { issueUserToken } from '../auth/user-tokens.ts'
import { templates } from '../mail/mail.templates.ts'
import { queueMail, withOutbox } from '../mail/outbox.ts'
import { enforceLimit, HOUR, MINUTE } from '../rate-limit/rate-limit.ts'
import { billingTemplates } from './billing.mail.ts'
import { grantPlan } from './grant-plan.ts'
import { findSubscriptionInForce } from './subscriptions.repository.ts'

const STAFF = new Set<UserRow['role']>(['admin', 'crmUser'])

/** Activates the trial unless the account cannot have it; answers whether it did. */
async function tryTrial(tx: Database, user: UserRow, plan: typeof plans.$inferSelect): Promise<boolean> {
  if (STAFF.has(user.role)) return false
  const current = await findSubscriptionInForce(tx, user.id, new Date())
  if (current && !current.plan.isTestPlan) return false
  try {
    // A savepoint: a refusal (trial already taken) must not spoil the rest of the transaction.
    await tx.transaction((inner) =>
      grantPlan(inner as unknown as Database, { userId: user.id, plan, source: 'trial' }),
    )
    return true
  } catch (error) {
    if (error instanceof AppError) return false
    throw error
  }
}

/**
 * POST /api/users/trial (the landing page's trial form). A new e-mail gets a temporary account, the
 * trial plan, and a set-password link; an unverified account is reused the same way; a verified
 * account gets an e-mail instead (its trial activated if it never had one). The answer is the same
 * in every case, so it reveals nothing about the address.
 */
export async function startTrial(
  db: Database,
  config: Config,
  body: { name: string; lastName: string; email: string },
  ip: string,
): Promise<{ planName: string }> {
  await enforceLimit(db, {
    key: `trial-ip:${ip}`,
    limit: config.rateLimits.registrationsPerIp,
    windowMs: HOUR,
    message: 'auth.rateLimitedRegister',
  })
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.isTestPlan, true), eq(plans.isActive, true)))
  if (!plan) throw new AppError('trial.unavailable', 503)
  await enforceLimit(db, {
    key: `mail-min:${body.email}`,
    limit: config.rateLimits.emailsPerMinute,
    windowMs: MINUTE,
    message: 'auth.rateLimitedEmail',
  })
  await enforceLimit(db, {
    key: `mail-hour:${body.email}`,
    limit: config.rateLimits.emailsPerHour,
    windowMs: HOUR,
    message: 'auth.rateLimitedEmail',
  })

  await withOutbox(db, async (tx) => {
    const user =
      (await findUserByEmail(tx, body.email)) ??
      (await insertUser(tx, {
        name: body.name,
        lastName: body.lastName,
        email: body.email,
        passwordHash: null,
        role: 'visitor',
        isTemporary: true,
      })) ??
      // Created by a concurrent request a moment ago.
      (await findUserByEmail(tx, body.email))
    if (!user?.isActive) return
    const activated = await tryTrial(tx, user, plan)
    if (user.isVerified) {
      const url = `${config.appUrl}/login?mode=login`
      await queueMail(
        tx,
        user.email,
        billingTemplates.trialForExistingAccount(user.name, plan.name, activated, url),
      )
      return
    }
    const token = await issueUserToken(tx, user.id, 'set_password')
    const url = `${config.appUrl}/verify-email?token=${token}&setup=true`
    const current = activated ? await findSubscriptionInForce(tx, user.id, new Date()) : undefined
    await queueMail(
      tx,
      user.email,
      activated
        ? billingTemplates.trialStarted(user.name, plan.name, current?.endDate ?? null, url)
        : templates.setPassword(user.name, url),
    )
  })
  return { planName: plan.name }
}
