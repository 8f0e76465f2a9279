import { foldText, holdsEveryWord, type PaymentRecord, searchWords } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { type ApiCall, mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { makeRecord } from '../lib/test-records.ts'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', lastName: 'Gestor', email: 'crm@sosiego.app' })
const listKey = 'GET /api/payment-records/list'
const exportKey = 'GET /api/payment-records/export'

const lucia = makeRecord({
  status: 'completed',
  amount: 19.99,
  user: { name: 'Lucía', lastName: 'Martín', email: 'lucia@example.com' },
  plan: { name: 'Full' },
})
const pedro = makeRecord({
  status: 'intent_created',
  amount: 9.99,
  provider: 'local',
  completedAt: null,
  user: { name: '=HYPERLINK("x")', lastName: 'Gómez', email: 'pedro@example.com' },
  plan: { name: 'Mini' },
})
const ana = makeRecord({
  status: 'failed',
  amount: 199,
  currency: 'EUR',
  user: { name: 'Ana', lastName: 'López', email: 'ana@example.com' },
  plan: { name: 'Full anual' },
})

/**
 * GET /api/payment-records/list as the server answers the page (decision 070): the filters and the
 * page from the query, newest first as given, with `pagination`. The server's own filtering is tested
 * in the API's tests; here it only has to behave alike.
 */
const listed = (records: PaymentRecord[]) => (_call: ApiCall, url: string) => {
  const query = new URL(url, 'http://sosiego.test').searchParams
  const words = searchWords(query.get('search') ?? '')
  const status = query.get('status')
  const matching = records.filter(
    (record) =>
      (!status || record.status === status) &&
      holdsEveryWord(
        foldText(`${record.user.name} ${record.user.lastName}\n${record.user.email}\n${record.plan.name}`),
        words,
      ),
  )
  const pageSize = Number(query.get('pageSize') ?? 25)
  const page = Number(query.get('page') ?? 1)
  const pages = Math.max(1, Math.ceil(matching.length / pageSize))
  return jsonResponse({
    success: true,
    message: 'ok',
    data: matching.slice((page - 1) * pageSize, page * pageSize),
    pagination: { page, pageSize, total: matching.length, allTotal: records.length, pages },
  })
}

function renderOrders(records: PaymentRecord[] = [lucia, pedro, ana], user = admin) {
  const api = mockApi({
    ...sessionOf(user),
    [listKey]: listed(records),
    // An order's invoices in its detail (issue 32; tested in admin-invoices).
    'GET /api/invoices/list': () => jsonResponse({ success: true, message: 'ok', data: [] }),
  })
  const view = renderRoutes(routes, '/admin/logs-ordenes')
  return { ...view, api }
}

const rows = () => screen.getAllByRole('row').slice(1)

/** Replaces the search text at once (typing letter by letter is slow and tests nothing more). */
async function searchFor(user: ReturnType<typeof renderRoutes>['user'], text: string) {
  const search = screen.getByLabelText('Buscar por nombre, correo o plan')
  await user.clear(search)
  await user.click(search)
  await user.paste(text)
  return search
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The machine running the suite is shared: generous time for the user-event driven tests.
describe('/admin/logs-ordenes', { timeout: 20_000 }, () => {
  it('labels subscription events: renewals, cancellations, withdrawals and refunds (issue 18)', async () => {
    renderOrders([
      makeRecord({ kind: 'withdrawal', status: 'refunded', plan: { name: 'Full' } }),
      makeRecord({ kind: 'cancellation', status: 'canceled', amount: 0, plan: { name: 'Full' } }),
      makeRecord({ kind: 'renewal', status: 'failed', plan: { name: 'Full' } }),
    ])
    await screen.findByRole('heading', { level: 1, name: 'Órdenes' })
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(within(rows()[0] as HTMLElement).getByText('Desistimiento · Reembolsado')).toBeInTheDocument()
    expect(within(rows()[1] as HTMLElement).getByText('Renovación cancelada · Cancelado')).toBeInTheDocument()
    expect(within(rows()[2] as HTMLElement).getByText('Renovación · Fallido')).toBeInTheDocument()
  })

  it('loads, then lists the orders with user, plan, amount, status and date', async () => {
    renderOrders()
    expect(await screen.findByText('Cargando logs de órdenes...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Órdenes' })).toBeInTheDocument()
    expect(await screen.findByText('Historial de pagos y transacciones (3 de 3)')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Órdenes · Sosiego'))

    expect(rows()).toHaveLength(3)
    const first = within(rows()[0] as HTMLElement)
    expect(first.getByText('LM')).toBeInTheDocument()
    expect(first.getByText('Lucía Martín')).toBeInTheDocument()
    expect(first.getByText('lucia@example.com')).toBeInTheDocument()
    expect(first.getByText('Full')).toBeInTheDocument()
    expect(first.getByText(/19,99\sUS\$/)).toBeInTheDocument()
    expect(first.getByText('Completado')).toBeInTheDocument()
    expect(first.getByText(/^05\/03\/2026/)).toBeInTheDocument()
    expect(within(rows()[2] as HTMLElement).getByText(/199,00\s€/)).toBeInTheDocument()
    expect(within(rows()[1] as HTMLElement).getByText('Iniciado')).toBeInTheDocument()
    expect(within(rows()[2] as HTMLElement).getByText('Fallido')).toBeInTheDocument()
    expect(screen.queryByText('Cargando logs de órdenes...')).not.toBeInTheDocument()
  })

  it('searches name, e-mail and plan, and clears the filters', async () => {
    const { user } = renderOrders()
    await screen.findByText('Historial de pagos y transacciones (3 de 3)')
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument()

    const search = await searchFor(user, 'lucia martin')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByText('Historial de pagos y transacciones (1 de 3)')).toBeInTheDocument()

    await searchFor(user, 'ANA@EXAMPLE')
    // The same count as before: wait for the row itself (the server answers after the typing pause).
    await waitFor(() => expect(within(rows()[0] as HTMLElement).getByText('Ana López')).toBeInTheDocument())
    expect(screen.getByText('Historial de pagos y transacciones (1 de 3)')).toBeInTheDocument()

    await searchFor(user, 'full')
    await waitFor(() => expect(rows()).toHaveLength(2))

    await searchFor(user, 'nadie')
    expect(await screen.findByText('No se encontraron logs con los filtros aplicados')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }))
    expect(search).toHaveValue('')
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(screen.queryByRole('button', { name: 'Limpiar filtros' })).not.toBeInTheDocument()
  })

  it('filters by status', async () => {
    const { user } = renderOrders()
    await screen.findByText('Historial de pagos y transacciones (3 de 3)')
    const status = screen.getByRole('combobox', { name: 'Filtrar por estado' })
    expect(status).toHaveDisplayValue('Todos los estados')

    const options = within(status).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual([
      'Todos los estados',
      'Completado',
      'Iniciado',
      'Expirado',
      'Fallido',
      'Cancelado',
    ])
    await user.selectOptions(status, 'Iniciado')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(within(rows()[0] as HTMLElement).getByText('pedro@example.com')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por estado' }), 'Expirado')
    expect(await screen.findByText('No se encontraron logs con los filtros aplicados')).toBeInTheDocument()
  })

  it('says when there are no orders at all', async () => {
    renderOrders([])
    expect(await screen.findByText('No hay logs de órdenes disponibles')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled()
  })

  it('shows a load error with a retry', async () => {
    const api = mockApi({
      ...sessionOf(admin),
      [listKey]: () => jsonResponse({ success: false, message: 'Algo falló.', code: 'x' }, 500),
    })
    const { user } = renderRoutes(routes, '/admin/logs-ordenes')
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo falló.')

    api.set({ [listKey]: listed([lucia]) })
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("falls back to the spec's text when the server sends no message", async () => {
    mockApi({ ...sessionOf(admin), [listKey]: () => new Response('<html>', { status: 502 }) })
    renderRoutes(routes, '/admin/logs-ordenes')
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar las órdenes')
  })

  it('refreshes the list', async () => {
    const { user, api } = renderOrders([lucia])
    await waitFor(() => expect(rows()).toHaveLength(1))
    api.set({ [listKey]: listed([pedro, lucia]) })
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(api.callsTo(listKey)).toHaveLength(2)
  })

  it('keeps the list and toasts the error when a refresh fails', async () => {
    const { user, api } = renderOrders([lucia])
    await waitFor(() => expect(rows()).toHaveLength(1))
    api.set({
      [listKey]: () => jsonResponse({ success: false, message: 'Servidor ocupado.', code: 'x' }, 503),
    })
    await user.click(screen.getByRole('button', { name: 'Actualizar' }))
    expect(await screen.findByText('Servidor ocupado.')).toBeInTheDocument()
    expect(rows()).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).not.toBeInTheDocument()
    // The cached list says it may be out of date (back-office §8), until a reload succeeds.
    expect(screen.getByText('Algunos datos pueden no estar en caché...')).toBeInTheDocument()
    api.set({ [listKey]: listed([pedro, lucia]) })
    await user.click(screen.getByRole('button', { name: 'Volver a cargar' }))
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(screen.queryByText('Algunos datos pueden no estar en caché...')).not.toBeInTheDocument()
  })

  it('opens the payment detail', async () => {
    const { user } = renderOrders()
    await screen.findByText('Historial de pagos y transacciones (3 de 3)')
    await user.click(
      screen.getByRole('button', { name: 'Ver detalles de la orden de =HYPERLINK("x") Gómez' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del pago' })
    expect(within(dialog).getByText(`Orden ${pedro._id}`)).toBeInTheDocument()
    expect(within(dialog).getByText('pedro@example.com')).toBeInTheDocument()
    expect(within(dialog).getByText('Mini')).toBeInTheDocument()
    expect(within(dialog).getByText(/9,99\sUS\$/)).toBeInTheDocument()
    expect(within(dialog).getByText('USD')).toBeInTheDocument()
    expect(within(dialog).getByText('Iniciado')).toBeInTheDocument()
    expect(within(dialog).getByText('Checkout de prueba')).toBeInTheDocument()
    // Never completed: N/A.
    expect(within(dialog).getByText('N/A')).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows cards below 768 px, each with plan, amount, status and date, and opens the detail', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const { user } = renderOrders()
    const list = await screen.findByRole('list', {
      name: 'Órdenes de pago, de la más reciente a la más antigua',
    })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    const first = within(cards[0] as HTMLElement)
    expect(first.getByText('Lucía Martín')).toBeInTheDocument()
    expect(first.getByText('lucia@example.com')).toBeInTheDocument()
    const line = (label: string) => first.getByText(label).nextElementSibling
    expect(line('Plan')).toHaveTextContent('Full')
    expect(line('Monto')).toHaveTextContent(/19,99\sUS\$/)
    expect(line('Estado')).toHaveTextContent('Completado')
    expect(line('Fecha')).toHaveTextContent(/^05\/03\/2026/)

    await user.click(
      within(cards[2] as HTMLElement).getByRole('button', { name: 'Ver detalles de la orden de Ana López' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del pago' })
    expect(within(dialog).getByText('ana@example.com')).toBeInTheDocument()
  })

  it('pages a long list, 25 rows at a time, and goes back to page 1 on a new search', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      makeRecord({ user: { name: `Persona${String(index).padStart(2, '0')}`, lastName: 'Prueba' } }),
    )
    const { user } = renderOrders(many)
    await screen.findByText('Historial de pagos y transacciones (60 de 60)')
    expect(rows()).toHaveLength(25)
    const pager = screen.getByRole('navigation', { name: 'Paginación de órdenes' })
    expect(within(pager).getByText('Página 1 de 3')).toBeInTheDocument()
    expect(within(pager).getByRole('button', { name: 'Anterior' })).toBeDisabled()

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }))
    expect(within(pager).getByText('Página 3 de 3')).toBeInTheDocument()
    expect(rows()).toHaveLength(10)
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled()

    await searchFor(user, 'persona0')
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(screen.queryByRole('navigation', { name: 'Paginación de órdenes' })).not.toBeInTheDocument()
  })

  it('asks the server for one page with the filters, never for every order', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      makeRecord({ status: index % 2 ? 'completed' : 'failed', user: { name: `Persona${index}` } }),
    )
    const { user, api } = renderOrders(many)
    await screen.findByText('Historial de pagos y transacciones (60 de 60)')
    const pager = screen.getByRole('navigation', { name: 'Paginación de órdenes' })
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }))
    await waitFor(() => expect(within(pager).getByText('Página 2 de 3')).toBeInTheDocument())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por estado' }), 'Fallido')
    await waitFor(() =>
      expect(screen.getByText('Historial de pagos y transacciones (30 de 60)')).toBeInTheDocument(),
    )
    await searchFor(user, 'persona4')
    await waitFor(() =>
      expect(screen.getByText('Historial de pagos y transacciones (6 de 60)')).toBeInTheDocument(),
    )
    const asked = api.fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.startsWith('/api/payment-records/list'))
      .map((url) => url.split('?')[1])
    expect(asked[0]).toBe('page=1&pageSize=25')
    expect(asked).toContain('page=2&pageSize=25')
    expect(asked).toContain('status=failed&page=1&pageSize=25')
    expect(asked.at(-1)).toBe('search=persona4&status=failed&page=1&pageSize=25')
    // Typing is debounced: the letters of 'persona4' did not each make a request.
    expect(asked.filter((query) => query?.startsWith('search=')).length).toBeLessThanOrEqual(2)
  })

  it('draws one page of rows whatever the number of orders', async () => {
    const many = Array.from({ length: 5000 }, (_, index) =>
      makeRecord({ status: index % 3 ? 'completed' : 'expired', user: { name: `Cliente${index}` } }),
    )
    const { user } = renderOrders(many)
    await screen.findByText('Historial de pagos y transacciones (5000 de 5000)')
    expect(rows()).toHaveLength(25)
    expect(screen.getByText('Página 1 de 200')).toBeInTheDocument()
    await searchFor(user, 'cliente4999')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByText('Historial de pagos y transacciones (1 de 5000)')).toBeInTheDocument()
  })

  it('downloads ordenes.csv from the server with the page filters, and says so', async () => {
    const blobs: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob)
      return 'blob:ordenes'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    const csv = '\uFEFFNombre,Apellido\n'
    const { user, api } = renderOrders()
    const urls: string[] = []
    api.set({
      [exportKey]: () => new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    })
    await screen.findByText('Historial de pagos y transacciones (3 de 3)')
    await searchFor(user, 'example.com')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filtrar por estado' }), 'Iniciado')
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }))

    expect(await screen.findByText('Archivo ordenes.csv descargado')).toBeInTheDocument()
    for (const [input] of api.fetchMock.mock.calls) urls.push(String(input))
    expect(urls.filter((url) => url.startsWith('/api/payment-records/export'))).toEqual([
      '/api/payment-records/export?search=example.com&status=intent_created',
    ])
    expect(downloads).toEqual(['ordenes.csv'])
    expect(await (blobs[0] as Blob).text()).toBe(csv)
  })

  it('says so when the export fails', async () => {
    const { user, api } = renderOrders()
    api.set({ [exportKey]: () => jsonResponse({ success: false, message: 'x' }, 500) })
    await screen.findByText('Historial de pagos y transacciones (3 de 3)')
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    expect(
      await screen.findByText('No se pudo exportar ordenes.csv. Inténtalo de nuevo.'),
    ).toBeInTheDocument()
  })

  it('is open to a crmUser, whose menu has no Planes', async () => {
    renderOrders([lucia], crm)
    await waitFor(() => expect(rows()).toHaveLength(1))
    const nav = screen.getAllByRole('navigation', { name: 'Menú de administración' })[0] as HTMLElement
    expect(within(nav).queryByRole('link', { name: 'Gestión de Planes' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Órdenes' })).toHaveAttribute('aria-current', 'page')
  })
})
