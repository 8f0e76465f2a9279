import { and, count, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { rowsOf } from '../../db/rows-of.ts'
import {
  categories,
  dailyPicks,
  mediaItems,
  memberSettings,
  planCategories,
  plans,
  playtimeDaily,
  pushSubscriptions,
  reminders,
  subscriptions,
  themes,
  users,
} from '../../db/schema/index.ts'
import { inForce, type SubscriptionFacts } from '../billing/index.ts'
import { shownToMembers } from '../catalog/index.ts'

export type ReminderRow = typeof reminders.$inferSelect

/** The member's reminder (if saved), their zone (null: TIME_ZONE) and how many browsers get push. */
export async function findReminderOf(db: Database, userId: string) {
  const [reminder] = await db.select().from(reminders).where(eq(reminders.userId, userId))
  const [settings] = await db
    .select({ timeZone: memberSettings.timeZone })
    .from(memberSettings)
    .where(eq(memberSettings.userId, userId))
  const [devices] = await db
    .select({ count: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
  return { reminder, timeZone: settings?.timeZone ?? null, pushDevices: devices?.count ?? 0 }
}

/**
 * Saves the reminder and the member's zone together. `last_sent_on` stays: a reminder moved later
 * on a day it already went out does not go out twice.
 */
export async function saveReminder(
  db: Database,
  userId: string,
  values: { weekdays: number[]; minuteOfDay: number; push: boolean; email: boolean; timeZone: string },
) {
  const { timeZone, ...reminder } = values
  await db.transaction(async (tx) => {
    await tx
      .insert(memberSettings)
      .values({ userId, timeZone })
      .onConflictDoUpdate({ target: memberSettings.userId, set: { timeZone, updatedAt: sql`now()` } })
    await tx
      .insert(reminders)
      .values({ userId, ...reminder })
      .onConflictDoUpdate({ target: reminders.userId, set: { ...reminder, updatedAt: sql`now()` } })
  })
}

/** A browser's subscription, upserted by endpoint: one already held by another member moves to this one. */
export async function upsertPushSubscription(
  db: Database,
  userId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
) {
  const { endpoint, p256dh, auth } = subscription
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh, auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh, auth, updatedAt: sql`now()` },
    })
}

/** Forgets one of the member's own browsers (another member's endpoint is left alone). */
export async function deletePushSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

/** Sets (or with null, removes) the calendar feed's token; false when the member has no reminder. */
export async function setCalendarToken(db: Database, userId: string, token: string | null) {
  const updated = await db
    .update(reminders)
    .set({ calendarToken: token, updatedAt: sql`now()` })
    .where(eq(reminders.userId, userId))
    .returning({ userId: reminders.userId })
  return updated.length > 0
}

/** The reminder a calendar feed token opens, with the member's zone. */
export async function findByCalendarToken(db: Database, token: string) {
  const [row] = await db
    .select({ reminder: reminders, timeZone: memberSettings.timeZone })
    .from(reminders)
    .leftJoin(memberSettings, eq(memberSettings.userId, reminders.userId))
    .where(eq(reminders.calendarToken, token))
  return row
}

/** The one-click unsubscribe: e-mail reminders off (the rest of the reminder stays). */
export async function turnEmailOff(db: Database, userId: string) {
  await db.update(reminders).set({ email: false, updatedAt: sql`now()` }).where(eq(reminders.userId, userId))
}

export async function userExists(db: Database, userId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return Boolean(row)
}

// ---- The scheduler

/** Where a zone's clock stands at the pass's instant (computed in JS with Intl, like `dayInZone`). */
export interface ZoneClock {
  zone: string
  /** The local calendar day, YYYY-MM-DD. */
  today: string
  /** ISO weekday of `today`, 1 = Monday. */
  weekday: number
  /** Minutes since local midnight. */
  minute: number
  /** The TIME_ZONE days (the listening ledger's) that overlap the local day so far. */
  heardFrom: string
  heardTo: string
}

/** The zones reminders are counted in: every member's own, and TIME_ZONE for those without one. */
export async function reminderZones(db: Database, serviceZone: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ zone: sql<string>`coalesce(${memberSettings.timeZone}, ${serviceZone})` })
    .from(reminders)
    .leftJoin(memberSettings, eq(memberSettings.userId, reminders.userId))
  return rows.map((row) => row.zone)
}

export interface ClaimedReminder {
  userId: string
  push: boolean
  email: boolean
  today: string
  /** A subscription in force at the pass's instant (billing's `inForce`). */
  inForce: boolean
  /** Counted listening on the TIME_ZONE days overlapping the member's local day. */
  listened: boolean
}

/**
 * Claims every reminder due now, in ONE conditional update: today is one of its weekdays in the
 * member's zone, the local time has reached its minute and is less than `windowMinutes` past it,
 * a channel that sends is on, and `last_sent_on` is not the local today. The update sets
 * `last_sent_on` to the local today. A row another instance claimed meanwhile is re-read by
 * PostgreSQL, by the lock (FOR UPDATE) and by the update's own condition, and no longer matches, so
 * each member's day is claimed once across every instance (reminders-instances.test.ts fails with
 * neither). At most `limit` at a time, SKIP LOCKED: another instance's pass claims the next ones
 * instead of waiting. Skipped reminders (no plan in force, already listened) are claimed too: the day is
 * done for them.
 */
export async function claimDueReminders(
  db: Database,
  params: { clocks: ZoneClock[]; serviceZone: string; windowMinutes: number; now: Date; limit: number },
): Promise<ClaimedReminder[]> {
  const { clocks, serviceZone, windowMinutes, now, limit } = params
  if (clocks.length === 0) return []
  const result = await db.execute(sql`
    with clock as (
      select * from jsonb_to_recordset(${JSON.stringify(clocks)}::jsonb)
        as c(zone text, today date, weekday int, minute int, "heardFrom" date, "heardTo" date)
    ),
    due as (
      select r.user_id, c.today, c."heardFrom" as heard_from, c."heardTo" as heard_to
      from ${reminders} r
        left join ${memberSettings} ms on ms.user_id = r.user_id
        inner join clock c on c.zone = coalesce(ms.time_zone, ${serviceZone})
      where (r.push or r.email)
        and c.weekday = any(r.weekdays)
        and r.minute_of_day <= c.minute and c.minute < r.minute_of_day + ${windowMinutes}
        and r.last_sent_on is distinct from c.today
      limit ${limit}
      for update of r skip locked
    )
    update ${reminders} r set last_sent_on = due.today
    from due
    where r.user_id = due.user_id and r.last_sent_on is distinct from due.today
    returning r.user_id as "userId", r.push, r.email, due.today::text as today,
      exists (select 1 from ${subscriptions}
              where ${subscriptions.userId} = r.user_id and ${inForce(now)}) as "inForce",
      exists (select 1 from ${playtimeDaily} p
              where p.user_id = r.user_id and p.day between due.heard_from and due.heard_to
                and p.seconds > 0) as listened
  `)
  return rowsOf<ClaimedReminder>(result)
}

/** What sending needs for each member: name and address, plan in force, browsers. */
export interface RecipientFacts {
  id: string
  name: string
  email: string
  subscription: SubscriptionFacts | null
  planCategoryIds: string[]
  devices: { endpoint: string; p256dh: string; auth: string }[]
}

/** One statement for every member a batch sends to (never one per member); active accounts only. */
export async function readRecipients(db: Database, userIds: string[], now: Date): Promise<RecipientFacts[]> {
  if (userIds.length === 0) return []
  const result = await db.execute(sql`
    select u.id, u.name, u.email,
      case when f.id is null then null else jsonb_build_object('id', f.id, 'themeId1', f.theme_id1,
        'themeId2', f.theme_id2, 'plan', jsonb_build_object('slug', f.slug, 'fullCategoryAccess', f.full_access))
      end as subscription,
      (select coalesce(jsonb_agg(pc.category_id), '[]'::jsonb) from ${planCategories} pc
         where pc.plan_id = f.plan_id) as "planCategoryIds",
      (select coalesce(jsonb_agg(jsonb_build_object('endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth)), '[]'::jsonb)
         from ${pushSubscriptions} ps where ps.user_id = u.id) as devices
    from ${users} u
      left join lateral (
        select ${subscriptions.id} as id, ${subscriptions.themeId1} as theme_id1, ${subscriptions.themeId2} as theme_id2,
          ${plans.id} as plan_id, ${plans.slug} as slug, ${plans.fullCategoryAccess} as full_access
        from ${subscriptions} inner join ${plans} on ${plans.id} = ${subscriptions.planId}
        where ${subscriptions.userId} = u.id and ${inForce(now)}
        order by ${subscriptions.startDate} desc, ${subscriptions.createdAt} desc
        limit 1
      ) f on true
    where u.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
      -- A deactivated account is sent nothing (its day is claimed all the same).
      and u.is_active
  `)
  return rowsOf<RecipientFacts>(result)
}

/** The item staff planned on a day (the service's calendar), if members are shown it. */
export async function findPlannedItem(db: Database, day: string) {
  const [row] = await db
    .select({
      id: mediaItems.id,
      title: mediaItems.title,
      duration: mediaItems.duration,
      themeId: themes.id,
      categoryId: categories.id,
    })
    .from(dailyPicks)
    .innerJoin(mediaItems, eq(mediaItems.id, dailyPicks.mediaId))
    .innerJoin(themes, eq(themes.id, mediaItems.themeId))
    .innerJoin(categories, eq(categories.id, themes.categoryId))
    .where(and(eq(dailyPicks.day, day), shownToMembers()))
  return row
}

/** A push service said this browser is gone (404/410): forget it, unless it moved to someone else meanwhile. */
export async function deleteDeadSubscription(db: Database, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}
