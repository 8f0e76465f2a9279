import { formatMoney } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'

const numbers = new Intl.NumberFormat('es-ES')
const percents = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 })
const wholePercents = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 0 })
const points = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 })
const monthName = new Intl.DateTimeFormat('es-ES', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const noteTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

export const formatCount = (value: number) => numbers.format(value)
/** A share 0..1 as a percent with at most one decimal ('12,5 %'). */
export const formatRate = (value: number) => percents.format(value)
export const formatWholeRate = (value: number) => wholePercents.format(value)
/** A cohort's month ('YYYY-MM') as 'mar 2026'. */
export const formatMonth = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`))
export const formatNoteTime = (at: string) => noteTime.format(new Date(at))

/** part ÷ whole, or null when there is no whole to divide by. */
export const shareOf = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null)

/**
 * Whether a rise is good news: more revenue and more members are, more refunds, losses and churn
 * are not. The change's colour follows it; its sign and its words say the same without colour.
 */
export type Polarity = 'higherIsBetter' | 'lowerIsBetter'

export type Change = { tone: 'good' | 'bad' | 'neutral'; direction: 'up' | 'down' | 'same'; text: string }

function toneOf(direction: 'up' | 'down' | 'same', polarity: Polarity): Change['tone'] {
  if (direction === 'same') return 'neutral'
  return (direction === 'up') === (polarity === 'higherIsBetter') ? 'good' : 'bad'
}

/**
 * The change against the previous period, as a difference in the figure's own unit: euros for
 * money, members for counts, percentage points for rates (a percent of a percent misleads).
 */
export function changeOf(
  figure: { value: number | null; previous: number | null },
  kind: 'money' | 'count' | 'rate',
  polarity: Polarity,
  currency = 'EUR',
): Change {
  const { value, previous } = figure
  if (value === null || previous === null)
    return { tone: 'neutral', direction: 'same', text: es['business.change.noPrevious'] }
  // Money is compared to the cent and rates to a tenth of a point, so rounding noise reads as 'same'.
  const difference =
    kind === 'money'
      ? Math.round((value - previous) * 100) / 100
      : kind === 'rate'
        ? Math.round((value - previous) * 1000) / 10
        : value - previous
  if (difference === 0) return { tone: 'neutral', direction: 'same', text: es['business.change.same'] }
  const direction = difference > 0 ? 'up' : 'down'
  const size = Math.abs(difference)
  const text =
    kind === 'rate'
      ? t(direction === 'up' ? 'business.change.upPoints' : 'business.change.downPoints', {
          value: points.format(size),
        })
      : t(direction === 'up' ? 'business.change.up' : 'business.change.down', {
          value: kind === 'money' ? formatMoney(size, currency) : numbers.format(size),
        })
  return { tone: toneOf(direction, polarity), direction, text }
}
