import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { plans } from '../../db/schema/index.ts'
import { grantPlan } from './grant-plan.ts'
import {
  findSubscriptionInForce,
  hasTakenFreePlan,
  lockUser,
  type SubscriptionRow,
} from './subscriptions.repository.ts'

const STAFF = new Set(['admin', 'crmUser'])

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
 * account that never had a free plan or a trial and holds no plan now. The user's row is locked
 * before anything is read, so two verifications at once (a link opened twice, a Google sign-in
 * beside it) grant one trial; `grantPlan`'s once-per-user rule and unique index stay the last word.
 */
export async function grantTrialOnce(
  tx: Database,
  userId: string,
  now = new Date(),
): Promise<SubscriptionRow | null> {
  const account = await lockUser(tx, userId)
  if (!account?.isActive || !account.isVerified || STAFF.has(account.role)) return null
  if (await hasTakenFreePlan(tx, userId)) return null
  if (await findSubscriptionInForce(tx, userId, now)) return null
  const plan = await findTrialPlan(tx)
  if (!plan) return null
  return grantPlan(tx, { userId, plan, source: 'trial', now })
}
