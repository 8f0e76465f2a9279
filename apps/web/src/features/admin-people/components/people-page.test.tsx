import type { AdminUser } from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeAdminUser, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })

const person = (name: string, lastName: string, overrides: Partial<AdminUser> = {}): AdminUser =>
  makeAdminUser({
    _id: `00000000-0000-4000-8000-0000000000${name.length}${lastName.length}`,
    name,
    lastName,
    email: `${name.toLowerCase()}@example.com`,
    role: 'subscriber',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  })

const people = [person('Lucía', 'Martín'), person('Pedro', 'Gómez', { isActive: false, role: 'visitor' })]

function renderClientes() {
  const api = mockApi(clientesApi())
  return { ...renderRoutes(routes, '/admin/clientes'), api }
}

function clientesApi() {
  return {
    ...sessionOf(admin),
    'GET /api/users/list': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: people,
        pagination: { page: 1, pageSize: 20, total: 2, groupTotal: 2, pages: 1 },
      }),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/admin/clientes rows (issue 28)', { timeout: 20_000 }, () => {
  it('keeps each row to one line of actions: icon buttons named for the person, labelled by a tooltip', async () => {
    renderClientes()
    const table = await screen.findByRole('table')
    // The address is the client's second line, not a column of its own.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Cliente', 'Tipo', 'Estado', 'Tests', 'Creado', 'Acciones'])
    const lucia = within(table).getByRole('row', { name: /Lucía Martín/ })
    expect(within(lucia).getByText('lucía@example.com')).toBeInTheDocument()
    const named = (name: string) => within(lucia).getByRole('button', { name })
    expect(named('Editar a Lucía Martín')).toHaveAttribute('title', 'Editar')
    expect(named('Ver tests de Lucía Martín')).toHaveAttribute('title', 'Ver tests')
    expect(named('Desactivar a Lucía Martín')).toHaveAttribute('title', 'Desactivar')
    for (const button of within(lucia).getAllByRole('button')) expect(button).toHaveTextContent('')
    const pedro = within(table).getByRole('row', { name: /Pedro Gómez/ })
    expect(within(pedro).getByRole('button', { name: 'Activar a Pedro Gómez' })).toHaveAttribute(
      'title',
      'Activar',
    )
  })

  it('labels the actions on a phone’s cards, with the same names', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }))
    const { user } = renderClientes()
    const lucia = (await screen.findByText('Lucía Martín')).closest('li') as HTMLElement
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(within(lucia).getByRole('button', { name: 'Editar a Lucía Martín' })).toHaveTextContent('Editar')
    expect(within(lucia).getByRole('button', { name: 'Ver tests de Lucía Martín' })).toHaveTextContent(
      'Ver tests',
    )
    await user.click(within(lucia).getByRole('button', { name: 'Desactivar a Lucía Martín' }))
    expect(await screen.findByRole('alertdialog', { name: /Desactivar a Lucía Martín/ })).toBeInTheDocument()
  })

  it("filters 'Pago pendiente': the list is asked for the members whose renewal is being retried (issue 32)", async () => {
    const { api, user } = renderClientes()
    await screen.findByRole('table')
    await user.click(screen.getByRole('checkbox', { name: 'Pago pendiente' }))
    await vi.waitFor(() =>
      expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContainEqual(
        expect.stringContaining('withPaymentPending=true'),
      ),
    )
  })
})
