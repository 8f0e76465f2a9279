import { and, inArray, ne, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { plans, subscriptions, users } from '../../../db/schema/index.ts'
import { forgetSessionUser } from '../../users/index.ts'

/**
 * Decision 058: a client (visitor or subscriber) is a subscriber exactly while they hold a paid plan
 * — priced above 0 and not the trial — that is active or queued and not yet ended, however it came
 * (bought, or given by staff). Staff roles (admin, crmUser, creator, tester, therapist) never move.
 *
 * Called inside the transaction that changed the subscriptions (`grantPlan`, the scheduler's pass),
 * after the change, so the role and the plans are committed together. One UPDATE for any number of
 * users; it writes only the rows whose role is wrong, so a pass with nothing to change touches none.
 */
export async function syncClientRoles(tx: Database, userIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return
  const holdsPaidPlan = sql`exists (
    select 1 from ${subscriptions}
    join ${plans} on ${plans.id} = ${subscriptions.planId}
    where ${subscriptions.userId} = ${users.id}
      and ${subscriptions.status} in ('active', 'pending')
      and (${subscriptions.endDate} is null or ${subscriptions.endDate} > ${now.toISOString()}::timestamptz
        or ${subscriptions.graceUntil} > ${now.toISOString()}::timestamptz)
      and ${plans.priceCents} > 0
      and not ${plans.isTestPlan}
  )`
  const wanted = sql`(case when ${holdsPaidPlan} then 'subscriber' else 'visitor' end)::user_role`
  const changed = await tx
    .update(users)
    .set({ role: wanted, updatedAt: now })
    .where(
      and(inArray(users.id, ids), inArray(users.role, ['visitor', 'subscriber']), ne(users.role, wanted)),
    )
    .returning({ id: users.id })
  for (const { id } of changed) forgetSessionUser(id)
}
