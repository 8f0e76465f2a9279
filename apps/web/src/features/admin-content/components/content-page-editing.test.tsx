import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import {
  breath,
  calm,
  file,
  film,
  folder,
  guide,
  item,
  night,
  panel,
  rain,
  renderContent,
  sleep,
  written,
} from './content-page.test-helpers.ts'

// /admin/audio's changes: adding and editing categories, themes, audios, videos and PDFs through
// their dialogs (with the file picker and a video's duration read by the browser), switching an item
// on or off, and deleting, each with its confirmation and its errors. Reading the panels:
// content-page-panels.test.tsx.

// The machine running the suite is shared: generous time for the user-event driven tests.
describe('/admin/audio', { timeout: 30_000 }, () => {
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
          captions: null,
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
})
