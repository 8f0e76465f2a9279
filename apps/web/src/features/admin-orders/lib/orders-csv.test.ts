import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import {
  formatOrderAmount,
  formatOrderDate,
  neutraliseCell,
  orderCsvRow,
  orderStatusLabel,
  ordersCsv,
  ordersCsvFileName,
  ordersCsvHeader,
  providerLabel,
} from './orders-csv.ts'
import { makeRecord } from './test-records.ts'

describe('neutraliseCell', () => {
  it.each([
    ['=HYPERLINK("http://x")', `'=HYPERLINK("http://x")`],
    ['+34 600', `'+34 600`],
    ['-1+1', `'-1+1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\tTAB', `'\tTAB`],
    ['\rCR', `'\rCR`],
  ])('prefixes %j with an apostrophe', (value, expected) => {
    expect(neutraliseCell(value)).toBe(expected)
  })

  it.each(['Lucía', 'a=b', 'x+y', 'mail@example.com', '9.99', '', ' =sp', "'ya"])(
    'leaves %j alone',
    (value) => {
      expect(neutraliseCell(value)).toBe(value)
    },
  )
})

describe('orderCsvRow', () => {
  it('has the spec columns in order', () => {
    expect(ordersCsvFileName).toBe('ordenes.csv')
    expect(ordersCsvHeader).toEqual([
      'Nombre',
      'Apellido',
      'Email',
      'Plan',
      'Monto',
      'Moneda',
      'Estado',
      'Proveedor',
      'Fecha',
    ])
  })

  it('writes the order with a plain amount, Spanish labels and the date', () => {
    const row = orderCsvRow(
      makeRecord({
        user: { name: 'Lucía', lastName: 'Martín', email: 'lucia@example.com' },
        plan: { name: 'Full anual' },
        amount: 199,
        currency: 'USD',
        status: 'intent_created',
        provider: 'local',
        createdAt: '2026-03-05T10:30:00.000Z',
      }),
    )
    expect(row.slice(0, 8)).toEqual([
      'Lucía',
      'Martín',
      'lucia@example.com',
      'Full anual',
      '199.00',
      'USD',
      'Iniciado',
      'Checkout de prueba',
    ])
    expect(row[8]).toBe(formatOrderDate('2026-03-05T10:30:00.000Z'))
    expect(row[8]).toMatch(/^05\/03\/2026,? \d{2}:\d{2}$/)
  })

  it('neutralises every text a person typed', () => {
    const row = orderCsvRow(
      makeRecord({ user: { name: '=cmd|calc', lastName: '+1', email: '@evil' }, plan: { name: '-x' } }),
    )
    expect(row.slice(0, 4)).toEqual(["'=cmd|calc", "'+1", "'@evil", "'-x"])
  })

  it('defaults the currency to USD', () => {
    expect(orderCsvRow(makeRecord({ currency: '' }))[5]).toBe('USD')
  })
})

describe('ordersCsv', () => {
  const parse = (csv: string) =>
    Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data

  it('starts with a byte order mark and the header, one line per order', () => {
    const csv = ordersCsv([makeRecord(), makeRecord()])
    expect(csv.startsWith('\uFEFFNombre,Apellido,Email,Plan,Monto,Moneda,Estado,Proveedor,Fecha\r\n')).toBe(
      true,
    )
    expect(parse(csv)).toHaveLength(3)
  })

  it('quotes commas, quotes and line breaks, and reads back the same', () => {
    const record = makeRecord({
      user: { name: 'Ana, "la" primera', lastName: 'Línea\nnueva' },
      plan: { name: 'Plan "Pro"' },
    })
    const csv = ordersCsv([record])
    expect(csv).toContain('"Ana, ""la"" primera"')
    expect(parse(csv)[1]).toEqual(orderCsvRow(record))
  })

  it('keeps neutralised cells when read back', () => {
    const csv = ordersCsv([makeRecord({ user: { name: '=1+2' } })])
    expect(parse(csv)[1]?.[0]).toBe("'=1+2")
  })

  it('has just the header for no orders', () => {
    expect(parse(ordersCsv([]))).toEqual([[...ordersCsvHeader]])
  })
})

describe('labels and formats', () => {
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
