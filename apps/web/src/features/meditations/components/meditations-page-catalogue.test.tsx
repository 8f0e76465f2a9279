import { es } from '@sosiego/shared'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import defaultCover from '../assets/default-cover.svg'
import {
  choose,
  item,
  lluvia,
  media,
  member,
  olas,
  open,
  pareja,
  relaciones,
  respiracion,
  saludEmocional,
  saludMental,
  stamp,
  table,
  titles,
} from './meditations-page.test-helpers.ts'

// /panel/meditaciones as a catalogue: the table, its tabs, filters and search (kept in the URL),
// the test's recommendations, locked items and the plan picker, favourites, and what it says when
// there is nothing to show. Playing: meditations-page-player.test.tsx.
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
})
