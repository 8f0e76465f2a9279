import { type DashboardResponse, type PeriodQuery, type UserRole, userRoleValues } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { daysOf, periodInfo, resolvePeriod, zonedMidnight } from '../../lib/period.ts'
import { currentCounts, signupsByBucket } from './dashboard.repository.ts'

type Tally = { users: number; active: number; verified: number }
const emptyTally = (): Tally => ({ users: 0, active: 0, verified: 0 })
type ByRole = Record<UserRole, Tally>
const byRole = (): ByRole => Object.fromEntries(userRoleValues.map((role) => [role, emptyTally()])) as ByRole

function add(tally: Tally, row: { users: number; isActive: boolean; isVerified: boolean }) {
  tally.users += row.users
  if (row.isActive) tally.active += row.users
  if (row.isVerified) tally.verified += row.users
}

const sum = (tallies: ByRole, key: keyof Tally) =>
  userRoleValues.reduce((total, role) => total + tallies[role][key], 0)

/**
 * The Panel de Control (issue 15, decision 060). Counts of accounts are taken at the end of the
 * period and of the previous one: the accounts now (trigger-kept counters) minus those created
 * since. Active and verified use each account's state now: the states' history is not kept.
 */
export async function dashboardSummary(
  db: Database,
  query: PeriodQuery,
  now: Date,
  timeZone: string,
): Promise<Omit<DashboardResponse, 'success' | 'message'>> {
  const period = resolvePeriod(query, now, timeZone)
  const days = daysOf(period.from, period.to)
  // Thresholds: the previous period's start, each day's local midnight, the period's end.
  const thresholds = [period.previous.start, ...days.map((day) => zonedMidnight(day, timeZone)), period.end]
  const counts = await currentCounts(db)

  const nowByRole = byRole()
  for (const row of counts) add(nowByRole[row.role], row)
  const newByRole = byRole()
  const previousNewByRole = byRole()
  const afterByRole = byRole()
  // Bucket 1: the previous period; 2 … days + 1: the period's days; days + 2: after its end.
  const { parts, perBucket } = await signupsByBucket(db, thresholds)
  for (const row of parts)
    add(
      (row.part === 'first' ? previousNewByRole : row.part === 'last' ? afterByRole : newByRole)[row.role],
      row,
    )
  const perDay = days.map((_, index) => perBucket[index + 1] ?? 0)

  // At the end of the period: now minus created after it; at the end of the previous one: minus the period's too.
  const atEnd = byRole()
  const atPreviousEnd = byRole()
  for (const role of userRoleValues)
    for (const key of ['users', 'active', 'verified'] as const) {
      atEnd[role][key] = nowByRole[role][key] - afterByRole[role][key]
      atPreviousEnd[role][key] = atEnd[role][key] - newByRole[role][key]
    }

  const figure = (current: ByRole, previous: ByRole, key: keyof Tally) => ({
    value: sum(current, key),
    previous: sum(previous, key),
  })
  const total = figure(atEnd, atPreviousEnd, 'users')
  const verified = figure(atEnd, atPreviousEnd, 'verified')
  return {
    period: periodInfo(period, timeZone),
    cards: {
      totalUsers: total,
      activeUsers: figure(atEnd, atPreviousEnd, 'active'),
      verifiedUsers: {
        ...verified,
        percentOfTotal: total.value === 0 ? 0 : Math.round((verified.value / total.value) * 100),
      },
      newUsers: figure(newByRole, previousNewByRole, 'users'),
    },
    usersByRole: userRoleValues.map((role) => ({
      role,
      value: atEnd[role].users,
      previous: atPreviousEnd[role].users,
    })),
    newUsersByRole: userRoleValues.map((role) => ({
      role,
      value: newByRole[role].users,
      previous: previousNewByRole[role].users,
    })),
    signupsPerDay: days.map((day, index) => ({ day, count: perDay[index] ?? 0 })),
  }
}
