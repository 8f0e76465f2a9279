import { es, t } from '@sosiego/shared/messages/panel'

const numbers = new Intl.NumberFormat('es-ES')
const longDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayInMonth = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})
const shortMonth = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' })

/** Whole minutes listened, in Spanish digits ('1.234 min'): a minute not yet complete is not shown. */
export function formatMinutes(seconds: number): string {
  return t('progress.minutes', { count: numbers.format(Math.floor(seconds / 60)) })
}

export function formatCount(value: number): string {
  return numbers.format(value)
}

export function formatDays(days: number): string {
  return days === 1 ? es['progress.days.one'] : t('progress.days.other', { count: numbers.format(days) })
}

/**
 * A calendar day (YYYY-MM-DD, already a day in the service's zone) in words: 'martes, 24 de
 * noviembre de 2026'. Read at UTC midnight so the browser's own zone cannot move it to another day.
 */
export function formatDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`))
}

/** The month's short name over the calendar column its first day falls in. */
export function formatMonth(day: string): string {
  return shortMonth.format(new Date(`${day}T00:00:00Z`)).replace('.', '')
}

/** A day of this month in words, without the year: 'lunes, 23 de noviembre'. */
export function formatDayShort(day: string): string {
  return dayInMonth.format(new Date(`${day}T00:00:00Z`))
}
