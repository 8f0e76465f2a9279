import {
  calendarRange,
  type Habits,
  type ListeningDay,
  listeningDaysOf,
  restDaysInMonth,
  weeklyGoalDoneOf,
} from '@sosiego/shared'
import { dayInZone } from '../../lib/period.ts'
import type { MemberSettingsRow } from './habits.repository.ts'

/** The member's zone: their own (set with their reminders) or the service's. */
export const zoneOf = (settings: MemberSettingsRow | undefined, timeZone: string) =>
  settings?.timeZone ?? timeZone

/**
 * The habits part of Mi progreso, from what progressOf has read. "Today" and the month of the rest
 * days are the member's (their zone); the weekly goal counts listening days, which are the
 * service's calendar days (TIME_ZONE), from Monday. Days are matched as dates (decision 111).
 */
export function habitsOf({
  settings,
  restDays,
  days,
  now,
  timeZone,
  restDaysPerMonth,
}: {
  settings: MemberSettingsRow | undefined
  restDays: string[]
  days: ListeningDay[]
  now: Date
  timeZone: string
  restDaysPerMonth: number
}): Habits {
  const memberZone = zoneOf(settings, timeZone)
  const today = dayInZone(now, memberZone)
  const serviceToday = dayInZone(now, timeZone)
  // A listening day is a listening day whichever of the two zones is ahead.
  const listening = listeningDaysOf(days, [today, serviceToday].sort()[1] as string)
  const weeklyGoal =
    settings?.weeklyGoalKind && settings.weeklyGoalTarget
      ? { kind: settings.weeklyGoalKind, target: settings.weeklyGoalTarget }
      : null
  const shownFrom = calendarRange(serviceToday).from
  return {
    showStreak: settings?.showStreak ?? true,
    weeklyGoal,
    weeklyGoalDone: weeklyGoal ? weeklyGoalDoneOf(days, serviceToday, weeklyGoal.kind) : null,
    timeZone: memberZone,
    today,
    restDays: restDays.filter((day) => day >= shownFrom && !listening.has(day)),
    restDaysPerMonth,
    restDaysLeft: Math.max(0, restDaysPerMonth - restDaysInMonth(today, restDays, listening)),
  }
}
