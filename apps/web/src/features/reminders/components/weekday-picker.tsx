import { es } from '@sosiego/shared/messages/panel'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

/**
 * The reminder's days, Monday first as in Spain: seven toggle buttons showing L M X J V S D, each
 * named by its whole day for screen readers ('Lunes', pressed or not).
 */
export function WeekdayPicker({
  value,
  error,
  onChange,
}: {
  value: readonly number[]
  error?: string
  onChange: (weekdays: number[]) => void
}) {
  const id = useId()
  const toggle = (day: number) =>
    onChange(
      value.includes(day) ? value.filter((chosen) => chosen !== day) : [...value, day].sort((a, b) => a - b),
    )
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-800">{es['reminders.days']}</legend>
      {/* One row on a phone too: seven equal circles across the width, up to 44 px each. */}
      <div className="grid max-w-[22rem] grid-cols-7 gap-1.5 sm:gap-2">
        {weekdays.map((day) => {
          const pressed = value.includes(day)
          return (
            <button
              key={day}
              type="button"
              aria-pressed={pressed}
              aria-label={es[`reminders.day.${day}`]}
              title={es[`reminders.day.${day}`]}
              onClick={() => toggle(day)}
              className={cn(
                'flex aspect-square w-full cursor-pointer items-center justify-center rounded-full border text-base font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                pressed
                  ? 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700'
                  : 'border-ink-300 bg-white text-ink-800 hover:border-primary-400 hover:bg-primary-50',
              )}
            >
              <span aria-hidden="true">{es[`reminders.dayShort.${day}`]}</span>
            </button>
          )
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
