import {
  addCalendarDays,
  type Habits,
  type HabitsInput,
  listeningDaysOf,
  monthStartOf,
  type Progress,
  type RestDayRefusal,
  restDayRefusal,
  restDayWindowRefusal,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { dayInZone } from '../../lib/period.ts'
import {
  deleteRestDay,
  insertRestDay,
  lockMember,
  memberSettingsOf,
  restDaysOf,
  saveHabitSettings,
} from './habits.repository.ts'
import { zoneOf } from './habits.ts'
import { listeningDays, progressOf } from './progress.service.ts'

/** The clock and the service's settings every habits call needs. */
export type HabitsClock = { now: Date; timeZone: string; restDaysPerMonth: number }

/** PUT /api/progress/habits: the streak shown or hidden and the weekly goal, answered as they now are. */
export async function saveHabits(
  db: Database,
  userId: string,
  input: HabitsInput,
  clock: HabitsClock,
): Promise<Habits> {
  await saveHabitSettings(db, userId, input)
  return (await progressOf(db, userId, clock.now, clock.timeZone, clock.restDaysPerMonth)).habits
}

const refusals: Record<Exclude<RestDayRefusal, 'alreadyMarked'>, [AppError['code'], number]> = {
  future: ['habits.restDayFuture', 400],
  tooOld: ['habits.restDayTooOld', 400],
  listened: ['habits.restDayListened', 409],
  monthFull: ['habits.restDayMonthFull', 409],
}
function refuse(reason: Exclude<RestDayRefusal, 'alreadyMarked'>): never {
  const [code, status] = refusals[reason]
  throw new AppError(code, status)
}

/**
 * PUT /api/progress/rest-days/:day: today or yesterday in the member's zone, not a listening day,
 * within the month's allowance (the rules: restDayRefusal). Checked and written under a lock on the
 * member, so two at once cannot both take the month's last place. Marking a marked day again is
 * fine. Answers the whole Mi progreso, so the page shows the streak as it now stands.
 */
export async function markRestDay(
  db: Database,
  userId: string,
  day: string,
  clock: HabitsClock,
): Promise<Progress> {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId)
    const settings = await memberSettingsOf(tx, userId)
    const today = dayInZone(clock.now, zoneOf(settings, clock.timeZone))
    // The month's listening is enough: the day itself and the month's other rest days.
    const from = monthStartOf(day)
    const days = await listeningDays(tx, userId, { from, to: addCalendarDays(from, 31) })
    const refusal = restDayRefusal(day, {
      today,
      restDays: await restDaysOf(tx, userId),
      listeningDays: listeningDaysOf(days, addCalendarDays(from, 31)),
      perMonth: clock.restDaysPerMonth,
    })
    if (refusal === 'alreadyMarked') return
    if (refusal) refuse(refusal)
    await insertRestDay(tx, userId, day)
  })
  return progressOf(db, userId, clock.now, clock.timeZone, clock.restDaysPerMonth)
}

/**
 * DELETE /api/progress/rest-days/:day: in the same window as marking (today or yesterday), so a
 * mistaken tap can be undone but older days, and the streak they carried, stay as they were.
 * Unmarking a day that is not marked is fine.
 */
export async function unmarkRestDay(
  db: Database,
  userId: string,
  day: string,
  clock: HabitsClock,
): Promise<Progress> {
  const today = dayInZone(clock.now, zoneOf(await memberSettingsOf(db, userId), clock.timeZone))
  const outside = restDayWindowRefusal(day, today)
  if (outside) refuse(outside)
  await deleteRestDay(db, userId, day)
  return progressOf(db, userId, clock.now, clock.timeZone, clock.restDaysPerMonth)
}
