import { describe, expect, it } from 'vitest'
import { orderKindLabel, orderStatusLabel } from '../../../components/order-status-badge.tsx'
import { formatOrderAmount, formatOrderDate, providerLabel } from './order-format.ts'

describe('labels and formats', () => {
  it('names what a subscription event row records, and the refunded status (issue 18)', () => {
    expect(orderKindLabel('renewal')).toBe('Renovación')
    expect(orderKindLabel('cancellation')).toBe('Renovación cancelada')
    expect(orderKindLabel('withdrawal')).toBe('Desistimiento')
    expect(orderKindLabel('ended')).toBe('Suscripción terminada')
    // Issue 32: money given back at the provider by staff, with its rectifying invoice.
    expect(orderKindLabel('refund')).toBe('Devolución')
    expect(orderStatusLabel('refunded')).toBe('Reembolsado')
  })

  it('writes a date as the table shows it, in Spanish order', () => {
    expect(formatOrderDate('2026-03-05T10:30:00.000Z')).toMatch(/^05\/03\/2026,? \d{2}:\d{2}$/)
  })

  it('names the statuses as the spec does', () => {
    expect(
      ['completed', 'intent_created', 'expired', 'failed', 'canceled'].map((status) =>
        orderStatusLabel(status),
      ),
    ).toEqual(['Completado', 'Iniciado', 'Expirado', 'Fallido', 'Cancelado'])
    expect(orderStatusLabel('otro')).toBe('otro')
  })

  it('names the providers', () => {
    expect(providerLabel('stripe')).toBe('Stripe')
    expect(providerLabel('paypal')).toBe('PayPal')
    expect(providerLabel('local')).toBe('Checkout de prueba')
    expect(providerLabel('otro')).toBe('otro')
  })

  it('shows N/A for a missing or unreadable date', () => {
    expect(formatOrderDate(null)).toBe('N/A')
    expect(formatOrderDate(undefined)).toBe('N/A')
    expect(formatOrderDate('')).toBe('N/A')
    expect(formatOrderDate('nunca')).toBe('N/A')
  })

  it('formats amounts in the order currency, USD by default, in Spanish', () => {
    // Intl separates the amount and the symbol with a no-break space.
    const amount = (value: number, currency: string | null) =>
      formatOrderAmount(value, currency).replace(/\s/g, ' ')
    expect(amount(9.99, 'USD')).toBe('9,99 US$')
    expect(amount(1234.5, 'EUR')).toBe('1234,50 €')
    expect(amount(5, '')).toBe('5,00 US$')
    expect(amount(5, null)).toBe('5,00 US$')
    expect(amount(5, 'XX')).toBe('5.00 XX')
  })
})
