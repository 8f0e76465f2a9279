import type { UserRole } from '@sosiego/shared'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeAdminUser } from '../../../test/fixtures.ts'
import { EditUserDialog } from './edit-user-dialog.tsx'

const memberId = '00000000-0000-4000-8000-000000000042'
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const member = makeAdminUser({ _id: memberId, role: 'subscriber' })
const audiosPath = `GET /api/stats/crm/audio-playtime/${memberId}`
const themesPath = `GET /api/stats/crm/audio-playtime/themes/${memberId}`
const categoriesPath = `GET /api/stats/crm/audio-playtime/categories/${memberId}`

function renderEditor(
  viewerRole: UserRole,
  handlers: Record<string, () => Response | Promise<Response>> = {},
) {
  const api = mockApi({
    [`GET /api/users/changes/${memberId}`]: () => jsonResponse({ success: true, message: 'OK', data: [] }),
    ...handlers,
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <EditUserDialog user={member} clients viewerRole={viewerRole} onClose={() => {}} onSaved={() => {}} />
    </AppProviders>,
  )
  return api
}

describe('Clientes editor: the member’s listening', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows an admin the member’s top themes and audios of the last 30 days as HH:MM:SS', async () => {
    const api = renderEditor('admin', {
      [audiosPath]: () =>
        jsonResponse([
          {
            audioId: uuid(1),
            totalSeconds: 3725,
            title: 'Olas del mar',
            fileType: 'audio',
            duration: 600,
            retention: null,
          },
          {
            audioId: uuid(2),
            totalSeconds: 65,
            title: 'Bosque',
            fileType: 'audio',
            duration: 300,
            retention: null,
          },
        ]),
      [themesPath]: () => jsonResponse([{ themeId: uuid(3), totalSeconds: 3790, name: 'Ansiedad' }]),
      // Every category: the whole listening, more than the top 5 audios' 01:03:10.
      [categoriesPath]: () =>
        jsonResponse([
          { categoryId: uuid(4), totalSeconds: 3790, name: 'Calma' },
          { categoryId: uuid(5), totalSeconds: 600, name: 'Sueño' },
        ]),
    })
    const audios = await screen.findByRole('list', { name: 'Top 5 audios y videos' })
    const rows = within(audios).getAllByRole('listitem')
    expect(rows.map((row) => row.textContent)).toEqual(['Olas del mar01:02:05', 'Bosque00:01:05'])
    const themes = screen.getByRole('list', { name: 'Top 5 temas' })
    expect(within(themes).getByRole('listitem')).toHaveTextContent('Ansiedad01:03:10')
    expect(screen.getByText('Tiempo total de escucha: 01:13:10')).toBeInTheDocument()
    expect(api.callsTo(audiosPath)).toHaveLength(1)
    // The total asks every category (limit 100), not the top 5.
    expect(
      api.fetchMock.mock.calls.some(
        ([url]) => String(url).includes('/categories/') && String(url).includes('limit=100'),
      ),
    ).toBe(true)
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('period=last30'))).toBe(true)
  })

  it('says Sin datos when the member listened to nothing', async () => {
    renderEditor('admin', {
      [audiosPath]: () => jsonResponse([]),
      [themesPath]: () => jsonResponse([]),
      [categoriesPath]: () => jsonResponse([]),
    })
    expect(await screen.findByText('Sin datos')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Escucha de los últimos 30 días' })).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Top 5 audios y videos' })).not.toBeInTheDocument()
  })

  it('shows the error state with a retry when the statistics cannot be loaded', async () => {
    renderEditor('admin', {
      [audiosPath]: () => jsonResponse({ success: false, message: 'boom' }, 500),
      [themesPath]: () => jsonResponse([]),
      [categoriesPath]: () => jsonResponse([]),
    })
    expect(await screen.findByText('Error al sincronizar/cargar estadísticas.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
  })

  it('never calls the admin-only statistics for a crmUser', async () => {
    const api = renderEditor('crmUser')
    await screen.findByText('Sin cambios registrados')
    expect(screen.queryByRole('heading', { name: 'Escucha de los últimos 30 días' })).not.toBeInTheDocument()
    expect(api.calls.filter((call) => call.path.startsWith('/api/stats/'))).toEqual([])
  })
})
