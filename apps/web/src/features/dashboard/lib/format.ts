import type { DashboardFigure } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'

const numbers = new Intl.NumberFormat('es-ES')
const shortDay = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' })

export const formatCount = (value: number) => numbers.format(value)

export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`))

export type Change = { direction: 'up' | 'down' | 'same' | 'fromZero'; text: string }

/** The change against the previous period, rounded to a whole percent as the spec rounds. */
export function changeOf({ value, previous }: DashboardFigure): Change {
  if (previous === 0)
    return value === 0
      ? { direction: 'same', text: es['dashboard.change.same'] }
      : { direction: 'fromZero', text: es['dashboard.change.fromZero'] }
  const percent = Math.round(((value - previous) / previous) * 100)
  if (percent === 0) return { direction: 'same', text: es['dashboard.change.same'] }
  return percent > 0
    ? { direction: 'up', text: t('dashboard.change.up', { percent: numbers.format(percent) }) }
    : { direction: 'down', text: t('dashboard.change.down', { percent: numbers.format(-percent) }) }
}
