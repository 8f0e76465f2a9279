import type { Progress } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { cn } from '../../../lib/cn.ts'
import { formatDay, formatMonth } from '../lib/format-progress.ts'

type ListeningCalendarProps = Pick<Progress, 'calendar' | 'today'> & {
  minSeconds: number
  /** Days the member marked as rest (issue 31): shown apart, and said so. */
  restDays?: readonly string[]
  /** Whether the member shows their streak: the legend names the threshold instead when not. */
  showStreak?: boolean
}

const weekdays = ['L', 'M', 'X', 'J', 'V', 'S', 'D']

/** A rest day: sand stripes, told apart from listening by pattern as well as colour. */
const restCell =
  'border-sand-500 bg-[repeating-linear-gradient(135deg,var(--color-sand-200)_0_3px,var(--color-sand-400)_3px_5px)]'

function labelOf(day: string, seconds: number, today: string, rest: boolean): string {
  const date = formatDay(day)
  if (day > today) return t('progress.calendarFuture', { date })
  if (rest) return t('panelHabits.calendarRest', { date })
  if (seconds === 0) return t('progress.calendarDayNone', { date })
  return t('progress.calendarDay', { date, minutes: Math.floor(seconds / 60) })
}

/**
 * The last 12 weeks as a grid, one column a week (Monday on top), like a wall calendar turned on
 * its side: fits 375 px. Each day says its date and minutes to assistive technology; the colours
 * tell no listening, some, and enough for the streak, with a legend.
 */
export function ListeningCalendar({
  calendar,
  today,
  minSeconds,
  restDays = [],
  showStreak = true,
}: ListeningCalendarProps) {
  const rests = new Set(restDays)
  const weeks: Progress['calendar'][] = []
  for (let index = 0; index < calendar.length; index += 7) weeks.push(calendar.slice(index, index + 7))
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-1.5 sm:gap-2">
        <div className="flex flex-col gap-1.5 pt-5 sm:gap-2" aria-hidden="true">
          {weekdays.map((weekday) => (
            <span key={weekday} className="flex h-5 items-center text-xs text-ink-600 sm:h-6">
              {weekday}
            </span>
          ))}
        </div>
        {weeks.map((week, index) => {
          const first = week[0]?.day ?? ''
          const previous = weeks[index - 1]?.[0]?.day ?? ''
          const newMonth = index === 0 || first.slice(0, 7) !== previous.slice(0, 7)
          return (
            <div key={first} className="flex flex-1 flex-col gap-1.5 sm:gap-2">
              <span
                className="block h-4 w-0 overflow-visible text-xs whitespace-nowrap text-ink-600"
                aria-hidden="true"
              >
                {newMonth ? formatMonth(first) : ''}
              </span>
              <ul className="flex flex-col gap-1.5 sm:gap-2">
                {week.map(({ day, seconds }) => {
                  // A listening day stays a listening day; the API sends only rest days in force.
                  const rest = rests.has(day) && seconds < minSeconds && day <= today
                  return (
                    <li
                      key={day}
                      title={labelOf(day, seconds, today, rest)}
                      aria-label={labelOf(day, seconds, today, rest)}
                      data-day={day}
                      aria-current={day === today ? 'date' : undefined}
                      data-listened={seconds > 0 ? (seconds >= minSeconds ? 'streak' : 'some') : 'none'}
                      data-rest={rest ? 'true' : undefined}
                      className={cn(
                        'h-5 rounded-sm border sm:h-6',
                        day > today
                          ? 'border-dashed border-ink-200 bg-transparent'
                          : rest
                            ? restCell
                            : seconds >= minSeconds
                              ? 'border-primary-700 bg-primary-600'
                              : seconds > 0
                                ? 'border-primary-300 bg-primary-200'
                                : 'border-ink-200 bg-ink-50',
                        day === today && 'outline-2 outline-offset-1 outline-ink-900',
                      )}
                    />
                  )
                })}
              </ul>
            </div>
          )
        })}
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-sm border border-ink-200 bg-ink-50" />
          {es['progress.legendNone']}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-sm border border-primary-300 bg-primary-200" />
          {es['progress.legendSome']}
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="size-4 rounded-sm border border-primary-700 bg-primary-600" />
          {showStreak
            ? es['progress.legendStreak']
            : t('panelHabits.legendEnough', { minutes: Math.round(minSeconds / 60) })}
        </li>
        {rests.size > 0 ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true" className={cn('size-4 rounded-sm border', restCell)} />
            {es['panelHabits.legendRest']}
          </li>
        ) : null}
      </ul>
    </div>
  )
}
