import type { HabitsInput } from '@sosiego/shared'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { memberSettings, restDays, users } from '../../db/schema/index.ts'

// The member's habit settings and rest days (issue 31). Every function takes the member's id from
// the session, never from the request: a member only ever reads or changes their own rows.

export type MemberSettingsRow = typeof memberSettings.$inferSelect

/** The member's settings row, or undefined for the defaults (TIME_ZONE, streak shown, no goal). */
export async function memberSettingsOf(db: Database, userId: string): Promise<MemberSettingsRow | undefined> {
  const [row] = await db.select().from(memberSettings).where(eq(memberSettings.userId, userId))
  return row
}

/**
 * Stores the streak switch and the weekly goal; the zone column is the reminders' to write
 * (PUT /api/reminders), so an insert leaves it null (TIME_ZONE) and an update leaves it alone.
 */
export async function saveHabitSettings(db: Database, userId: string, input: HabitsInput): Promise<void> {
  const values = {
    showStreak: input.showStreak,
    weeklyGoalKind: input.weeklyGoal?.kind ?? null,
    weeklyGoalTarget: input.weeklyGoal?.target ?? null,
  }
  await db
    .insert(memberSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberSettings.userId, set: { ...values, updatedAt: sql`now()` } })
}

/** Every rest day the member marked, oldest first (at most a couple a month: a small read). */
export async function restDaysOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ day: sql<string>`${restDays.day}::text` })
    .from(restDays)
    .where(eq(restDays.userId, userId))
    .orderBy(asc(restDays.day))
  return rows.map((row) => row.day)
}

/** Marks a day; marking it again changes nothing. */
export async function insertRestDay(db: Database, userId: string, day: string): Promise<void> {
  await db.insert(restDays).values({ userId, day }).onConflictDoNothing()
}

export async function deleteRestDay(db: Database, userId: string, day: string): Promise<void> {
  await db.delete(restDays).where(and(eq(restDays.userId, userId), eq(restDays.day, day)))
}

/**
 * Holds the member's row until the transaction ends: two rest days marked at once (two tabs, a
 * double tap) are checked against the month's limit one after the other, never both against the
 * same count.
 */
export async function lockMember(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}
