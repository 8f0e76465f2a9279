import { createHash } from 'node:crypto'
import {
  addCalendarDays,
  type CalendarDay,
  type CalendarMonth,
  type Today,
  type TodayItem,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { dayInZone } from '../../lib/period.ts'
import { canReach, type Entitlements, entitlementsFrom } from '../billing/index.ts'
import { toCoverImage, toMediaItem } from '../catalog/index.ts'
import { verdictOf } from '../player/index.ts'
import {
  deletePick,
  findItems,
  findPlannable,
  findPlannedDays,
  readTodayFacts,
  type TodayFacts,
  upsertPick,
} from './today.repository.ts'

/**
 * How far back listening makes an item "heard recently": the 14 days ending the day before
 * yesterday, counted from the day answered. Yesterday's and today's listening are left out so the
 * answer for a day is fixed before it begins: tomorrow's item, kept offline today, is the one
 * tomorrow answers, and listening to today's item does not change it on the next reload.
 */
const HEARD_DAYS = 14
const heardWindow = (day: string) => ({
  from: addCalendarDays(day, -HEARD_DAYS - 1),
  to: addCalendarDays(day, -2),
})

type Role = string

/** A stable number from the member and the day: the same pick on every reload and every instance. */
export function pickIndex(userId: string, day: string, count: number): number {
  return createHash('sha256').update(`${userId}|${day}`).digest().readUIntBE(0, 6) % count
}

/**
 * Whether the member may be given an item: their plan reaches it (the player's rule), or they have
 * no plan in force and members are shown it (then everything is locked alike, and the web offers
 * the plans).
 */
function fits(role: Role, entitlements: Entitlements, item: TodayFacts['planned'][number]): boolean {
  const verdict = verdictOf(role, item, entitlements)
  if (verdict === 'ok') return true
  return verdict === 'subscriptionRequired' && item.isActive && item.shown
}

/**
 * The rule for a day with nothing planned that fits (decision 107): the first non-empty of these,
 * among the items the member may be given (`fits`) — in the result's themes and not heard
 * recently; in its category and not heard; not heard; any — and last any item members are shown.
 * Within the group, candidates in id order and `pickIndex` chooses.
 */
export function pickFor(
  facts: TodayFacts,
  role: Role,
  entitlements: Entitlements,
  userId: string,
  day: string,
): string | null {
  const { from, to } = heardWindow(day)
  const heard = new Set(facts.heard.filter((entry) => entry.day >= from && entry.day <= to).map((e) => e.id))
  const all: { id: string; match: number; fits: boolean; heard: boolean }[] = []
  for (const theme of facts.shown) {
    // Every item of a shown theme is active, not deleted and shown: whether it fits is the theme's.
    const themeFits = fits(role, entitlements, {
      id: '',
      day,
      isDeleted: false,
      isActive: true,
      shown: true,
      themeId: theme.themeId,
      categoryId: theme.categoryId,
    })
    for (const id of theme.ids) all.push({ id, match: theme.match, fits: themeFits, heard: heard.has(id) })
  }
  const groups = [
    (c: (typeof all)[number]) => c.fits && !c.heard && c.match === 2,
    (c: (typeof all)[number]) => c.fits && !c.heard && c.match >= 1,
    (c: (typeof all)[number]) => c.fits && !c.heard,
    (c: (typeof all)[number]) => c.fits,
    () => true,
  ]
  for (const inGroup of groups) {
    const candidates = all
      .filter(inGroup)
      .map((c) => c.id)
      .sort()
    if (candidates.length > 0) return candidates[pickIndex(userId, day, candidates.length)] as string
  }
  return null
}

/**
 * 'Tu meditación de hoy' and tomorrow's for one member, in two statements: the facts
 * (`readTodayFacts`) and the one or two items answered (`findItems`). A planned day answers its item
 * when the member may be given it; otherwise, and on days with nothing planned, the rule's pick.
 */
export async function todayFor(
  db: Database,
  user: { id: string; role: Role },
  now: Date,
  timeZone: string,
): Promise<Today> {
  const today = dayInZone(now, timeZone)
  const tomorrow = addCalendarDays(today, 1)
  const facts = await readTodayFacts(db, {
    userId: user.id,
    now,
    days: [today, tomorrow],
    heardFrom: heardWindow(today).from,
    heardTo: heardWindow(tomorrow).to,
  })
  const entitlements = entitlementsFrom(facts.subscription, facts.planCategoryIds)
  const choose = (day: string): { id: string; source: TodayItem['source'] } | null => {
    const planned = facts.planned.find((entry) => entry.day === day)
    if (planned && fits(user.role, entitlements, planned)) return { id: planned.id, source: 'planned' }
    const picked = pickFor(facts, user.role, entitlements, user.id, day)
    return picked ? { id: picked, source: 'picked' } : null
  }
  const chosen = { today: choose(today), tomorrow: choose(tomorrow) }
  if (!chosen.today) throw new AppError('today.nothingToPlay', 404)
  const ids = [...new Set([chosen.today.id, chosen.tomorrow?.id].filter((id): id is string => Boolean(id)))]
  const rows = new Map((await findItems(db, ids)).map((row) => [row.item.id, row]))
  const answer = (
    day: string,
    pick: { id: string; source: TodayItem['source'] } | null,
  ): TodayItem | null => {
    const row = pick && rows.get(pick.id)
    if (!pick || !row) return null
    // Marked as the member's catalogue marks it (catalog.routes.ts): locked when the plan does not reach it.
    const locked = !canReach(entitlements, { categoryId: row.category.id, themeId: row.theme.id })
    return { day, item: { ...toMediaItem(row), locked }, source: pick.source }
  }
  const todayItem = answer(today, chosen.today)
  if (!todayItem) throw new AppError('today.nothingToPlay', 404)
  return { today: todayItem, tomorrow: answer(tomorrow, chosen.tomorrow) }
}

// ---- The calendar (back office)

/** The last day of a month given as YYYY-MM. */
function lastDayOf(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10)
}

/**
 * Every day of the month with what members get planned on it; a day planned with an item members
 * are no longer shown (deactivated, deleted, or its theme or category hidden) is a gap, as it is
 * for them: the rule fills it.
 */
export async function calendarMonth(db: Database, month: string): Promise<CalendarMonth> {
  const from = `${month}-01`
  const to = lastDayOf(month)
  const planned = new Map((await findPlannedDays(db, from, to)).map((row) => [row.day, row]))
  const days: CalendarMonth['days'] = []
  for (let day = from; day <= to; day = addCalendarDays(day, 1))
    days.push(toCalendarDay(day, planned.get(day)))
  return { month, days }
}

type PlannedRow = Awaited<ReturnType<typeof findPlannedDays>>[number]

function toCalendarDay(day: string, row: PlannedRow | undefined): CalendarDay {
  return {
    day,
    item: row
      ? {
          _id: row.item.id,
          title: row.item.title,
          fileType: row.item.fileType,
          duration: row.item.duration,
          coverImage: toCoverImage(row.item),
          theme: { _id: row.theme.id, name: row.theme.name, slug: row.theme.slug },
        }
      : null,
  }
}

/** Plans an item on a day (replacing what was there): it must exist (404) and be shown to members (400). */
export async function planDay(db: Database, day: string, mediaId: string, plannedBy: string) {
  const item = await findPlannable(db, mediaId)
  if (!item || item.isDeleted) throw new AppError('calendar.itemNotFound', 404)
  if (!item.shown) throw new AppError('calendar.itemInactive', 400)
  await upsertPick(db, day, mediaId, plannedBy)
  const [row] = await findPlannedDays(db, day, day)
  return toCalendarDay(day, row)
}

/** Clears a day: the rule fills it. */
export async function clearDay(db: Database, day: string): Promise<CalendarDay> {
  await deletePick(db, day)
  return toCalendarDay(day, undefined)
}
