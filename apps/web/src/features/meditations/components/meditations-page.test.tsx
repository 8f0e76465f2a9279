import {
  type Category,
  es,
  type MediaItem,
  type PlaybackPosition,
  type SessionUser,
  type Theme,
} from '@sosiego/shared'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makePlan, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import defaultCover from '../assets/default-cover.svg'
import { playerStore } from '../player/player-store.ts'

const stamp = '2026-01-01T00:00:00.000Z'
let sequence = 0
const id = () => {
  sequence += 1
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
}

function category(slug: string, name: string): Category {
  return {
    _id: id(),
    name,
    slug,
    description: '',
    isActive: true,
    isDeleted: false,
    order: 1,
    coverImage: null,
    createdAt: stamp,
    updatedAt: stamp,
  }
}
const salud = category('salud', 'Salud')
const relaciones = category('relaciones', 'Relaciones')
const categories = [salud, relaciones]

function theme(slug: string, name: string, of: Category): Theme {
  return { ...category(slug, name), category: { _id: of._id, name: of.name, slug: of.slug } }
}
const saludMental = theme('salud-mental', 'Salud mental', salud)
const saludEmocional = theme('salud-emocional', 'Salud emocional', salud)
const pareja = theme('pareja', 'Pareja', relaciones)
const familia = theme('familia', 'Familia', relaciones)
const themes = [saludMental, saludEmocional, pareja, familia]

function item(title: string, of: Theme, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    _id: id(),
    title,
    description: `${title}: una pausa para ti.`,
    fileType: 'audio',
    theme: { _id: of._id, name: of.name, slug: of.slug, category: of.category },
    duration: 95,
    audio: { audioName: 'a.mp3', audioUrl: '/media/audios/a.mp3' },
    coverImage: { coverImageName: 'c.webp', coverImageUrl: `/media/caratula-audios/${of.slug}.webp` },
    tags: [],
    order: 1,
    isActive: true,
    isDeleted: false,
    locked: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  }
}
const respiracion = item('Respiración consciente', saludMental, { tags: ['calma'], coverImage: null })
const lluvia = item('Lluvia serena', saludEmocional, { duration: 20 })
const olas = item('Olas del mar', pareja, { locked: true })
const atardecer = item('Olas al atardecer', familia, { fileType: 'video', duration: 14 })
const media = [respiracion, lluvia, olas, atardecer]

const member = (overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({ role: 'subscriber', activeSubscription: activeSubscription(), ...overrides })

function open(
  path = '/panel/meditaciones',
  {
    user = member(),
    items = media,
    positions = [],
    handlers = {},
  }: {
    user?: SessionUser
    items?: MediaItem[]
    positions?: PlaybackPosition[]
    handlers?: Parameters<typeof mockApi>[0]
  } = {},
) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/player/positions': () => jsonResponse({ success: true, message: 'ok', data: positions }),
    ...Object.fromEntries(
      items.map((entry) => [
        `PUT /api/player/positions/${entry._id}`,
        () => jsonResponse({ success: true, message: 'Posición guardada.' }),
      ]),
    ),
    'GET /api/audios/list': () => jsonResponse({ success: true, message: 'ok', data: items }),
    'GET /api/categories/list': () => jsonResponse({ success: true, message: 'ok', data: categories }),
    'GET /api/themes/list': () => jsonResponse({ success: true, message: 'ok', data: themes }),
    // The review button beside the heading asks for the member's review.
    'GET /api/reviews/me': () => jsonResponse({ success: true, message: 'ok', data: null, removed: false }),
    'GET /api/favorites': () => jsonResponse({ success: true, message: 'ok', data: [] }),
    'GET /api/plans/list': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: [makePlan({ slug: 'mini', name: 'Mini' }), makePlan({ slug: 'full', name: 'Full' })],
      }),
    ...handlers,
  })
  return { api, ...renderRoutes(routes, path) }
}

/** The signed address the page asks for before it plays `entry`. */
const streamUrl = (entry: MediaItem, url: string) => ({
  [`GET /api/audios/stream-url/${entry._id}`]: () =>
    jsonResponse({
      success: true,
      message: 'ok',
      data: { url, expiresAt: new Date(Date.now() + 600_000).toISOString() },
    }),
})

const main = () => screen.getByRole('main')
const table = () => screen.findByRole('table')
/** The titles in the table, in order. */
function titles(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
  return rows.map((row) => row.querySelector('[data-testid="media-title"]')?.textContent ?? '')
}

async function choose(user: ReturnType<typeof open>['user'], label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option)
}

afterEach(() => {
  playerStore.close()
  vi.unstubAllGlobals()
})

describe('/panel/meditaciones', () => {
  it('lists the audios with their cover, category, theme and m:ss duration, and the videos on their tab', async () => {
    const { user, router } = open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Meditaciones' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Meditaciones · Sosiego'))
    await table()
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent)
    // The spec's columns, then the hearts' (named for screen readers only); no downloads' column
    // here: happy-dom, like a page over plain http, has no Cache Storage.
    expect(headers).toEqual([
      'Portada',
      'Título',
      'Descripción',
      'Categoría',
      'Tema',
      'Duración',
      'Favoritos',
    ])
    expect(titles()).toEqual(['Respiración consciente', 'Lluvia serena', 'Olas del mar'])
    const first = screen.getAllByRole('row')[1] as HTMLElement
    expect(within(first).getByText('1:35')).toBeInTheDocument()
    expect(within(first).getByText('Salud')).toBeInTheDocument()
    expect(within(first).getByText('Salud mental')).toBeInTheDocument()
    // No cover set: the default one.
    expect(first.querySelector('img')?.getAttribute('src')).toBe(defaultCover)
    expect(screen.getAllByRole('row')[2]?.querySelector('img')?.getAttribute('src')).toBe(
      '/media/caratula-audios/salud-emocional.webp',
    )

    await user.click(screen.getByRole('tab', { name: 'Videos' }))
    expect(router.state.location.search).toBe('?tipo=video')
    await waitFor(() => expect(titles()).toEqual(['Olas al atardecer']))
    expect(screen.getByText('0:14')).toBeInTheDocument()
  })

  it('draws a long catalogue whole, drawn as a background render once its calls have answered', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      item(`Sesión ${String(index + 1).padStart(2, '0')}`, saludMental, { order: index }),
    )
    open('/panel/meditaciones', { items: many })
    await table()
    await waitFor(() => expect(titles()).toHaveLength(25))
    expect(titles().at(-1)).toBe('Sesión 25')
  })

  it('filters by category, then by a theme of that category; a new category clears the theme', async () => {
    const { user, router } = open()
    await table()
    await choose(user, 'Categoría', 'Salud')
    expect(router.state.location.search).toBe('?categoria=salud')
    expect(titles()).toEqual(['Respiración consciente', 'Lluvia serena'])

    const theme = screen.getByRole('combobox', { name: 'Tema' })
    const options = within(theme)
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(options).toEqual(['Todos', 'Salud mental', 'Salud emocional'])
    await user.selectOptions(theme, 'Salud emocional')
    expect(router.state.location.search).toBe('?categoria=salud&tema=salud-emocional')
    expect(titles()).toEqual(['Lluvia serena'])

    await choose(user, 'Categoría', 'Relaciones')
    expect(router.state.location.search).toBe('?categoria=relaciones')
    expect(screen.getByRole('combobox', { name: 'Tema' })).toHaveDisplayValue('Todos')
    expect(titles()).toEqual(['Olas del mar'])

    // Back undoes the last choice.
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('?categoria=salud&tema=salud-emocional')
    await waitFor(() => expect(titles()).toEqual(['Lluvia serena']))
  })

  it('searches title, description, theme, category and tags, ignoring accents and case', async () => {
    const { user, router } = open()
    await table()
    const search = screen.getByRole('searchbox', { name: 'Buscar' })
    await user.click(search)
    await user.paste('RESPIRACION')
    expect(titles()).toEqual(['Respiración consciente'])
    expect(router.state.location.search).toBe('?q=RESPIRACION')
    await user.clear(search)
    await user.click(search)
    await user.paste('pareja')
    expect(titles()).toEqual(['Olas del mar'])
    await user.clear(search)
    await user.click(search)
    await user.paste('calma')
    expect(titles()).toEqual(['Respiración consciente'])
    await user.clear(search)
    await user.click(search)
    await user.paste('emocional')
    expect(titles()).toEqual(['Lluvia serena'])

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }))
    expect(router.state.location.search).toBe('')
    expect(titles()).toHaveLength(3)
  })

  it('reads the filters from the URL', async () => {
    open('/panel/meditaciones?categoria=relaciones&q=mar')
    await table()
    expect(titles()).toEqual(['Olas del mar'])
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('mar')
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Relaciones')
  })

  it("offers the test's main category and themes as buttons that set the filters", async () => {
    const user = member({
      tookTest: true,
      testResult: {
        category: { _id: relaciones._id, name: 'Relaciones', slug: 'relaciones' },
        categoriaPrincipal: 'relaciones',
        themes: [
          { _id: saludEmocional._id, name: 'Salud emocional', slug: 'salud-emocional' },
          { _id: pareja._id, name: 'Pareja', slug: 'pareja' },
        ],
        topTemas: ['salud-emocional', 'pareja'],
      },
    })
    const view = open('/panel/meditaciones', { user })
    const box = await screen.findByRole('region', { name: 'Recomendado para ti según tu test' })
    await table()
    await view.user.click(within(box).getByRole('button', { name: 'Salud emocional' }))
    expect(view.router.state.location.search).toBe('?categoria=salud&tema=salud-emocional')
    expect(titles()).toEqual(['Lluvia serena'])
    expect(within(box).getByRole('button', { name: 'Salud emocional' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await view.user.click(within(box).getByRole('button', { name: 'Relaciones' }))
    expect(view.router.state.location.search).toBe('?categoria=relaciones')
    expect(titles()).toEqual(['Olas del mar'])
  })

  it('shows no recommendations without a test result', async () => {
    open()
    await table()
    expect(
      screen.queryByRole('region', { name: 'Recomendado para ti según tu test' }),
    ).not.toBeInTheDocument()
  })

  it('a locked item is marked, is not played, and opens the plan picker', async () => {
    // A secure context (Cache Storage), where downloads are offered.
    vi.stubGlobal('caches', {})
    const user = member({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) })
    const view = open('/panel/meditaciones', { user })
    await table()
    const locked = screen.getByRole('button', { name: 'Olas del mar: no incluido en tu plan. Mejorar plan' })
    expect(
      within(locked.closest('tr') as HTMLElement).getByText('No incluido en tu plan'),
    ).toBeInTheDocument()
    // 'Descargar' only beside what the plan reaches (decision 082).
    expect(screen.queryByRole('button', { name: /^Descargar Olas del mar/ })).not.toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Descargar Lluvia serena para escuchar sin conexión' }),
    ).toBeInTheDocument()
    await view.user.click(locked)
    const picker = await screen.findByRole('dialog', { name: 'Actualizar al plan Full' })
    expect(await within(picker).findByRole('button', { name: 'Mejorar plan' })).toBeInTheDocument()
    expect(view.api.callsTo(`GET /api/audios/stream-url/${olas._id}`)).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()
  })

  it.each([
    ['audio', '/panel/meditaciones', 'No hay audios activos'],
    ['video', '/panel/meditaciones?tipo=video', 'No hay videos activos'],
  ])('says when there is no active %s', async (_type, path, text) => {
    open(path, { items: [] })
    expect(await screen.findByText(text)).toBeInTheDocument()
  })

  it("says 'No se encontraron audios/videos' when the filters leave nothing", async () => {
    const { user } = open()
    await table()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'inexistente')
    expect(screen.getByText('No se encontraron audios/videos')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('never ends a theme with nothing in it in an empty list: the nearest items are offered', async () => {
    // Familia holds only a video: its audios tab offers what the member can play nearest to it.
    open('/panel/meditaciones?tema=familia')
    expect(
      await screen.findByText('Todavía no hay sesiones de este tipo aquí. Te proponemos las más cercanas:'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reproducir Respiración consciente' })).toBeInTheDocument()
    expect(screen.queryByText('No se encontraron audios/videos')).not.toBeInTheDocument()
  })

  it('marks a favourite with the heart: it joins Favoritos and the Solo favoritos filter', async () => {
    const { api, user, router } = open()
    let favourites: { mediaId: string; createdAt: string }[] = []
    api.set({
      'GET /api/favorites': () => jsonResponse({ success: true, message: 'ok', data: favourites }),
      [`PUT /api/favorites/${lluvia._id}`]: () => {
        favourites = [{ mediaId: lluvia._id, createdAt: new Date().toISOString() }]
        return jsonResponse({ success: true, message: 'ok', mediaId: lluvia._id, favourite: true })
      },
      [`DELETE /api/favorites/${lluvia._id}`]: () => {
        favourites = []
        return jsonResponse({ success: true, message: 'ok', mediaId: lluvia._id, favourite: false })
      },
    })
    await table()
    expect(screen.queryByRole('heading', { name: 'Favoritos' })).not.toBeInTheDocument()
    const heart = screen.getByRole('button', { name: 'Añadir Lluvia serena a favoritos' })
    await user.click(heart)
    expect(heart).toHaveAttribute('aria-pressed', 'true')
    const section = (await screen.findByRole('heading', { name: 'Favoritos' })).closest(
      'section',
    ) as HTMLElement
    expect(within(section).getByText('Lluvia serena')).toBeInTheDocument()
    // The heart did not play the row.
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: 'Solo favoritos' }))
    expect(router.state.location.search).toBe('?favoritos=1')
    expect(titles()).toEqual(['Lluvia serena'])

    await user.click(within(section).getByRole('button', { name: 'Quitar Lluvia serena de favoritos' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Favoritos' })).not.toBeInTheDocument())
    expect(screen.getByText(es['favourites.emptyFiltered'])).toBeInTheDocument()
    expect(api.callsTo(`DELETE /api/favorites/${lluvia._id}`)).toHaveLength(1)
  })

  it("says 'No se pudo cargar la información.' when a list fails", async () => {
    const { api } = open()
    api.set({
      'GET /api/audios/list': () => jsonResponse({ success: false, message: 'Error interno' }, 500),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo cargar la información.')
  })

  it("shows a member without a plan the catalogue locked, and 'Adquirir plan' opens the plan picker", async () => {
    const locked = media.map((entry) => ({ ...entry, locked: true }))
    const { api, user, router } = open('/panel/meditaciones', { user: makeSessionUser(), items: locked })
    await table()
    expect(router.state.location.pathname).toBe('/panel/meditaciones')
    expect(screen.getByText('Necesitas un plan activo para escuchar')).toBeInTheDocument()
    expect(screen.getAllByText('No incluido en tu plan')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: /^Descargar / })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Adquirir plan' }))
    expect(await screen.findByRole('dialog', { name: 'Elige un plan' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // An item opens the picker too; no media is asked for, and no places.
    await user.click(screen.getByRole('button', { name: /^Lluvia serena: no incluido en tu plan/ }))
    expect(await screen.findByRole('dialog', { name: 'Elige un plan' })).toBeInTheDocument()
    expect(api.calls.some((call) => call.path.startsWith('/api/audios/stream-url'))).toBe(false)
    expect(api.callsTo('GET /api/player/positions')).toEqual([])
  })

  it("offers 'Continuar escuchando' and 'Continuar desde m:ss', saves the place on pause and clears it at the end", async () => {
    const { api, user } = open('/panel/meditaciones', {
      positions: [
        { mediaId: respiracion._id, positionSeconds: 42, durationSeconds: 95, updatedAt: stamp },
        // Locked now: not offered.
        { mediaId: olas._id, positionSeconds: 30, durationSeconds: 95, updatedAt: stamp },
      ],
    })
    api.set({
      ...streamUrl(respiracion, '/api/media/respiracion.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    const box = await screen.findByRole('region', { name: 'Continuar escuchando' })
    expect(
      within(box)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Respiración consciente: continuar desde 0:42'])

    // Chosen from the table: the bar waits with the offer.
    await user.click(screen.getByRole('button', { name: 'Reproducir Respiración consciente' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/respiracion.mp3'))
    expect(audio.paused).toBe(true)
    Object.defineProperty(audio, 'readyState', { configurable: true, value: 4 })
    Object.defineProperty(audio, 'duration', { configurable: true, value: 95 })
    await user.click(within(bar).getByRole('button', { name: 'Continuar desde 0:42' }))
    expect(audio.currentTime).toBe(42)
    await waitFor(() => expect(audio.paused).toBe(false))
    expect(within(bar).queryByRole('button', { name: 'Continuar desde 0:42' })).not.toBeInTheDocument()

    audio.currentTime = 50
    fireEvent.timeUpdate(audio)
    await user.click(within(bar).getByRole('button', { name: 'Pausar' }))
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/player/positions/${respiracion._id}`).map((call) => call.body)).toEqual([
        { positionSeconds: 50, durationSeconds: 95 },
      ]),
    )
    expect(
      within(box).getByRole('button', { name: 'Respiración consciente: continuar desde 0:50' }),
    ).toBeInTheDocument()

    // Heard to the end: the place goes, here and on the server.
    audio.currentTime = 95
    fireEvent.ended(audio)
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/player/positions/${respiracion._id}`).at(-1)?.body).toEqual({
        positionSeconds: 95,
        durationSeconds: 95,
      }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continuar escuchando' })).not.toBeInTheDocument(),
    )
  })

  it('keeps the chosen speed for the next visit, the keys play, pause and seek on the bar, and its heart marks a favourite', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.paused).toBe(false))
    await choose(user, 'Velocidad', '1,25×')
    expect(audio.playbackRate).toBe(1.25)
    expect(localStorage.getItem('sosiego.playbackSpeed')).toBe('1.25')

    const slider = within(bar).getByRole('slider', { name: 'Posición' })
    slider.focus()
    await user.keyboard(' ')
    expect(audio.paused).toBe(true)
    audio.currentTime = 10
    await user.keyboard('{ArrowLeft}')
    expect(audio.currentTime).toBe(5)
    await user.click(within(bar).getByRole('button', { name: 'Retroceder 15 segundos' }))
    expect(audio.currentTime).toBe(0)
    localStorage.removeItem('sosiego.playbackSpeed')

    // The bar's heart marks what plays, through the same call as the rows'.
    api.set({
      [`PUT /api/favorites/${lluvia._id}`]: () =>
        jsonResponse({ success: true, message: 'ok', mediaId: lluvia._id, favourite: true }),
    })
    await user.click(within(bar).getByRole('button', { name: 'Añadir Lluvia serena a favoritos' }))
    await waitFor(() => expect(api.callsTo(`PUT /api/favorites/${lluvia._id}`)).toHaveLength(1))
  })

  it('plays an audio in the bottom bar; closing pauses it and reports the seconds heard', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/audios/lluvia.mp3?s=1'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    expect(within(bar).getByText('Lluvia serena')).toBeInTheDocument()
    expect(within(bar).getByText('Salud emocional')).toBeInTheDocument()
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/audios/lluvia.mp3?s=1'))
    expect(await within(bar).findByRole('button', { name: 'Pausar' })).toBeInTheDocument()
    // Marked in the list: seen ('Sonando') and said (the current item; its button now pauses).
    const playing = within(main()).getByRole('button', { name: 'Pausar Lluvia serena' })
    expect(playing).toHaveAttribute('aria-current', 'true')
    expect(playing).toHaveAccessibleDescription('Sonando')
    expect(within(playing.closest('tr') as HTMLElement).getByText('Sonando')).toBeInTheDocument()
    expect(within(main()).getAllByRole('button', { current: true })).toHaveLength(1)

    for (let position = 0; position <= 5; position += 0.25) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    expect(within(bar).getByText('0:05')).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Cerrar reproductor' }))
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()
    expect(audio.paused).toBe(true)
    await waitFor(() => expect(api.callsTo('POST /api/stats/audio-playtime')).toHaveLength(1))
    const body = api.callsTo('POST /api/stats/audio-playtime')[0]?.body as Record<string, unknown>[]
    const report = body[0]
    expect(report).toMatchObject({
      audioId: lluvia._id,
      seconds: 5,
      themeId: saludEmocional._id,
      categoryId: salud._id,
      // Where it stood, for the retention curve (decision 062).
      position: 5,
    })
    expect(report?.reportId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('marks the item in the bar in the list; its button pauses it, then plays it on from where it was', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 3, countedSeconds: 3 }]),
    })
    await table()
    expect(within(main()).queryAllByRole('button', { current: true })).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.paused).toBe(false))
    const pause = await within(main()).findByRole('button', { name: 'Pausar Lluvia serena' })
    expect(pause).toHaveAttribute('aria-current', 'true')
    expect(pause).toHaveAccessibleDescription('Sonando')
    audio.currentTime = 3
    fireEvent.timeUpdate(audio)

    await user.click(pause)
    expect(audio.paused).toBe(true)
    expect(await within(bar).findByRole('button', { name: 'Reproducir' })).toBeInTheDocument()
    const resume = within(main()).getByRole('button', { name: 'Reproducir Lluvia serena' })
    expect(resume).toHaveAttribute('aria-current', 'true')
    expect(resume).toHaveAccessibleDescription('En pausa')
    expect(within(resume.closest('tr') as HTMLElement).getByText('En pausa')).toBeInTheDocument()

    // Played on from 0:03, not started over: no new stream is asked for.
    await user.click(resume)
    await waitFor(() => expect(audio.paused).toBe(false))
    expect(audio.currentTime).toBe(3)
    expect(api.callsTo(`GET /api/audios/stream-url/${lluvia._id}`)).toHaveLength(1)
    expect(within(main()).getByRole('button', { name: 'Pausar Lluvia serena' })).toBeInTheDocument()
    // The others are as they were.
    expect(screen.getByRole('button', { name: 'Reproducir Respiración consciente' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('lays the page out once what goes above the list has come, so nothing pushes the list down after it appears', async () => {
    let answerFavourites = () => {}
    const favouritesAnswered = new Promise<Response>((resolve) => {
      answerFavourites = () =>
        resolve(
          jsonResponse({ success: true, message: 'ok', data: [{ mediaId: lluvia._id, createdAt: stamp }] }),
        )
    })
    const { api } = open('/panel/meditaciones', {
      positions: [{ mediaId: respiracion._id, positionSeconds: 42, durationSeconds: 95, updatedAt: stamp }],
      handlers: { 'GET /api/favorites': () => favouritesAnswered },
    })
    expect(await screen.findByText('Cargando tu biblioteca…')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET /api/player/positions')).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    // The catalogue and the places are in; the favourites are not: nothing of the list yet.
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Continuar escuchando' })).not.toBeInTheDocument()

    answerFavourites()
    await table()
    // All of it at once.
    expect(screen.getByRole('region', { name: 'Favoritos' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Continuar escuchando' })).toBeInTheDocument()
    expect(screen.queryByText('Cargando tu biblioteca…')).not.toBeInTheDocument()
  })

  it('at the end plays the next audio of the list, wrapping to the first; locked ones are skipped', async () => {
    const { api, user } = open()
    const streamed: string[] = []
    for (const entry of [respiracion, lluvia])
      api.set({
        [`GET /api/audios/stream-url/${entry._id}`]: () => {
          streamed.push(entry.title)
          return jsonResponse({
            success: true,
            message: 'ok',
            data: { url: `/api/media/${entry._id}`, expiresAt: new Date(Date.now() + 600_000).toISOString() },
          })
        },
      })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe(`/api/media/${lluvia._id}`))

    fireEvent.ended(audio)
    await waitFor(() => expect(within(bar).getByText('Respiración consciente')).toBeInTheDocument())
    await waitFor(() => expect(audio.getAttribute('src')).toBe(`/api/media/${respiracion._id}`))
    fireEvent.ended(audio)
    await waitFor(() => expect(within(bar).getByText('Lluvia serena')).toBeInTheDocument())
    expect(streamed).toEqual(['Lluvia serena', 'Respiración consciente', 'Lluvia serena'])
  })

  it('asks for a fresh URL when the media fails mid-play (an expired URL) and resumes at the same position', async () => {
    const { api, user } = open()
    let issued = 0
    api.set({
      [`GET /api/audios/stream-url/${lluvia._id}`]: () => {
        issued += 1
        return jsonResponse({
          success: true,
          message: 'ok',
          data: {
            url: `/api/media/lluvia.mp3?e=${issued}`,
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        })
      },
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3?e=1'))
    audio.currentTime = 12.5
    const play = vi.spyOn(audio, 'play')

    fireEvent.error(audio)
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3?e=2'))
    fireEvent.loadedMetadata(audio)
    expect(audio.currentTime).toBe(12.5)
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
  })

  it('reports every full minute while playing, and what is left when the page is left (keepalive)', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 60, countedSeconds: 60 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3'))
    await waitFor(() => expect(audio.paused).toBe(false))
    const seconds = () =>
      api
        .callsTo('POST /api/stats/audio-playtime')
        .map((call) => (call.body as { seconds: number }[])[0]?.seconds)

    for (let position = 0; position <= 59.5; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    expect(seconds()).toEqual([])
    // A seek forward counts nothing.
    fireEvent.seeking(audio)
    for (let position = 200; position <= 201; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    await waitFor(() => expect(seconds()).toEqual([60]))

    for (let position = 201; position <= 205; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(seconds()).toEqual([60, 4]))
    const last = api.fetchMock.mock.calls.at(-1)
    expect(last?.[1]?.keepalive).toBe(true)
  }, 15_000)

  it('leaving the panel ends the listening: back in it, there is no player', async () => {
    const { api, user, router } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    expect(await screen.findByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
    await act(() => router.navigate('/terminos-y-condiciones'))
    expect(playerStore.getState().index).toBe(-1)
    await act(() => router.navigate('/panel/meditaciones'))
    await table()
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()
  })
})
