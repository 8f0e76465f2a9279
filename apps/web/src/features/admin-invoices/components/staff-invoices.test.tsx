import type { Invoice } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { makeRecord } from '../../admin-orders/lib/test-records.ts'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const order = makeRecord({
  status: 'completed',
  amount: 19.99,
  currency: 'EUR',
  user: { name: 'Lucía', lastName: 'Martín', email: 'lucia@example.com' },
  plan: { name: 'Full' },
})
const invoice: Invoice = {
  _id: '00000000-0000-4000-8000-000000000001',
  code: '2026-000007',
  kind: 'invoice',
  issuedAt: '2026-11-30T23:30:00.000Z',
  issuedOn: '2026-12-01',
  orderId: order._id,
  rectifiesCode: null,
  planName: 'Full',
  periodStart: null,
  periodEnd: null,
  base: 16.52,
  taxRate: 21,
  tax: 3.47,
  total: 19.99,
  currency: 'EUR',
  buyerName: 'Lucía Martín',
  buyerEmail: 'lucia@example.com',
  pdfUrl: '/api/invoices/00000000-0000-4000-8000-000000000001/pdf',
}

function saveDownloads() {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:fichero')
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const names: string[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return names
}

function open() {
  const api = mockApi({
    ...sessionOf(admin),
    'GET /api/payment-records/list': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: [order],
        pagination: { page: 1, pageSize: 25, total: 1, allTotal: 1, pages: 1 },
      }),
    'GET /api/invoices/list': (_call, url) =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: url.includes(`orderId=${order._id}`) ? [invoice] : [],
      }),
    [`GET ${invoice.pdfUrl}`]: () =>
      new Response(new Blob(['%PDF-1.3']), {
        headers: { 'content-disposition': 'attachment; filename="factura-2026-000007.pdf"' },
      }),
    'GET /api/invoices/book': () =>
      new Response('\uFEFF"Número"\n', {
        headers: {
          'content-disposition':
            'attachment; filename="libro-de-facturas-emitidas-2026-11-01-2026-11-30.csv"',
        },
      }),
  })
  return { api, ...renderRoutes(routes, '/admin/logs-ordenes') }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Órdenes › invoices (issue 32)', () => {
  it("an order's detail lists its invoice, downloadable as a PDF", async () => {
    const { user, api } = open()
    await screen.findByText('Historial de pagos y transacciones (1 de 1)')
    await user.click(screen.getByRole('button', { name: 'Ver detalles de la orden de Lucía Martín' }))
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del pago' })
    await within(dialog).findByText(/Factura 2026-000007/)
    expect(within(dialog).getByText(/1 dic 2026/)).toBeInTheDocument()
    const names = saveDownloads()
    await user.click(within(dialog).getByRole('button', { name: 'Descargar factura 2026-000007' }))
    await waitFor(() => expect(names).toEqual(['factura-2026-000007.pdf']))
    expect(api.callsTo(`GET ${invoice.pdfUrl}`)).toHaveLength(1)
  })

  it("'Libro de facturas' downloads the book of the period chosen", async () => {
    const { user, api } = open()
    await screen.findByText('Historial de pagos y transacciones (1 de 1)')
    await user.click(screen.getByRole('button', { name: 'Libro de facturas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Libro de facturas emitidas' })
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Periodo' }), 'Últimos 30 días')
    const names = saveDownloads()
    await user.click(within(dialog).getByRole('button', { name: 'Descargar libro de facturas' }))
    await waitFor(() => expect(names).toEqual(['libro-de-facturas-emitidas-2026-11-01-2026-11-30.csv']))
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/invoices/book?period=last30',
    )
  })
})
