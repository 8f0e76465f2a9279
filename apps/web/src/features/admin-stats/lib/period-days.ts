import { addCalendarDays, type PeriodQuery } from '@sosiego/shared'

/**
 * The first and last day of a period, as the API resolves `?period=` (lib/period.ts there): week =
 * Monday up to today, month = the 1st up to today, last7 and last30 end today. For the calls that
 * take the days themselves (the programs' statistics).
 */
export function periodDays(period: PeriodQuery, today: string): { from: string; to: string } {
  switch (period.period) {
    case 'today':
      return { from: today, to: today }
    case 'week': {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
      return { from: addCalendarDays(today, -((weekday + 6) % 7)), to: today }
    }
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today }
    case 'last7':
      return { from: addCalendarDays(today, -6), to: today }
    case 'last30':
      return { from: addCalendarDays(today, -29), to: today }
    case 'custom':
      return { from: period.from ?? today, to: period.to ?? today }
  }
}
