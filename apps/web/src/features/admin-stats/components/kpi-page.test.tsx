import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const audios = [
  {
    audioId: uuid(1),
    totalSeconds: 7325,
    title: 'Olas del mar',
    fileType: 'audio',
    duration: 600,
    retention: { started: 4, reached25: 3, reached50: 2, reached75: 1, completed: 1 },
  },
  {
    audioId: uuid(2),
    totalSeconds: 1831,
    title: 'Círculo de respiración',
    fileType: 'video',
    duration: 0,
    retention: null,
  },
]
const themes = [
  { themeId: uuid(3), totalSeconds: 4000, name: 'Pareja' },
  { themeId: uuid(4), totalSeconds: 1000, name: 'Familia' },
]

const programStats = [
  {
    _id: uuid(5),
    title: 'Siete días para empezar',
    stepCount: 4,
    started: 8,
    finished: 2,
    reached: [
      { position: 1, done: 8 },
      { position: 2, done: 6 },
      { position: 3, done: 2 },
      { position: 4, done: 2 },
    ],
  },
  { _id: uuid(6), title: 'Nadie lo empezó', stepCount: 2, started: 0, finished: 0, reached: [] },
]

/** The programs' statistics echo the days they were asked for. */
function programStatsAnswer(url: string, programs = programStats) {
  const search = new URL(url, 'http://localhost').searchParams
  return jsonResponse({
    success: true,
    message: 'ok',
    data: { from: search.get('from'), to: search.get('to'), programs },
  })
}

type Handler = (call: unknown, url: string) => Response | Promise<Response>

function renderKpi(handlers: Record<string, Handler> = {}, path = '/admin/kpi') {
  const api = mockApi({
    ...sessionOf(admin),
    'GET /api/stats/crm/audio-playtime/all': () => jsonResponse(audios),
    'GET /api/stats/crm/audio-playtime/themes/all': () => jsonResponse(themes),
    'GET /api/stats/crm/audio-playtime/categories/all': () => jsonResponse([]),
    'GET /api/stats/crm/recommendation-share/all': () => jsonResponse({ takers: 5, played: 2, share: 0.4 }),
    'GET /api/stats/crm/captions-share/all': () =>
      jsonResponse({ seconds: 7200, withCaptions: 5400, share: 0.75 }),
    'GET /api/programs/admin/stats': (_call: unknown, url: string) => programStatsAnswer(url),
    ...handlers,
  })
  return { ...renderRoutes(routes, path), api }
}

describe('Estadísticas (/admin/kpi)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('lists the top items with HH:MM:SS, bars scaled to the largest, the retention curve and the share', async () => {
    const { api } = renderKpi()
    const list = await screen.findByRole('list', { name: 'Top 5 audios y videos' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0] as HTMLElement).getByText('Tiempo de escucha: 02:02:05')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Video')).toBeInTheDocument()
    const bars = list.querySelectorAll<HTMLElement>('[aria-hidden="true"] > div[style]')
    expect(bars[0]?.style.width).toBe('100%')
    expect(Number.parseFloat(bars[1]?.style.width ?? '')).toBeCloseTo((1831 / 7325) * 100, 5)
    expect(
      within(rows[0] as HTMLElement).getByRole('figure', {
        name: /^Retención\s?: 4 empezaron; llegaron al 25 %: 3, al 50 %: 2, al 75 %: 1, al final: 1$/,
      }),
    ).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Sin datos de retención')).toBeInTheDocument()
    expect(await screen.findByText('Sin datos')).toBeInTheDocument()
    expect(screen.getByText(/40\s%/)).toBeInTheDocument()
    expect(
      screen.getByText(
        '2 de 5 personas que hicieron el test en el periodo escucharon uno de sus temas recomendados en los 7 días siguientes.',
      ),
    ).toBeInTheDocument()
    // Issue 34: the share of listening that had captions or a transcript.
    const captions = screen.getByRole('region', { name: 'Escucha con subtítulos o transcripción' })
    expect(within(captions).getByText(/75\s%/)).toBeInTheDocument()
    expect(
      within(captions).getByText(
        '01:30:00 de 02:00:00 de escucha fueron de contenidos que ya tenían subtítulos o transcripción.',
      ),
    ).toBeInTheDocument()
    // The default period, explicit in every call.
    expect(api.calls.filter((call) => call.path.startsWith('/api/stats/crm/'))).toHaveLength(5)
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/all?period=last7'))).toBe(true)
  })

  it('says so when a list cannot load, and loads it again on request', async () => {
    let fail = true
    const { api } = renderKpi({
      'GET /api/stats/crm/audio-playtime/themes/all': () =>
        fail
          ? jsonResponse({ success: false, message: 'x', code: 'common.internal' }, 500)
          : jsonResponse(themes),
    })
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(within(alert).getByText('Error al sincronizar/cargar estadísticas.')).toBeInTheDocument()
    fail = false
    within(alert).getByRole('button', { name: 'Intentar de nuevo' }).click()
    expect(await screen.findByRole('list', { name: 'Top 5 temas' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/stats/crm/audio-playtime/themes/all').length).toBeGreaterThanOrEqual(2)
  })

  it('shows per program who started, who finished and a bar per step, for the period’s days', async () => {
    const { api } = renderKpi({}, '/admin/kpi?period=custom&from=2026-10-01&to=2026-10-31')
    const section = await screen.findByRole('region', { name: 'Programas' })
    const program = await within(section).findByRole('article', { name: 'Siete días para empezar' })
    expect(within(program).getByText('Empezaron: 8')).toBeInTheDocument()
    expect(within(program).getByText(/^Terminaron: 2 \(25\s%\)$/)).toBeInTheDocument()
    const steps = within(program).getByRole('list', { name: 'Pasos hechos de Siete días para empezar' })
    const rows = within(steps).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('.sr-only')?.textContent)).toEqual([
      'Paso 1: lo hicieron 8 de 8.',
      'Paso 2: lo hicieron 6 de 8.',
      'Paso 3: lo hicieron 2 de 8.',
      'Paso 4: lo hicieron 2 de 8.',
    ])
    const bars = [...steps.querySelectorAll<HTMLElement>('span[style]')].map((bar) => bar.style.width)
    expect(bars).toEqual(['100%', '75%', '25%', '25%'])
    // A program nobody started in the period is left out.
    expect(within(section).queryByText('Nadie lo empezó')).not.toBeInTheDocument()
    expect(
      api.fetchMock.mock.calls.some(([url]) =>
        String(url).endsWith('/api/programs/admin/stats?period=custom&from=2026-10-01&to=2026-10-31'),
      ),
    ).toBe(true)
  })

  it('says when the programs cannot load, apart from the top lists, and loads them again', async () => {
    let fail = true
    const { user } = renderKpi({
      'GET /api/programs/admin/stats': (_call, url) =>
        fail
          ? jsonResponse({ success: false, message: 'x', code: 'common.internal' }, 500)
          : programStatsAnswer(url),
    })
    const section = await screen.findByRole('region', { name: 'Programas' })
    const alert = await within(section).findByRole('alert')
    expect(
      within(alert).getByText('No se pudieron cargar las estadísticas de los programas.'),
    ).toBeInTheDocument()
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await within(section).findByText('Empezaron: 8')).toBeInTheDocument()
  })

  it('says when no program was started in the period', async () => {
    renderKpi({ 'GET /api/programs/admin/stats': (_call, url) => programStatsAnswer(url, []) })
    const section = await screen.findByRole('region', { name: 'Programas' })
    expect(await within(section).findByText('Nadie empezó un programa en este periodo.')).toBeInTheDocument()
  })

  it('sends a crmUser back to the dashboard', async () => {
    mockApi({ ...sessionOf(makeSessionUser({ role: 'crmUser' })) })
    renderRoutes(routes, '/admin/kpi')
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de Control' })).toBeInTheDocument()
  })
})
