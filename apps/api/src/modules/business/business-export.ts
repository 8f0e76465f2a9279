import {
  type BusinessCohorts,
  type BusinessContentRetention,
  type BusinessSummary,
  type MessageKey,
  t,
} from '@sosiego/shared'
import { csvStream } from '../../lib/csv.ts'
import { addMonths } from './business.service.ts'

/*
 * The Negocio page's tables as CSV (issue 33): lib/csv.ts's conventions (BOM, quoted cells, formula
 * characters neutralised), Spanish headers, money with a dot and two decimals so spreadsheets sum
 * it, shares as percentages with one decimal (empty when there is nothing to divide by).
 */

const money = (value: number) => value.toFixed(2)
const percent = (part: number, whole: number) => (whole === 0 ? '' : ((part / whole) * 100).toFixed(1))
const percentOf = (fraction: number | null) => (fraction === null ? '' : (fraction * 100).toFixed(1))

async function* once(rows: unknown[][]) {
  yield rows
}

/** The summary: the per-day series, then the revenue and its movement, the members, the reasons. */
export function summaryCsv(summary: BusinessSummary) {
  const rows: unknown[][] = []
  const section = (key: MessageKey) => t(key)
  for (const day of summary.perDay) rows.push([section('business.csv.perDayPaying'), day.day, day.paying, ''])
  for (const day of summary.perDay)
    rows.push([section('business.csv.perDayMrr'), day.day, money(day.mrr), ''])
  const { revenue, members } = summary
  const moneyRow = (key: MessageKey, figure: { value: number; previous: number }) =>
    rows.push([section('business.csv.revenue'), t(key), money(figure.value), money(figure.previous)])
  moneyRow('business.csv.mrr', revenue.mrr)
  moneyRow('business.csv.new', revenue.movement.new)
  moneyRow('business.csv.expansion', revenue.movement.expansion)
  moneyRow('business.csv.contraction', revenue.movement.contraction)
  moneyRow('business.csv.churnedMrr', revenue.movement.churned)
  moneyRow('business.csv.reactivated', revenue.movement.reactivated)
  moneyRow('business.csv.charged', revenue.charged)
  moneyRow('business.csv.oneOff', revenue.oneOff)
  moneyRow('business.csv.refunded', revenue.refunded)
  moneyRow('business.csv.net', revenue.net)
  const countRow = (key: MessageKey, figure: { value: number; previous: number }) =>
    rows.push([section('business.csv.members'), t(key), figure.value, figure.previous])
  const rateRow = (key: MessageKey, figure: { value: number | null; previous: number | null }) =>
    rows.push([section('business.csv.members'), t(key), percentOf(figure.value), percentOf(figure.previous)])
  countRow('business.csv.paying', members.paying)
  countRow('business.csv.payingAtStart', members.payingAtStart)
  countRow('business.csv.trialsStarted', members.trialsStarted)
  countRow('business.csv.trialsConverted', members.trialsConverted)
  rateRow('business.csv.trialConversion', members.trialConversion)
  countRow('business.csv.churned', members.churned)
  rateRow('business.csv.churn', members.churn)
  for (const reason of summary.cancelReasons)
    rows.push([
      section('business.csv.reasons'),
      reason.reason === 'none' ? t('business.csv.noAnswer') : t(`cancelReason.${reason.reason}.label`),
      reason.count,
      reason.previous,
    ])
  return {
    fileName: t('business.csv.summaryFileName', { from: summary.period.from, to: summary.period.to }),
    stream: csvStream(
      [
        t('business.csv.section'),
        t('business.csv.concept'),
        t('business.csv.value'),
        t('business.csv.previous'),
      ],
      once(rows),
    ),
  }
}

/** The cohorts' triangle, one row per cohort and month. */
export function cohortsCsv(cohorts: BusinessCohorts, currentMonth: string) {
  const rows: unknown[][] = []
  for (const cohort of cohorts.cohorts)
    for (const month of cohort.months)
      rows.push([
        cohort.month,
        cohort.size,
        addMonths(cohort.month, month.offset),
        month.offset,
        month.paying,
        percent(month.paying, cohort.size),
        month.listened,
        percent(month.listened, cohort.size),
      ])
  return {
    fileName: t('business.csv.cohortsFileName', { month: currentMonth }),
    stream: csvStream(
      [
        t('business.csv.cohort'),
        t('business.csv.cohortSize'),
        t('business.csv.month'),
        t('business.csv.offset'),
        t('business.csv.cohortPaying'),
        t('business.csv.cohortPayingShare'),
        t('business.csv.cohortListened'),
        t('business.csv.cohortListenedShare'),
      ],
      once(rows),
    ),
  }
}

/** Content and retention: one row per category. */
export function contentCsv(content: BusinessContentRetention, currentMonth: string) {
  const rows = content.categories.map((category) => [
    category.name,
    category.played,
    category.playedRetained,
    percent(category.playedRetained, category.played),
    category.notPlayed,
    category.notPlayedRetained,
    percent(category.notPlayedRetained, category.notPlayed),
  ])
  return {
    fileName: t('business.csv.contentFileName', { month: currentMonth }),
    stream: csvStream(
      [
        t('business.csv.category'),
        t('business.csv.played'),
        t('business.csv.playedRetained'),
        t('business.csv.playedShare'),
        t('business.csv.notPlayed'),
        t('business.csv.notPlayedRetained'),
        t('business.csv.notPlayedShare'),
      ],
      once(rows),
    ),
  }
}
