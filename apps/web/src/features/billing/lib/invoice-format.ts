import { formatMoney } from '@sosiego/shared'

const dayFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'UTC' })

/**
 * A calendar day the API gives as YYYY-MM-DD (an invoice's day of issue, already in the service's
 * TIME_ZONE): read at UTC midnight and shown in UTC, so no reader's zone moves it to another day.
 */
export const calendarDayLabel = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

export const invoiceMoney = (amount: number, currency: string) => formatMoney(amount, currency)

/** '21', '5,5': a rate as Spanish writes it. */
export const rateLabel = (rate: number) =>
  new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 }).format(rate)
