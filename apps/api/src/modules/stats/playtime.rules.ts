import type { PlaytimeReport } from '@sosiego/shared'
import type { users } from '../../db/schema/index.ts'
import { dayInZone, secondsByDay, zonedMidnight } from '../../lib/period.ts'
import { entitlementsFrom, type SubscriptionFacts } from '../billing/index.ts'
import { type PlayableFacts, verdictOf } from '../player/index.ts'

// The listening ledger's rules (decisions 039, 051, 062, 075), pure: what one request may credit,
// given the facts its flush read. The SQL is in playtime.repository.ts, the queue in playtime.service.ts.

/**
 * The most one request can credit, however long the member was away: the players report at least
 * every full minute while playing (spec), so a quarter of an hour leaves room for a slow network
 * and little for a forged report.
 */
export const MAX_CREDIT_SECONDS = 15 * 60

export type Member = Pick<typeof users.$inferSelect, 'id' | 'role'>

/** One request's reports, as the rules judge them: the member, the reports, when they arrived. */
export interface PlaytimeRequest {
  member: Member
  reports: PlaytimeReport[]
  now: Date
  timeZone: string
}

/** What the read statement answers per request of a flush (decision 075, per member). */
export interface Facts {
  /** The member's clock (ms), locked for the flush; null: no stream URL was ever issued. */
  clock: number | null
  /** The report ids this request spent first; the others were spent before. */
  fresh: string[]
  subscription: SubscriptionFacts | null
  planCategoryIds: string[]
  items: (PlayableFacts & { id: string; duration: number; issuedAt: number | null })[]
}

/** One request's verdict, before anything is written. */
export interface Verdict {
  counted: number
  credits: { mediaId: string; day: string; seconds: number; themeId: string; categoryId: string }[]
  moves: { mediaId: string; position: number; seconds: number }[]
  day: string
}

/**
 * The rules on one request's facts (decisions 039, 051, 062, 075): real time since the clock,
 * capped at 15 minutes, shared in order; per item since its URL; a report id counts on its first
 * use only; a report crossing midnight is filed on both days.
 */
export function verdict(entry: PlaytimeRequest, facts: Facts): Verdict {
  const nowMs = entry.now.getTime()
  const clock = facts.clock
  // No clock: no stream URL was ever issued to this member, so nothing can count.
  let budget =
    clock === null ? 0 : Math.max(0, Math.min(Math.floor((nowMs - clock) / 1000), MAX_CREDIT_SECONDS))
  let counted = 0
  const day = dayInZone(entry.now, entry.timeZone)
  const entitlements = entitlementsFrom(facts.subscription, facts.planCategoryIds)
  /** Per item of this request: what it may still earn, where its seconds are filed, its length. */
  const windows = new Map<string, { left: number; themeId: string; categoryId: string; duration: number }>()
  for (const item of facts.items) {
    if (verdictOf(entry.member.role, item, entitlements) !== 'ok' || item.issuedAt === null) continue
    const since = clock !== null && clock > item.issuedAt ? clock : item.issuedAt
    windows.set(item.id, {
      left: Math.max(0, Math.floor((nowMs - since) / 1000)),
      themeId: item.themeId,
      categoryId: item.categoryId,
      duration: item.duration,
    })
  }
  // The day the request's seconds end on and its midnight, worked out once: a report that fits in
  // it (nearly all: at most 15 minutes are credited) needs no more time-zone arithmetic, which was
  // a few per cent of the server's time per report. The rest go through `secondsByDay`.
  let today: { day: string; startMs: number } | undefined
  const heardOn = (seconds: number) => {
    if (!today) {
      const day = dayInZone(new Date(nowMs - 1), entry.timeZone)
      today = { day, startMs: zonedMidnight(day, entry.timeZone).getTime() }
    }
    // The same test as `secondsByDay`'s first step: all of it heard on the day of the instant before now.
    if (Math.ceil((nowMs - today.startMs) / 1000) >= seconds) return [{ day: today.day, seconds }]
    return secondsByDay(entry.now, seconds, entry.timeZone)
  }
  const fresh = new Set(facts.fresh)
  const credits = new Map<string, Verdict['credits'][number]>()
  const moves: Verdict['moves'] = []
  for (const report of entry.reports) {
    if (report.reportId) {
      // The first report carrying an id counts; a repeat, in this request or an earlier one, not.
      if (!fresh.delete(report.reportId)) continue
    }
    if (budget <= 0) continue
    const window = windows.get(report.audioId)
    if (!window) continue
    const seconds = Math.min(Math.floor(report.seconds), budget, window.left)
    if (seconds <= 0) continue
    // A report that crosses midnight in the zone is filed on each day it was heard on (issue 17).
    for (const part of heardOn(seconds)) {
      const key = `${report.audioId}|${part.day}`
      const credit = credits.get(key)
      if (credit) credit.seconds += part.seconds
      else
        credits.set(key, {
          mediaId: report.audioId,
          day: part.day,
          seconds: part.seconds,
          themeId: window.themeId,
          categoryId: window.categoryId,
        })
    }
    if (report.position !== undefined && window.duration > 0)
      moves.push({
        mediaId: report.audioId,
        position: Math.min(Math.floor(report.position), window.duration),
        seconds,
      })
    window.left -= seconds
    budget -= seconds
    counted += seconds
  }
  return { counted, credits: [...credits.values()], moves, day }
}
