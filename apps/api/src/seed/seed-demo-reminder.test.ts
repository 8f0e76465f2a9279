import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { reminders } from '../db/schema/index.ts'
import { DEMO_REMINDER } from './demo-reminder.ts'
import { demoDatabase } from './seed.test-helpers.ts'

// The demo member's reminder (issue 31): saved once, Monday to Friday at 08:00 by e-mail, and left
// as the member changed it on the next start.
describe('demo reminder', async () => {
  const { db, seed, demoMember } = await demoDatabase()
  beforeAll(seed)

  it('saves the demo member a weekday 08:00 e-mail reminder, and keeps their changes on a restart', async () => {
    const member = await demoMember()
    const [saved] = await db.select().from(reminders).where(eq(reminders.userId, member.id))
    expect(saved).toMatchObject({ ...DEMO_REMINDER, calendarToken: null, lastSentOn: null })
    expect(await db.$count(reminders)).toBe(1)

    await db
      .update(reminders)
      .set({ email: false, minuteOfDay: 21 * 60 })
      .where(eq(reminders.userId, member.id))
    await seed()
    const [kept] = await db.select().from(reminders).where(eq(reminders.userId, member.id))
    expect(kept).toMatchObject({ email: false, minuteOfDay: 21 * 60 })
  })
})
