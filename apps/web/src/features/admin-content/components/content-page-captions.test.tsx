import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import { makeMedia } from '../test/content-fixtures.ts'
import { breath, full, item, night, renderContent, written } from './content-page.test-helpers.ts'

// Issue 34 in Gestión de Contenido: 'Sin subtítulos' on the items without a WebVTT, and the form's
// captions field, which uploads a .vtt to subtitulos and chooses it, or shows why it was refused.

const bare = makeMedia(night, { title: 'Sin texto', hasCaptions: false, captions: null })
const captioned = makeMedia(breath, {
  title: 'Con texto',
  hasCaptions: true,
  captions: { name: 'con-texto.vtt', url: '/media/subtitulos/con-texto.vtt' },
})
const lists = { ...full, media: [bare, captioned] }

const vttFile = (name: string) => new File(['WEBVTT\n'], name, { type: 'text/vtt' })

describe('/admin/audio: captions and transcripts', { timeout: 30_000 }, () => {
  it('marks the items that have no WebVTT', async () => {
    renderContent(lists)
    expect(within(await item('Audios/Videos', 'Sin texto')).getByText('Sin subtítulos')).toBeInTheDocument()
    expect(within(await item('Audios/Videos', 'Con texto')).queryByText('Sin subtítulos')).toBeNull()
  })

  it('uploads a .vtt from the form: a refused file says its line, a valid one is chosen and saved', async () => {
    const { api, user } = renderContent(lists)
    const puts: unknown[] = []
    let answer = () =>
      jsonResponse(
        {
          success: false,
          code: 'files.captionsInvalid',
          message: 'El archivo de subtítulos no es válido: línea 9: los tiempos deben separarse con « --> ».',
          data: { path: 'subtitulos', items: [], rejected: [], allowed: ['.vtt'] },
        },
        422,
      )
    api.set({
      'POST /api/upload/subtitulos': () => answer(),
      [`PUT /api/audios/update/${bare._id}`]: (call) => {
        puts.push(call.body)
        return written(bare)()
      },
    })
    await user.click(
      within(await item('Audios/Videos', 'Sin texto')).getByRole('button', { name: 'Editar Sin texto' }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Audio' }))
    const field = dialog.getByRole('group', { name: 'Transcripción (WebVTT)' })
    expect(field).toHaveTextContent('Ningún archivo seleccionado')
    const input = dialog.getByLabelText('Archivo WebVTT (.vtt) para subir')

    fireEvent.change(input, { target: { files: [vttFile('mal.vtt')] } })
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'El archivo de subtítulos no es válido: línea 9: los tiempos deben separarse con « --> ».',
    )
    expect(field).toHaveTextContent('Ningún archivo seleccionado')

    answer = () =>
      jsonResponse({
        success: true,
        message: 'Archivo subido correctamente.',
        data: {
          path: 'subtitulos',
          items: [
            {
              name: 'bien_1.vtt',
              url: '/media/subtitulos/bien_1.vtt',
              size: 7,
              lastModified: '2026-11-29T10:00:00.000Z',
              isDirectory: false,
            },
          ],
          rejected: [],
          allowed: ['.vtt'],
        },
      })
    fireEvent.change(input, { target: { files: [vttFile('bien.vtt')] } })
    expect(await dialog.findByText('Archivo bien_1.vtt subido y elegido.')).toBeInTheDocument()
    expect(field).toHaveTextContent('bien_1.vtt')
    expect(dialog.getByRole('alert')).toBeEmptyDOMElement()
    expect(api.callsTo('POST /api/upload/subtitulos')).toHaveLength(2)

    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({ captions: { name: 'bien_1.vtt', url: '/media/subtitulos/bien_1.vtt' } })
  })
})
