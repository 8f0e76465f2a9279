import { crmUserLatestGrantEnd, type UserRole } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { plans } from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'
import { grantPlan } from './grant-plan.ts'
import type { SubscriptionRow } from './subscriptions.repository.ts'

/** 'YYYY-MM-DD' → the end of that day (UTC): the plan is usable the whole of its last day. */
export const endOfDay = (date: string) => new Date(`${date}T23:59:59.999Z`)

/**
 * Whether `role` may give a plan ending on `endDate` (null: no end), refused in Spanish otherwise
 * (decision 057, issue 27): an admin any plan; a crmUser only a dated one of at most the trial's
 * length (15 days from today), so a crmUser cannot hand out an unlimited free plan.
 */
export function checkGrantRights(role: UserRole, endDate: string | null, now = new Date()) {
  if (role === 'admin') return
  if (role !== 'crmUser') throw new AppError('people.targetNotAllowed', 403)
  if (!endDate) throw new AppError('people.crmGrantOpenEnded', 403)
  if (endDate > crmUserLatestGrantEnd(now.toISOString().slice(0, 10)))
    throw new AppError('people.crmGrantTooLong', 403)
}

/**
 * A plan given by staff (POST /api/users/create with planSlug): through the same grant as a
 * purchase, inside the caller's transaction. No end date means no end (spec: "infinite").
 */
export async function grantPlanAsStaff(
  tx: Database,
  userId: string,
  planSlug: string,
  subscriptionEndDate: string | null | undefined,
  now = new Date(),
): Promise<SubscriptionRow> {
  if (subscriptionEndDate && subscriptionEndDate < now.toISOString().slice(0, 10))
    throw new AppError('payments.endDateInPast', 400)
  const [plan] = await tx.select().from(plans).where(eq(plans.slug, planSlug))
  if (!plan) throw new AppError('plans.notFound', 400)
  return grantPlan(tx, {
    userId,
    plan,
    source: 'admin',
    endDate: subscriptionEndDate ? endOfDay(subscriptionEndDate) : null,
    now,
  })
}
