import { isBackOfficeRole } from '@sosiego/shared'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { plans } from '../../../db/schema/index.ts'
import { grantPlan } from './grant-plan.ts'
import {
  findSubscriptionInForce,
  hasTakenFreePlan,
  lockUser,
  type SubscriptionRow,
} from './subscriptions.repository.ts'
import { claimTrialKeys, trialKeys, trialUsedBy } from './used-trials.ts'

/** The trial plan on sale, if any (the test plan: `isTestPlan`, active). */
export async function findTrialPlan(db: Database) {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.isTestPlan, true), eq(plans.isActive, true)))
  return plan
}

/**
 * Grants the trial plan if this account may still have it, inside the caller's transaction; answers
 * the subscription, or null when it may not (decisions 030 and 049): an active, verified, non-staff
 * account that never had a free plan or a trial and holds no plan now, whose address and Google
 * identity never had a trial either, on this account or on one since deleted (issue 27: `used_trials`,
 * keyed hashes claimed here, kept when the account goes). The user's row is locked before anything is
 * read, so two verifications at once (a link opened twice, a Google sign-in beside it) grant one
 * trial; `grantPlan`'s once-per-user rule and unique index stay the last word.
 */
export async function grantTrialOnce(
  tx: Database,
  userId: string,
  secret: string,
  now = new Date(),
): Promise<SubscriptionRow | null> {
  const account = await lockUser(tx, userId)
  if (!account?.isActive || !account.isVerified || isBackOfficeRole(account.role)) return null
  if (await hasTakenFreePlan(tx, userId)) return null
  if (await findSubscriptionInForce(tx, userId, now)) return null
  const plan = await findTrialPlan(tx)
  if (!plan) return null
  const keys = trialKeys(secret, account)
  if (await trialUsedBy(tx, keys)) return null
  if (!(await claimTrialKeys(tx, keys))) return null
  return grantPlan(tx, { userId, plan, source: 'trial', now })
}

/**
 * Whether the trial form should still offer this account a trial: it never had one, nor had its
 * address or Google identity on an account since deleted.
 */
export async function trialLeftFor(tx: Database, secret: string, user: TrialAccount): Promise<boolean> {
  return !(await hasTakenFreePlan(tx, user.id)) && !(await trialUsedBy(tx, trialKeys(secret, user)))
}

type TrialAccount = { id: string; email: string; googleSub: string | null }
