import type { Category, FileItem, MediaItem, PdfItem, Theme } from '@sosiego/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { makeCategory, makeMedia, makePdf, makeTheme } from '../test/content-fixtures.ts'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', email: 'crm@sosiego.app' })

const sleep = makeCategory({ name: 'Sueño', description: 'Dormir mejor' })
const calm = makeCategory({
  name: 'Calma',
  description: 'Soltar la tensión',
  isActive: false,
  coverImage: { coverImageName: 'calma.webp', coverImageUrl: '/media/caratula-categorias/calma.webp' },
})
const night = makeTheme(sleep, { name: 'Noches tranquilas' })
const breath = makeTheme(calm, { name: 'Respiración' })
const rain = makeMedia(night, { title: 'Lluvia serena', duration: 75, tags: ['lluvia', 'noche'] })
const waves = makeMedia(breath, { title: 'Olas', duration: 600, isActive: true, tags: ['mar'] })
const film = makeMedia(breath, { title: 'Círculo de respiración', fileType: 'video', duration: 42 })
const guide = makePdf({ title: 'Guía de respiración' })

type Lists = { categories: Category[]; themes: Theme[]; media: MediaItem[]; pdfs: PdfItem[] }
const full: Lists = {
  categories: [sleep, calm],
  themes: [night, breath],
  media: [rain, waves, film],
  pdfs: [guide],
}
const none: Lists = { categories: [], themes: [], media: [], pdfs: [] }

const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })
const written =
  (data: unknown = {}) =>
  () =>
    jsonResponse({ success: true, message: 'Hecho.', data })

const file = (path: string): FileItem => ({
  name: path.split('/').at(-1) ?? path,
  url: `/media/${path}`,
  size: 2048,
  lastModified: '2026-11-20T10:30:00.000Z',
  isDirectory: false,
  ...(path.startsWith('caratula-') ? {} : { previewUrl: `/api/media/${path}?u=1&e=2&s=x` }),
})
const folder = (path: string, items: FileItem[]) => () =>
  jsonResponse({ success: true, message: 'ok', data: { items, path } })

function renderContent(lists: Lists = full, user = admin, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/categories/list': ok(lists.categories),
    'GET /api/themes/list': ok(lists.themes),
    'GET /api/audios/list': ok(lists.media),
    'GET /api/pdfs/list': ok(lists.pdfs),
    ...handlers,
  })
  return { ...renderRoutes(routes, '/admin/audio'), api }
}

const panel = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) })
const item = async (panelName: string, name: string) =>
  within(await panel(panelName)).findByRole('article', { name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The machine running the suite is shared: generous time for the user-event driven tests.
describe('/admin/audio', { timeout: 30_000 }, () => {
  it('lists the staff view of the catalogue in four panels', async () => {
    const { api } = renderContent()
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de Contenido' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Gestión de Contenido · Sosiego'))

    const calmCard = within(await item('Categorías', 'Calma'))
    expect(calmCard.getByText('Inactivo')).toBeInTheDocument()
    expect(calmCard.getByRole('switch', { name: 'Activo: Calma' })).not.toBeChecked()
    expect(calmCard.getByRole('presentation')).toHaveAttribute('src', '/media/caratula-categorias/calma.webp')
    // No cover: the default icon.
    expect(within(await item('Categorías', 'Sueño')).getByTestId('default-cover')).toBeInTheDocument()

    expect(within(await item('Temas', 'Respiración')).getByText('Calma')).toBeInTheDocument()

    const rainCard = within(await item('Audios/Videos', 'Lluvia serena'))
    expect(rainCard.getByText('1:15')).toBeInTheDocument()
    expect(rainCard.getByText('noche')).toBeInTheDocument()
    expect(rainCard.getByText('Sueño')).toBeInTheDocument()
    expect(within(await item('Audios/Videos', 'Olas')).getByText('10:00')).toBeInTheDocument()
    // Audios first; the video waits behind the toggle.
    expect(within(await panel('Audios/Videos')).queryByText('Círculo de respiración')).not.toBeInTheDocument()

    expect(within(await item('PDFs', 'Guía de respiración')).getByText('Activo')).toBeInTheDocument()

    const urls = api.fetchMock.mock.calls.map(([url]) => String(url))
    for (const resource of ['categories', 'themes', 'audios', 'pdfs'])
      expect(urls).toContain(`/api/${resource}/list?isDeleted=false&includeInactive=true`)
  })

  it('toggles between audios and videos', async () => {
    const { user } = renderContent()
    const media = await panel('Audios/Videos')
    await within(media).findByText('Lluvia serena')
    await user.click(within(media).getByRole('radio', { name: 'Videos' }))
    const video = within(await item('Audios/Videos', 'Círculo de respiración'))
    expect(video.getByText('0:42')).toBeInTheDocument()
    expect(within(media).queryByText('Lluvia serena')).not.toBeInTheDocument()
    expect(within(media).getByLabelText('Buscar videos')).toBeInTheDocument()
  })

  it('says when a list is empty', async () => {
    const { user } = renderContent(none)
    expect(await screen.findByText('No hay categorías aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay temas aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay audios aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay PDFs aún')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Videos' }))
    expect(await screen.findByText('No hay videos aún')).toBeInTheDocument()
  })

  it("shows a list's load error with a retry", async () => {
    const { api, user } = renderContent(full, admin, {
      'GET /api/categories/list': () => new Response('<html>', { status: 502 }),
    })
    const categories = within(await panel('Categorías'))
    expect(await categories.findByRole('alert')).toHaveTextContent('No se pudieron cargar las categorías')
    // The other panels do not depend on it.
    expect(await item('PDFs', 'Guía de respiración')).toBeInTheDocument()
    api.set({ 'GET /api/categories/list': ok([sleep]) })
    await user.click(categories.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await categories.findByRole('article', { name: 'Sueño' })).toBeInTheDocument()
  })

  it('shows the first items, Ver más adds more and Ver menos goes back', async () => {
    const many = Array.from({ length: 8 }, (_, i) => makeCategory({ name: `Cat ${i + 1}` }))
    const { user } = renderContent({ ...none, categories: many })
    const categories = within(await panel('Categorías'))
    await categories.findByText('Cat 1')
    expect(categories.getAllByRole('article')).toHaveLength(6)
    expect(categories.getByText('Mostrando 6 de 8')).toBeInTheDocument()
    expect(categories.queryByRole('button', { name: 'Ver menos' })).not.toBeInTheDocument()
    await user.click(categories.getByRole('button', { name: 'Ver más' }))
    expect(categories.getAllByRole('article')).toHaveLength(8)
    expect(categories.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument()
    await user.click(categories.getByRole('button', { name: 'Ver menos' }))
    expect(categories.getAllByRole('article')).toHaveLength(6)
  })

  it('renders a long list a page at a time', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => makeMedia(night, { title: `Pista ${i + 1}` }))
    const { user } = renderContent({ ...full, media: many })
    const media = within(await panel('Audios/Videos'))
    await media.findByText('Pista 1')
    expect(media.getAllByRole('article')).toHaveLength(10)
    expect(media.getByText('Mostrando 10 de 2000')).toBeInTheDocument()
    await user.click(media.getByRole('button', { name: 'Ver más' }))
    expect(media.getAllByRole('article')).toHaveLength(40)
    await user.type(media.getByLabelText('Buscar audios'), 'pista 1999')
    expect(await media.findByText('Mostrando 1 de 1')).toBeInTheDocument()
  })

  it('searches, and filters themes and media by category; a new category clears the theme', async () => {
    const { user } = renderContent()
    const categories = within(await panel('Categorías'))
    await user.type(await categories.findByLabelText('Buscar categorías'), 'zzz')
    expect(await categories.findByText('No se encontraron categorías')).toBeInTheDocument()

    const themes = within(await panel('Temas'))
    await user.selectOptions(await themes.findByRole('combobox', { name: 'Filtrar por categoría' }), 'Sueño')
    expect(await themes.findByRole('article', { name: 'Noches tranquilas' })).toBeInTheDocument()
    expect(themes.queryByRole('article', { name: 'Respiración' })).not.toBeInTheDocument()

    const media = within(await panel('Audios/Videos'))
    await user.type(media.getByLabelText('Buscar audios'), 'MAR')
    expect(await media.findByRole('article', { name: 'Olas' })).toBeInTheDocument()
    expect(media.queryByRole('article', { name: 'Lluvia serena' })).not.toBeInTheDocument()
    await user.clear(media.getByLabelText('Buscar audios'))

    await user.selectOptions(media.getByRole('combobox', { name: 'Filtrar por categoría' }), 'Calma')
    const themeFilter = media.getByRole('combobox', { name: 'Filtrar por tema' })
    const options = within(themeFilter).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Todos los temas', 'Respiración'])
    await user.selectOptions(themeFilter, 'Respiración')
    expect(await media.findByRole('article', { name: 'Olas' })).toBeInTheDocument()
    expect(media.queryByRole('article', { name: 'Lluvia serena' })).not.toBeInTheDocument()

    await user.selectOptions(media.getByRole('combobox', { name: 'Filtrar por categoría' }), 'Sueño')
    expect(media.getByRole('combobox', { name: 'Filtrar por tema' })).toHaveDisplayValue('Todos los temas')
    expect(await media.findByRole('article', { name: 'Lluvia serena' })).toBeInTheDocument()

    await user.type(media.getByLabelText('Buscar audios'), 'olas')
    expect(await media.findByText('No se encontraron audios')).toBeInTheDocument()
  })

  it('adds a category: the spec’s messages, Escape closes, the cover from the picker, order 1', async () => {
    const { api, user } = renderContent()
    const posts: unknown[] = []
    api.set({
      'GET /api/cdnFiles/caratula-categorias': folder('caratula-categorias', [
        file('caratula-categorias/luna.webp'),
      ]),
      'POST /api/categories/create': (call) => {
        posts.push(call.body)
        return written()()
      },
    })
    const categories = within(await panel('Categorías'))
    await user.click(await categories.findByRole('button', { name: 'Agregar nuevo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar Nueva Categoría' }))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(await dialog.findByText('El nombre es obligatorio')).toBeInTheDocument()
    expect(dialog.getByText('La descripción es obligatoria')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(categories.getByRole('button', { name: 'Agregar nuevo' }))
    const again = within(await screen.findByRole('dialog', { name: 'Agregar Nueva Categoría' }))
    expect(again.queryByText('El nombre es obligatorio')).not.toBeInTheDocument()
    await user.type(again.getByLabelText('Nombre'), '  Luna ')
    await user.type(again.getByLabelText('Descripción'), 'Ciclos y descanso')
    const cover = within(again.getByRole('group', { name: 'Portada' }))
    expect(cover.getByText('Ningún archivo seleccionado')).toBeInTheDocument()
    await user.click(cover.getByRole('button', { name: 'Seleccionar…' }))
    const picker = within(await screen.findByRole('dialog', { name: /Seleccionar/ }))
    await user.click(await picker.findByRole('button', { name: /luna\.webp/ }))
    expect(await cover.findByText('luna.webp')).toBeInTheDocument()
    await user.click(again.getByRole('button', { name: 'Guardar' }))

    await waitFor(() =>
      expect(posts).toEqual([
        {
          name: 'Luna',
          description: 'Ciclos y descanso',
          coverImage: { coverImageName: 'luna.webp', coverImageUrl: '/media/caratula-categorias/luna.webp' },
          isActive: true,
          order: 1,
        },
      ]),
    )
    expect(await screen.findByText('Categoría creada correctamente.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits a theme without sending its state or order, and says why a save failed', async () => {
    const { api, user } = renderContent()
    const puts: unknown[] = []
    api.set({
      [`PUT /api/themes/update/${night._id}`]: (call) => {
        puts.push(call.body)
        return jsonResponse(
          { success: false, message: 'La categoría seleccionada no existe.', code: 'x' },
          400,
        )
      },
    })
    await user.click(
      within(await item('Temas', 'Noches tranquilas')).getByRole('button', {
        name: 'Editar Noches tranquilas',
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Tema' }))
    expect(dialog.getByLabelText('Nombre')).toHaveValue('Noches tranquilas')
    expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Sueño')
    await user.clear(dialog.getByLabelText('Nombre'))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(await dialog.findByText('El nombre es obligatorio')).toBeInTheDocument()
    await user.type(dialog.getByLabelText('Nombre'), 'Noches')
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(puts).toEqual([
        { name: 'Noches', description: night.description, category: sleep._id, coverImage: null },
      ]),
    )
    expect(
      await screen.findByText('Error al actualizar el tema: La categoría seleccionada no existe.'),
    ).toBeInTheDocument()
  })

  it('adds an audio: every message, the category clears the theme, the type switch clears the file', async () => {
    const { api, user } = renderContent()
    const posts: unknown[] = []
    api.set({
      'GET /api/cdnFiles/audios': folder('audios', [file('audios/calma_1.mp3')]),
      'GET /api/cdnFiles/videos': folder('videos', [file('videos/mar_2.mp4')]),
      'POST /api/audios/create': (call) => {
        posts.push(call.body)
        return written()()
      },
    })
    const media = within(await panel('Audios/Videos'))
    await user.click(await media.findByRole('button', { name: 'Agregar nuevo' }))
    let dialog = within(await screen.findByRole('dialog', { name: 'Agregar Nuevo Audio' }))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    for (const message of [
      'El título es obligatorio',
      'La descripción es obligatoria',
      'La categoría es obligatoria',
      'El tema es obligatorio',
      'El archivo de audio es obligatorio',
    ])
      expect(await dialog.findByText(message)).toBeInTheDocument()
    expect(dialog.getByRole('combobox', { name: 'Tema' })).toBeDisabled()

    await user.type(dialog.getByLabelText('Título'), 'Brisa')
    await user.type(dialog.getByLabelText('Descripción'), 'Viento suave')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Categoría' }), 'Sueño')
    const theme = dialog.getByRole('combobox', { name: 'Tema' })
    // The placeholder first, shown but not a choice; then the category's themes.
    const themeOptions = within(theme).getAllByRole('option') as HTMLOptionElement[]
    expect(themeOptions.map((option) => [option.textContent, option.disabled])).toEqual([
      ['Selecciona un tema', true],
      ['Noches tranquilas', false],
    ])
    await user.selectOptions(theme, 'Noches tranquilas')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Categoría' }), 'Calma')
    expect(dialog.getByRole('combobox', { name: 'Tema' })).toHaveDisplayValue('Selecciona un tema')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tema' }), 'Respiración')

    const audioFile = () => within(dialog.getByRole('group', { name: /Archivo de (audio|video)/ }))
    await user.click(audioFile().getByRole('button', { name: 'Seleccionar…' }))
    await user.click(await screen.findByRole('button', { name: /calma_1\.mp3/ }))
    expect(await audioFile().findByText('calma_1.mp3')).toBeInTheDocument()

    await user.click(dialog.getByRole('radio', { name: 'Video' }))
    dialog = within(await screen.findByRole('dialog', { name: 'Agregar Nuevo Video' }))
    expect(audioFile().getByText('Ningún archivo seleccionado')).toBeInTheDocument()
    await user.click(dialog.getByRole('radio', { name: 'Audio' }))
    await user.click(audioFile().getByRole('button', { name: 'Seleccionar…' }))
    await user.click(await screen.findByRole('button', { name: /calma_1\.mp3/ }))

    const tags = dialog.getByLabelText('Etiquetas')
    await user.type(tags, ' Calma {Enter}noche,CALMA,')
    expect(dialog.getByRole('button', { name: 'Quitar etiqueta calma' })).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Quitar etiqueta noche' }))
    await user.type(tags, 'Viento')
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))

    await waitFor(() =>
      expect(posts).toEqual([
        {
          theme: breath._id,
          category: calm._id,
          title: 'Brisa',
          description: 'Viento suave',
          audio: { audioName: 'calma_1.mp3', audioUrl: '/media/audios/calma_1.mp3' },
          coverImage: null,
          tags: ['calma', 'viento'],
          fileType: 'audio',
          isActive: false,
          order: 1,
        },
      ]),
    )
    expect(await screen.findByText('Audio creado correctamente.')).toBeInTheDocument()
  })

  it('sends a video’s duration as the browser read it, floored', async () => {
    const { api, user } = renderContent()
    const puts: unknown[] = []
    api.set({
      'GET /api/cdnFiles/videos': folder('videos', [file('videos/mar_2.mp4')]),
      [`PUT /api/audios/update/${film._id}`]: (call) => {
        puts.push(call.body)
        return written()()
      },
    })
    const media = within(await panel('Audios/Videos'))
    await user.click(await media.findByRole('radio', { name: 'Videos' }))
    await user.click(
      within(await item('Audios/Videos', 'Círculo de respiración')).getByRole('button', {
        name: 'Editar Círculo de respiración',
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Video' }))
    const videoFile = within(dialog.getByRole('group', { name: 'Archivo de video' }))
    expect(videoFile.getByText('Duración: 0:42')).toBeInTheDocument()
    await user.click(videoFile.getByRole('button', { name: 'Seleccionar…' }))
    await user.click(await screen.findByRole('button', { name: /mar_2\.mp4/ }))
    expect(await videoFile.findByText('Leyendo la duración del video...')).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled()

    const probe = await screen.findByTestId('video-duration-probe')
    expect(probe).toHaveAttribute('src', '/api/media/videos/mar_2.mp4?u=1&e=2&s=x')
    Object.defineProperty(probe, 'duration', { value: 95.8 })
    fireEvent.loadedMetadata(probe)
    expect(await videoFile.findByText('Duración: 1:35')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({
      fileType: 'video',
      duration: 95,
      audio: { audioName: 'mar_2.mp4', audioUrl: '/media/videos/mar_2.mp4' },
    })
    expect(puts[0]).not.toHaveProperty('isActive')
    expect(await screen.findByText('Video actualizado correctamente.')).toBeInTheDocument()
  })

  it('reads 0 s when the browser cannot read the video', async () => {
    const { api, user } = renderContent()
    api.set({ 'GET /api/cdnFiles/videos': folder('videos', [file('videos/roto.mp4')]) })
    const media = within(await panel('Audios/Videos'))
    await user.click(await media.findByRole('radio', { name: 'Videos' }))
    await user.click(media.getByRole('button', { name: 'Agregar nuevo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar Nuevo Video' }))
    const videoFile = within(dialog.getByRole('group', { name: 'Archivo de video' }))
    await user.click(videoFile.getByRole('button', { name: 'Seleccionar…' }))
    await user.click(await screen.findByRole('button', { name: /roto\.mp4/ }))
    fireEvent.error(await screen.findByTestId('video-duration-probe'))
    expect(await videoFile.findByText('Duración: 0:00')).toBeInTheDocument()
  })

  it('switches an item on after confirmation, sending only { isActive }', async () => {
    const { api, user } = renderContent()
    const puts: unknown[] = []
    api.set({
      [`PUT /api/audios/update/${rain._id}`]: (call) => {
        puts.push(call.body)
        return written()()
      },
    })
    const rainCard = within(await item('Audios/Videos', 'Lluvia serena'))
    await user.click(rainCard.getByRole('switch', { name: 'Activo: Lluvia serena' }))
    let confirm = within(await screen.findByRole('alertdialog', { name: '¿Activar «Lluvia serena»?' }))
    await user.click(confirm.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(puts).toEqual([])

    await user.click(rainCard.getByRole('switch', { name: 'Activo: Lluvia serena' }))
    confirm = within(await screen.findByRole('alertdialog', { name: '¿Activar «Lluvia serena»?' }))
    await user.click(confirm.getByRole('button', { name: 'Activar' }))
    await waitFor(() => expect(puts).toEqual([{ isActive: true }]))
    expect(await screen.findByText('Audio actualizado correctamente.')).toBeInTheDocument()
  })

  it("shows the spec's text when a switch fails without a message", async () => {
    const { api, user } = renderContent()
    api.set({ [`PUT /api/categories/update/${sleep._id}`]: () => new Response('<html>', { status: 502 }) })
    await user.click(within(await item('Categorías', 'Sueño')).getByRole('switch', { name: 'Activo: Sueño' }))
    const confirm = within(await screen.findByRole('alertdialog', { name: '¿Desactivar «Sueño»?' }))
    await user.click(confirm.getByRole('button', { name: 'Desactivar' }))
    expect(await screen.findByText('Error al actualizar la categoría')).toBeInTheDocument()
  })

  it('deletes after confirmation', async () => {
    const { api, user } = renderContent()
    const deletes: string[] = []
    api.set({
      [`DELETE /api/pdfs/delete/${guide._id}`]: (call) => {
        deletes.push(call.path)
        return written()()
      },
    })
    await user.click(
      within(await item('PDFs', 'Guía de respiración')).getByRole('button', {
        name: 'Eliminar Guía de respiración',
      }),
    )
    const confirm = within(
      await screen.findByRole('alertdialog', { name: '¿Eliminar «Guía de respiración»?' }),
    )
    await user.click(confirm.getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(deletes).toEqual([`/api/pdfs/delete/${guide._id}`]))
    expect(await screen.findByText('PDF eliminado correctamente.')).toBeInTheDocument()
  })

  it('says an audio another admin removed is gone', async () => {
    const { api, user } = renderContent()
    api.set({
      [`DELETE /api/audios/delete/${rain._id}`]: () =>
        jsonResponse(
          { success: false, message: 'El elemento no existe o fue eliminado.', code: 'catalog.notFound' },
          404,
        ),
    })
    await user.click(
      within(await item('Audios/Videos', 'Lluvia serena')).getByRole('button', {
        name: 'Eliminar Lluvia serena',
      }),
    )
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    expect(
      await screen.findByText('El audio ya no existe. Actualiza la página e inténtalo de nuevo.'),
    ).toBeInTheDocument()
  })

  it('adds a PDF: title and file required', async () => {
    const { user } = renderContent()
    await user.click(within(await panel('PDFs')).getByRole('button', { name: 'Agregar nuevo' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar Nuevo PDF' }))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(await dialog.findByText('El título es obligatorio')).toBeInTheDocument()
    expect(dialog.getByText('El archivo PDF es obligatorio')).toBeInTheDocument()
  })

  it('previews a PDF through a signed URL', async () => {
    const { api, user } = renderContent()
    api.set({
      [`GET /api/pdfs/file-url/${guide._id}`]: ok({
        url: '/api/media/archivos-pdf/guia.pdf?u=1&e=2&s=x',
        expiresAt: '2026-11-22T10:10:00.000Z',
      }),
    })
    await user.click(
      within(await item('PDFs', 'Guía de respiración')).getByRole('button', {
        name: 'Ver Guía de respiración',
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Guía de respiración' }))
    expect(await dialog.findByTitle('Vista previa de Guía de respiración')).toHaveAttribute(
      'src',
      '/api/media/archivos-pdf/guia.pdf?u=1&e=2&s=x',
    )
    expect(dialog.getByRole('link', { name: 'Abrir en nueva pestaña' })).toHaveAttribute('target', '_blank')
    expect(dialog.getAllByRole('button', { name: 'Cerrar' })[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('is read only for crmUser', async () => {
    renderContent(full, crm)
    expect(
      await screen.findByText('Puedes consultar el contenido; solo un administrador puede modificarlo.'),
    ).toBeInTheDocument()
    await item('Categorías', 'Calma')
    await item('PDFs', 'Guía de respiración')
    expect(screen.queryByRole('button', { name: 'Agregar nuevo' })).not.toBeInTheDocument()
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Eliminar / })).not.toBeInTheDocument()
    // Reading a PDF stays possible.
    expect(screen.getByRole('button', { name: 'Ver Guía de respiración' })).toBeInTheDocument()
  })
})
