import { emptyBillingDetails, type Invoice } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const invoice: Invoice = {
  _id: '00000000-0000-4000-8000-000000000001',
  code: '2026-000007',
  kind: 'invoice',
  issuedAt: '2026-11-30T23:30:00.000Z',
  // The day in TIME_ZONE (Madrid: already 1 December), whatever the reader's zone.
  issuedOn: '2026-12-01',
  orderId: '00000000-0000-4000-8000-000000000002',
  rectifiesCode: null,
  planName: 'Full',
  periodStart: '2026-11-30T23:30:00.000Z',
  periodEnd: '2026-12-30T23:30:00.000Z',
  base: 16.52,
  taxRate: 21,
  tax: 3.47,
  total: 19.99,
  currency: 'EUR',
  buyerName: 'Lucía Serena',
  buyerEmail: 'lucia@sosiego.test',
  pdfUrl: '/api/payments/invoices/00000000-0000-4000-8000-000000000001/pdf',
}
const rectifying: Invoice = {
  ...invoice,
  _id: '00000000-0000-4000-8000-000000000003',
  code: 'R-2026-000001',
  kind: 'rectifying',
  rectifiesCode: '2026-000007',
  base: -8.26,
  tax: -1.73,
  total: -9.99,
  pdfUrl: '/api/payments/invoices/00000000-0000-4000-8000-000000000003/pdf',
}
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')

function open(invoices: Invoice[]) {
  const api = mockApi({
    ...sessionOf(makeSessionUser({ activeSubscription: null, subscriptions: [] })),
    'GET /api/payments/invoices': () => jsonResponse({ success: true, message: 'ok', data: invoices }),
    'GET /api/payments/billing-details': () =>
      jsonResponse({ success: true, message: 'ok', data: emptyBillingDetails }),
    'PUT /api/payments/billing-details': (call) =>
      jsonResponse({ success: true, message: 'ok', data: { ...(call.body as object), taxId: '12345678Z' } }),
  })
  renderRoutes(routes, '/panel/suscripcion')
  return api
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/panel/suscripcion › Facturas and Datos de facturación (issue 32)', () => {
  it("lists each invoice with its figures and day of issue, and 'Descargar factura' fetches its PDF", async () => {
    const api = open([rectifying, invoice])
    const section = await screen.findByRole('region', { name: 'Facturas' })
    await within(section).findByText('Factura 2026-000007')
    expect(within(section).getByText('Factura rectificativa R-2026-000001')).toBeInTheDocument()
    expect(within(section).getByText('Rectifica la factura 2026-000007')).toBeInTheDocument()
    expect(plain(within(section).getAllByText(/Full · /)[1]?.textContent ?? null)).toBe(
      'Full · 1 de diciembre de 2026 · 19,99 €',
    )
    expect(plain(within(section).getAllByText(/^Base /)[1]?.textContent ?? null)).toBe(
      'Base 16,52 € + IVA 21 % 3,47 €',
    )

    const saved: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob)
      return 'blob:factura'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    api.set({
      [`GET ${invoice.pdfUrl}`]: () =>
        new Response(new Blob(['%PDF-1.3']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="factura-2026-000007.pdf"',
          },
        }),
    })
    await userEvent.click(within(section).getByRole('button', { name: 'Descargar factura 2026-000007' }))
    await waitFor(() => expect(api.callsTo(`GET ${invoice.pdfUrl}`)).toHaveLength(1))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(await saved[0]?.text()).toBe('%PDF-1.3')
    expect(downloads).toEqual(['factura-2026-000007.pdf'])
  })

  it('says so when there are no invoices yet', async () => {
    open([])
    expect(
      await screen.findByText('Aún no tienes facturas: cada cobro de tu suscripción tendrá la suya.'),
    ).toBeInTheDocument()
  })

  it('checks the tax id and the postal code in Spanish before saving; saves what is valid', async () => {
    const api = open([])
    const form = await screen.findByRole('region', { name: 'Datos de facturación' })
    expect(within(form).getByText(/Opcional: para una factura completa/)).toBeInTheDocument()
    await userEvent.type(within(form).getByLabelText('NIF, NIE o CIF'), '12345678A')
    await userEvent.type(within(form).getByLabelText('Dirección'), 'Calle Luna 2')
    await userEvent.type(within(form).getByLabelText('Código postal'), '99001')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar datos de facturación' }))
    expect(
      within(form).getByText('El NIF, NIE o CIF no es válido: revisa las cifras y la letra.'),
    ).toBeInTheDocument()
    expect(
      within(form).getByText('El código postal debe tener 5 cifras de una provincia española (01 a 52).'),
    ).toBeInTheDocument()
    expect(api.callsTo('PUT /api/payments/billing-details')).toHaveLength(0)

    await userEvent.clear(within(form).getByLabelText('NIF, NIE o CIF'))
    await userEvent.type(within(form).getByLabelText('NIF, NIE o CIF'), '12345678z')
    await userEvent.clear(within(form).getByLabelText('Código postal'))
    await userEvent.type(within(form).getByLabelText('Código postal'), '28013')
    await userEvent.type(within(form).getByLabelText('Localidad'), 'Madrid')
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar datos de facturación' }))
    await waitFor(() => expect(api.callsTo('PUT /api/payments/billing-details')).toHaveLength(1))
    expect(api.callsTo('PUT /api/payments/billing-details')[0]?.body).toEqual({
      name: null,
      taxId: '12345678z',
      address: 'Calle Luna 2',
      postalCode: '28013',
      city: 'Madrid',
      province: null,
      country: 'ES',
    })
  })
})
