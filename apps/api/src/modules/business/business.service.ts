import {
  type BusinessCohorts,
  type BusinessContentRetention,
  type BusinessSummary,
  type CancelReason,
  cancelReasonValues,
  type PeriodQuery,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { dayInZone, daysOf, periodInfo, resolvePeriod, zonedMidnight } from '../../lib/period.ts'
import {
  cancellationsByReason,
  churnedBetween,
  cohortRows,
  contentRows,
  hourBuckets,
  latestCancelNotes,
  planCurrency,
} from './business.repository.ts'

/** Cents to the plans' units, as every money figure of the contract is written (9.99). */
const units = (cents: number) => Math.round(cents) / 100
const rate = (part: number, whole: number) => (whole === 0 ? null : part / whole)

/**
 * The Negocio page's summary for a period (issue 33; every figure defined in README.md). Running
 * totals (paying members, MRR) are the hours' changes summed up to an instant; flows are the hours'
 * sums in the period; churn counts members from their paying spans.
 */
export async function businessSummary(
  db: Database,
  query: PeriodQuery,
  now: Date,
  timeZone: string,
): Promise<BusinessSummary> {
  const period = resolvePeriod(query, now, timeZone)
  const days = daysOf(period.from, period.to)
  // Bucket 0: before the previous period; 1: the previous period; 2 … days + 1: the period's days.
  const thresholds = [period.previous.start, ...days.map((day) => zonedMidnight(day, timeZone)), period.end]
  const [buckets, churned, previousChurned, reasons, notes, currency] = await Promise.all([
    hourBuckets(db, thresholds, now),
    // At the period's end, or now for a period ending today: paid time running out later today is
    // not a loss yet (its renewal may be charged then).
    churnedBetween(db, period.start, new Date(Math.min(period.end.getTime(), now.getTime()))),
    churnedBetween(db, period.previous.start, period.start),
    cancellationsByReason(db, [period.previous.start, period.start, period.end]),
    latestCancelNotes(db, period.start, period.end, 20),
    planCurrency(db),
  ])
  const byBucket = new Map(buckets.map((row) => [row.bucket, row]))
  const at = (bucket: number) => byBucket.get(bucket)
  const sumOf = (key: Exclude<keyof (typeof buckets)[number], 'bucket'>, from: number, to: number) => {
    let total = 0
    for (let bucket = from; bucket <= to; bucket++) total += at(bucket)?.[key] ?? 0
    return total
  }
  const last = days.length + 1
  const current = (key: Parameters<typeof sumOf>[0]) => sumOf(key, 2, last)
  const previous = (key: Parameters<typeof sumOf>[0]) => sumOf(key, 1, 1)

  const payingAtPreviousStart = sumOf('payingDelta', 0, 0)
  const mrrAtPreviousStart = sumOf('mrrDeltaCents', 0, 0)
  const payingAtStart = payingAtPreviousStart + previous('payingDelta')
  const mrrAtStart = mrrAtPreviousStart + previous('mrrDeltaCents')
  let paying = payingAtStart
  let mrr = mrrAtStart
  const perDay = days.map((day, index) => {
    paying += at(index + 2)?.payingDelta ?? 0
    mrr += at(index + 2)?.mrrDeltaCents ?? 0
    return { day, paying, mrr: units(mrr) }
  })

  const money = (key: Parameters<typeof sumOf>[0]) => ({
    value: units(current(key)),
    previous: units(previous(key)),
  })
  const count = (key: Parameters<typeof sumOf>[0]) => ({ value: current(key), previous: previous(key) })
  const charged = money('chargedCents')
  const refunded = money('refundedCents')
  const trialsStarted = count('trials')
  const trialsConverted = count('trialsConverted')

  const reasonCount = (reason: CancelReason | 'none', bucket: number) =>
    reasons
      .filter((row) => row.bucket === bucket && row.reason === reason)
      .reduce((total, row) => total + row.count, 0)

  return {
    period: periodInfo(period, timeZone),
    currency,
    revenue: {
      mrr: { value: units(mrr), previous: units(mrrAtStart) },
      movement: {
        new: money('newCents'),
        expansion: money('expansionCents'),
        contraction: money('contractionCents'),
        churned: money('churnedCents'),
        reactivated: money('reactivatedCents'),
      },
      charged,
      oneOff: money('oneOffCents'),
      refunded,
      net: {
        value: units(current('chargedCents') - current('refundedCents')),
        previous: units(previous('chargedCents') - previous('refundedCents')),
      },
    },
    members: {
      paying: { value: paying, previous: payingAtStart },
      payingAtStart: { value: payingAtStart, previous: payingAtPreviousStart },
      trialsStarted,
      trialsConverted,
      trialConversion: {
        value: rate(trialsConverted.value, trialsStarted.value),
        previous: rate(trialsConverted.previous, trialsStarted.previous),
      },
      churned: { value: churned, previous: previousChurned },
      churn: { value: rate(churned, payingAtStart), previous: rate(previousChurned, payingAtPreviousStart) },
    },
    perDay,
    cancelReasons: [...cancelReasonValues, 'none' as const].map((reason) => ({
      reason,
      count: reasonCount(reason, 2),
      previous: reasonCount(reason, 1),
    })),
    cancelNotes: notes.map((row) => ({ at: row.at.toISOString(), reason: row.reason, note: row.note })),
  }
}

/** 'YYYY-MM' plus `months` (negative: before). */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (monthNumber - 1) + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  return (ty - fy) * 12 + (tm - fm)
}

/** The first month the page shows: `months` months ending with the current one, in TIME_ZONE. */
const firstMonthOf = (months: number, now: Date, timeZone: string) =>
  addMonths(dayInZone(now, timeZone).slice(0, 7), -(months - 1))

/** Monthly cohorts by first payment (README: cohorts), the last `months` of them, oldest first. */
export async function businessCohorts(
  db: Database,
  months: number,
  now: Date,
  timeZone: string,
): Promise<BusinessCohorts> {
  const first = firstMonthOf(months, now, timeZone)
  const currentMonth = dayInZone(now, timeZone).slice(0, 7)
  const { sizes, months: rows } = await cohortRows(db, `${first}-01`)
  const cell = new Map(rows.map((row) => [`${row.cohort.slice(0, 7)}|${row.month.slice(0, 7)}`, row]))
  return {
    timeZone,
    cohorts: sizes.map(({ cohort, size }) => {
      const month = cohort.slice(0, 7)
      return {
        month,
        size: Number(size),
        months: Array.from({ length: monthsBetween(month, currentMonth) + 1 }, (_, offset) => {
          const row = cell.get(`${month}|${addMonths(month, offset)}`)
          return { offset, paying: Number(row?.paying ?? 0), listened: Number(row?.listened ?? 0) }
        }),
      }
    }),
  }
}

/** What members played in their first 14 days against their retention at 90 (README: content). */
export async function businessContentRetention(
  db: Database,
  months: number,
  now: Date,
  timeZone: string,
): Promise<BusinessContentRetention> {
  const first = firstMonthOf(months, now, timeZone)
  const { cohorts, categories } = await contentRows(db, `${first}-01`)
  const members = cohorts.reduce((total, row) => total + Number(row.members), 0)
  const retained = cohorts.reduce((total, row) => total + Number(row.retained), 0)
  const byCategory = new Map<string, { name: string; played: number; playedRetained: number }>()
  for (const row of categories) {
    const entry = byCategory.get(row.categoryId) ?? { name: row.name, played: 0, playedRetained: 0 }
    entry.played += Number(row.played)
    entry.playedRetained += Number(row.playedRetained)
    byCategory.set(row.categoryId, entry)
  }
  return {
    members,
    retained,
    categories: [...byCategory.entries()].map(([categoryId, entry]) => ({
      categoryId,
      name: entry.name,
      played: entry.played,
      playedRetained: entry.playedRetained,
      notPlayed: members - entry.played,
      notPlayedRetained: retained - entry.playedRetained,
    })),
    cohorts: cohorts.map((row) => ({
      month: row.cohort.slice(0, 7),
      members: Number(row.members),
      retained: Number(row.retained),
      played: categories
        .filter((category) => category.cohort === row.cohort)
        .map((category) => ({ categoryId: category.categoryId, members: Number(category.played) })),
    })),
  }
}
