/** How Órdenes shows an order: dates, amounts, status and provider names (ordenes.csv is made by the API). */
import { formatMoney } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'

const dateTime = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** A date as the table shows it (Spanish locale); 'N/A' when missing or unreadable. */
export function formatOrderDate(iso: string | null | undefined): string {
  if (!iso) return es['adminOrders.notAvailable']
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? es['adminOrders.notAvailable'] : dateTime.format(date)
}

export function providerLabel(provider: string): string {
  const key = `adminOrders.provider.${provider}` as keyof typeof es
  return key in es ? es[key] : provider
}

/** Money in the order's currency (default USD); an unknown currency code falls back to the bare number. */
export function formatOrderAmount(amount: number, currency: string | null | undefined): string {
  try {
    return formatMoney(amount, currency || 'USD')
  } catch {
    return `${amount.toFixed(2)} ${currency ?? ''}`.trim()
  }
}
