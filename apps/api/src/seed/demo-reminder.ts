import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { reminders, users } from '../db/schema/index.ts'
import { DEMO_MEMBER_EMAIL } from './demo-member.ts'

/** The demo member's reminder: Monday to Friday at 08:00 (TIME_ZONE), by e-mail. */
export const DEMO_REMINDER = { weekdays: [1, 2, 3, 4, 5], minuteOfDay: 8 * 60, push: false, email: true }

/**
 * A newcomer signed in as the demo member sees a reminder already saved (issue 31). Given once: a
 * reminder the member changed or turned off stays as it is on the next start.
 */
export async function seedDemoReminder(db: Database): Promise<void> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
  if (!member) return
  await db
    .insert(reminders)
    .values({ userId: member.id, ...DEMO_REMINDER })
    .onConflictDoNothing({ target: reminders.userId })
}
