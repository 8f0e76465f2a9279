/** Money in the Spanish (Spain) locale; the spec's default currency is USD. */
export function formatMoney(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('es-ES', { style: 'currency', currency }).format(amount)
}
