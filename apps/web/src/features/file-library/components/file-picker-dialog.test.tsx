import type { FileItem } from '@sosiego/shared'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { fileItem, folderItem, listing } from '../test/library-fixtures.ts'
import { FilePickerDialog } from './file-picker-dialog.tsx'

const audios = [
  folderItem('audios/relajacion'),
  fileItem('audios/respira_1700000000000.mp3', 3 * 1024 * 1024),
  fileItem('audios/calma_1700000000001.wav'),
  fileItem('audios/notas.txt'),
]
const relajacion = [fileItem('audios/relajacion/playa_1700000000002.ogg')]

type PickerProps = Parameters<typeof FilePickerDialog>[0]

/** Owns `open` as a form would, so closing after a choice is really observed. */
function Harness(props: Omit<PickerProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true)
  return <FilePickerDialog open={open} onOpenChange={setOpen} {...props} />
}

function renderPicker(props: Partial<Pick<PickerProps, 'kind' | 'folder'>> = {}) {
  const onSelect = vi.fn<(file: FileItem) => void>()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={queryClient}>
      <Harness kind="audio" folder="audios" onSelect={onSelect} {...props} />
    </QueryClientProvider>,
  )
  return { onSelect, user }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('FilePickerDialog', { timeout: 20_000 }, () => {
  it('lists the folder’s files of its kind, and choosing one selects it and closes', async () => {
    const api = mockApi({ 'GET /api/cdnFiles/audios': listing('audios', audios) })
    const { onSelect, user } = renderPicker()
    const dialog = await screen.findByRole('dialog', { name: 'Seleccionar archivo de audio' })
    expect(
      await within(dialog).findByRole('button', { name: /respira_1700000000000\.mp3/ }),
    ).toBeInTheDocument()
    expect(within(dialog).getByText('3 MB')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: /calma_1700000000001\.wav/ })).toBeInTheDocument()
    // Not an audio extension: not offered.
    expect(within(dialog).queryByText('notas.txt')).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/cdnFiles/audios')).toHaveLength(1)

    await user.click(within(dialog).getByRole('button', { name: /respira_1700000000000\.mp3/ }))
    expect(onSelect).toHaveBeenCalledWith(audios[1])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('opens sub-folders and comes back by the breadcrumb, which starts at its folder', async () => {
    mockApi({
      'GET /api/cdnFiles/audios': listing('audios', audios),
      'GET /api/cdnFiles/audios/relajacion': listing('audios/relajacion', relajacion),
    })
    const { onSelect, user } = renderPicker()
    await user.click(await screen.findByRole('button', { name: 'Abrir carpeta relajacion' }))
    await user.click(await screen.findByRole('button', { name: /playa_1700000000002\.ogg/ }))
    expect(onSelect).toHaveBeenCalledWith(relajacion[0])
  })

  it('navigates back up through the breadcrumb', async () => {
    mockApi({
      'GET /api/cdnFiles/audios': listing('audios', audios),
      'GET /api/cdnFiles/audios/relajacion': listing('audios/relajacion', relajacion),
    })
    const { user } = renderPicker()
    await user.click(await screen.findByRole('button', { name: 'Abrir carpeta relajacion' }))
    const trail = screen.getByRole('navigation', { name: 'Ruta de la carpeta' })
    expect(within(trail).getByText('relajacion')).toHaveAttribute('aria-current', 'page')
    expect(within(trail).queryByText('Root')).not.toBeInTheDocument()
    await user.click(within(trail).getByRole('button', { name: 'audios' }))
    expect(await screen.findByRole('button', { name: /respira_1700000000000\.mp3/ })).toBeInTheDocument()
  })

  it('searches by name and says when nothing matches', async () => {
    mockApi({ 'GET /api/cdnFiles/audios': listing('audios', audios) })
    const { user } = renderPicker()
    const search = await screen.findByRole('searchbox', { name: 'Buscar archivos por nombre' })
    expect(search).toHaveAttribute('placeholder', 'Buscar archivos por nombre...')
    await screen.findByRole('button', { name: /respira/ })
    await user.type(search, 'CALMA')
    expect(screen.getByRole('button', { name: /calma_1700000000001\.wav/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /respira/ })).not.toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'lluvia')
    expect(screen.getByText('No se encontraron archivos que coincidan con "lluvia"')).toBeInTheDocument()
  })

  it('shows only images in a cover folder, and its empty message', async () => {
    mockApi({
      'GET /api/cdnFiles/caratula-temas': listing('caratula-temas', [
        fileItem('caratula-temas/logo.svg'),
        fileItem('caratula-temas/animada.gif'),
      ]),
    })
    renderPicker({ kind: 'image', folder: 'caratula-temas' })
    expect(await screen.findByRole('dialog', { name: 'Seleccionar imagen' })).toBeInTheDocument()
    expect(await screen.findByText('No hay imágenes en esta carpeta')).toBeInTheDocument()
  })

  it('says why the folder could not be loaded, with the kind’s text', async () => {
    mockApi({
      'GET /api/cdnFiles/videos': () =>
        jsonResponse({ success: false, message: 'El almacenamiento de archivos no está disponible.' }, 503),
    })
    renderPicker({ kind: 'video', folder: 'videos' })
    expect(
      await screen.findByText(
        'Error al cargar archivos de video: El almacenamiento de archivos no está disponible.',
      ),
    ).toBeInTheDocument()
  })
})
