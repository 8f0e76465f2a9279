import { eq } from 'drizzle-orm'
import { grantPlanAsStaff } from '../../modules/billing/staff-grant.ts'
import type { Database } from '../client.ts'
import { subscriptions, users } from '../schema/index.ts'
import { seedListening } from './listening.ts'

export const DEMO_MEMBER_EMAIL = 'miembro@sosiego.app'

/**
 * Over the 5 hours a review needs (6 h 10 min), so a newcomer signed in as the demo member can try
 * Meditaciones, the progress pages and the review dialog at once.
 */
export const DEMO_MEMBER_LISTENING_SECONDS = 22_200

/**
 * The demo member holds the full plan, without end, and has weeks of listening. Given once: a
 * member who already has (or had) any subscription, or any listening, is left as they are, so a
 * restart never adds a second plan nor undoes what someone did with the account.
 */
export async function seedDemoMember(db: Database, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
    if (!member) return
    const [anySubscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id))
      .limit(1)
    if (!anySubscription) await grantPlanAsStaff(tx, member.id, 'full', null)
    await seedListening(tx, member.id, DEMO_MEMBER_LISTENING_SECONDS, 35, timeZone)
  })
}
