const formatters = new Map<string, Intl.NumberFormat>()

/**
 * Money in the Spanish (Spain) locale; the spec's default currency is USD. A formatter is costly to
 * create (the first one loads the locale's data), so each currency's is made once.
 */
export function formatMoney(amount: number, currency = 'USD'): string {
  let formatter = formatters.get(currency)
  if (!formatter) {
    formatter = new Intl.NumberFormat('es-ES', { style: 'currency', currency })
    formatters.set(currency, formatter)
  }
  return formatter.format(amount)
}
