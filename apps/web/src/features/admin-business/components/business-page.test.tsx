import type { BusinessCohorts, BusinessContentRetention, BusinessSummary } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', email: 'crm@sosiego.app' })
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
const money = (value: number, previous: number) => ({ value, previous })

const summary: BusinessSummary = {
  period: {
    from: '2026-11-22',
    to: '2026-11-28',
    days: 7,
    timeZone: 'Europe/Madrid',
    previous: { from: '2026-11-15', to: '2026-11-21' },
  },
  currency: 'EUR',
  revenue: {
    mrr: money(1234.5, 1200),
    movement: {
      new: money(59.97, 39.98),
      expansion: money(10, 0),
      contraction: money(0, 0),
      churned: money(39.98, 19.99),
      reactivated: money(9.99, 0),
    },
    charged: money(420.5, 380),
    oneOff: money(0, 0),
    refunded: money(19.99, 0),
    net: money(400.51, 380),
  },
  members: {
    paying: { value: 87, previous: 85 },
    payingAtStart: { value: 85, previous: 84 },
    trialsStarted: { value: 12, previous: 10 },
    trialsConverted: { value: 3, previous: 4 },
    trialConversion: { value: 0.25, previous: 0.4 },
    churned: { value: 2, previous: 1 },
    churn: { value: 2 / 85, previous: 1 / 84 },
  },
  perDay: ['22', '23', '24', '25', '26', '27', '28'].map((d, index) => ({
    day: `2026-11-${d}`,
    paying: 85 + Math.floor(index / 3),
    mrr: 1200 + index * 5,
  })),
  cancelReasons: [
    { reason: 'too-expensive', count: 3, previous: 1 },
    { reason: 'no-time', count: 1, previous: 2 },
    { reason: 'content', count: 0, previous: 0 },
    { reason: 'technical', count: 0, previous: 1 },
    { reason: 'other', count: 1, previous: 0 },
    { reason: 'none', count: 2, previous: 2 },
  ],
  cancelNotes: [
    { at: '2026-11-27T10:00:00.000Z', reason: 'too-expensive', note: 'Ahora mismo no me lo puedo permitir' },
  ],
}

const cohorts: BusinessCohorts = {
  timeZone: 'Europe/Madrid',
  cohorts: [
    {
      month: '2026-10',
      size: 20,
      months: [
        { offset: 0, paying: 20, listened: 18 },
        { offset: 1, paying: 15, listened: 9 },
      ],
    },
    { month: '2026-11', size: 10, months: [{ offset: 0, paying: 10, listened: 7 }] },
  ],
}

const content: BusinessContentRetention = {
  members: 40,
  retained: 30,
  categories: [
    {
      categoryId: '00000000-0000-4000-8000-000000000c01',
      name: 'Salud mental',
      played: 20,
      playedRetained: 18,
      notPlayed: 20,
      notPlayedRetained: 12,
    },
  ],
  cohorts: [],
}

const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })

function renderBusiness(user = admin, path = '/admin/negocio') {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/business/summary': ok(summary),
    'GET /api/business/cohorts': ok(cohorts),
    'GET /api/business/content-retention': ok(content),
  })
  return { api, view: renderRoutes(routes, path) }
}

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe() {
        this.callback(
          [{ contentRect: { width: 600, height: 192 } } as ResizeObserverEntry],
          this as unknown as ResizeObserver,
        )
      }
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('/admin/negocio', () => {
  it('shows each figure with its change against the previous period, in words', async () => {
    const { api } = renderBusiness()
    await screen.findByText(/Del 22 de noviembre de 2026 al 28 de noviembre de 2026/)
    const mrr = await screen.findByRole('region', { name: 'MRR (ingresos recurrentes mensuales)' })
    expect(plain(mrr.textContent)).toContain('1234,50 €')
    expect(plain(mrr.textContent)).toContain('+34,50 € frente al periodo anterior')
    const refunded = screen.getByRole('region', { name: 'Reembolsado' })
    expect(plain(refunded.textContent)).toContain('+19,99 € frente al periodo anterior')
    // More refunds are bad news: the line says so in colour as well as in words.
    expect(within(refunded).getByText(/frente al periodo anterior/).parentElement).toHaveClass(
      'text-danger-700',
    )
    const movement = screen.getByRole('region', { name: 'Movimiento del MRR en el periodo' })
    expect(plain(movement.textContent)).toContain('Variación neta del MRR: +39,98 €')
    const conversion = screen.getByRole('region', { name: 'Conversión de prueba a pago' })
    expect(plain(conversion.textContent)).toContain('25 %')
    expect(plain(conversion.textContent)).toContain('−15 puntos frente al periodo anterior')
    expect(plain(conversion.textContent)).toContain('3 de 12 pagaron en los 30 días siguientes')
    const churn = screen.getByRole('region', { name: 'Tasa de bajas' })
    expect(plain(churn.textContent)).toContain('2,4 %')
    expect(plain(screen.getByRole('region', { name: 'Miembros de pago' }).textContent)).toContain('87')
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toContain('/api/business/summary?period=last7')
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toContain('/api/business/cohorts?months=12')
  })

  it('lists the reasons with their counts and the latest notes', async () => {
    renderBusiness()
    await screen.findByText('Ahora mismo no me lo puedo permitir')
    const reasons = await screen.findByRole('region', { name: 'Respuestas en el periodo' })
    const items = within(reasons)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent))
    expect(items[0]).toBe('Es demasiado caro3 (43 %)Periodo anterior: 1')
    expect(items[5]).toBe('Sin respuesta2 (29 %)Periodo anterior: 2')
    expect(within(reasons).getByText('Ahora mismo no me lo puedo permitir')).toBeInTheDocument()
  })

  it('writes each cohort cell as text under its month and offset headers', async () => {
    renderBusiness()
    const table = await screen.findByRole('table', { name: /Cohortes mensuales/ })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Cohorte', 'Miembros', 'Mes 0', 'Mes 1'])
    const october = within(table).getByRole('rowheader', { name: 'oct 2026' }).closest('tr') as HTMLElement
    expect(plain(october.textContent)).toContain('75 % pagan45 % escuchan')
  })

  it('labels content and retention as a correlation and compares players with the rest', async () => {
    renderBusiness()
    expect(await screen.findByText(/Es una correlación, no una causa/)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: /Retención a 90 días/ })
    const row = within(table).getByRole('rowheader', { name: 'Salud mental' }).closest('tr') as HTMLElement
    expect(plain(row.textContent)).toBe('Salud mental50 %20 de 4090 %60 %+30 p. p.')
  })

  it('downloads each table as CSV from the contract paths', async () => {
    const { api, view } = renderBusiness()
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    api.set({
      'GET /api/business/cohorts/export': () =>
        new Response('\uFEFFCohorte\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="negocio-cohortes.csv"',
          },
        }),
    })
    await view.user.click(await screen.findByRole('button', { name: 'Descargar CSV de cohortes' }))
    await waitFor(() => expect(downloads).toEqual(['negocio-cohortes.csv']))
    expect(api.fetchMock.mock.calls.map(([url]) => url)).toContain('/api/business/cohorts/export?months=12')
    expect(screen.getByRole('button', { name: 'Descargar CSV de ingresos y miembros' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Descargar CSV de contenido que retiene' })).toBeInTheDocument()
  })

  it('sends a crmUser back to the dashboard without asking for the figures', async () => {
    const { api, view } = renderBusiness(crm)
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin'))
    expect(api.callsTo('GET /api/business/summary')).toHaveLength(0)
  })
})
