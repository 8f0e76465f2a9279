import { assetFolders, type FileItem } from '@sosiego/shared'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { FakeUploadRequest } from '../test/fake-upload-request.ts'
import { fileItem, folderItem, listing } from '../test/library-fixtures.ts'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', lastName: 'Gestor', email: 'crm@sosiego.app' })

const audios: FileItem[] = [
  folderItem('audios/relajacion'),
  fileItem('audios/respira_1700000000000.mp3', 3 * 1024 * 1024),
  fileItem('audios/calma_1700000000001.wav'),
]
const stored = fileItem('audios/nuevo_1700000000009.mp3')

/** The root, every top folder (the page preloads them) and what a test adds. */
function renderLibrary(user = admin, more: Parameters<typeof mockApi>[0] = {}) {
  const folders: Parameters<typeof mockApi>[0] = {}
  for (const name of assetFolders) folders[`GET /api/cdnFiles/${name}`] = listing(name, [])
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/cdnFiles': listing(
      '',
      assetFolders.map((name) => folderItem(name)),
    ),
    ...folders,
    'GET /api/cdnFiles/audios': listing('audios', audios),
    'GET /api/cdnFiles/audios/relajacion': listing('audios/relajacion', []),
    ...more,
  })
  return { ...renderRoutes(routes, '/admin/assets'), api }
}

async function openFolder(user: ReturnType<typeof renderLibrary>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Abrir carpeta ${name}` }))
}

const trail = () => screen.getByRole('navigation', { name: 'Ruta de la carpeta' })
const fileInput = () => screen.getByLabelText('Seleccionar archivos', { selector: 'input' })
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } })
const mp3 = (name: string) => new File([new Uint8Array([0x49, 0x44, 0x33, 4])], name, { type: 'audio/mpeg' })
const uploaded = (items: FileItem[], rejected: { name: string; message: string }[] = []) => ({
  success: true,
  message: 'Archivo subido exitosamente',
  data: { path: 'audios', items, rejected, allowed: ['.mp3'] },
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('/admin/assets', { timeout: 20_000 }, () => {
  it('loads the root on first display: its folders, the count line, no upload zone', async () => {
    const { api } = renderLibrary()
    expect(await screen.findByText('Cargando todas las carpetas...')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Recursos' })).toBeInTheDocument()
    expect(screen.getByText('Explora y gestiona tus archivos')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Recursos · Sosiego'))
    expect(await screen.findByText('9 elementos encontrados')).toBeInTheDocument()
    for (const name of assetFolders)
      expect(screen.getByRole('button', { name: `Abrir carpeta ${name}` })).toBeInTheDocument()
    expect(within(trail()).getByText('Root')).toHaveAttribute('aria-current', 'page')
    // Hidden at the root: there is no folder to upload into.
    expect(screen.queryByRole('button', { name: 'Seleccionar archivos' })).not.toBeInTheDocument()
    // The folder cache preloads every first-level folder.
    await waitFor(() => expect(api.callsTo('GET /api/cdnFiles/caratula-videos')).toHaveLength(1))
  })

  it('opens a folder from the cache, searches it with the count line, and goes back by the breadcrumb', async () => {
    const { api, user } = renderLibrary()
    await waitFor(() => expect(api.callsTo('GET /api/cdnFiles/audios')).toHaveLength(1))
    await openFolder(user, 'audios')
    expect(screen.getByText('3 elementos encontrados')).toBeInTheDocument()
    expect(api.callsTo('GET /api/cdnFiles/audios')).toHaveLength(1)
    const tile = screen.getByRole('button', { name: 'Ver respira_1700000000000.mp3' }).parentElement
    expect(tile).toHaveTextContent('3 MB')
    expect(within(trail()).getByText('audios')).toHaveAttribute('aria-current', 'page')

    const search = screen.getByRole('searchbox', { name: 'Buscar archivos por nombre' })
    expect(search).toHaveAttribute('placeholder', 'Buscar archivos por nombre...')
    await user.type(search, 'RESPIRA')
    expect(screen.getByText('1 elemento encontrado (de 3 total)')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Ver calma_1700000000001.wav' })).not.toBeInTheDocument()
    await user.clear(search)
    await user.type(search, 'lluvia')
    expect(screen.getByText('No se encontraron archivos que coincidan con "lluvia"')).toBeInTheDocument()
    expect(screen.getByText('0 elementos encontrados (de 3 total)')).toBeInTheDocument()

    await openFolderAfterClear(user)
    expect(await screen.findByText('Esta carpeta está vacía')).toBeInTheDocument()
    expect(screen.getByText('Sube archivos usando el área anterior')).toBeInTheDocument()
    expect(within(trail()).getByText('relajacion')).toHaveAttribute('aria-current', 'page')
    await user.click(within(trail()).getByRole('button', { name: 'Root' }))
    expect(await screen.findByText('9 elementos encontrados')).toBeInTheDocument()
  })

  it('says why a folder could not be loaded and retries', async () => {
    const { user } = renderLibrary(admin, {
      'GET /api/cdnFiles/videos': () =>
        jsonResponse({ success: false, message: 'El almacenamiento no responde.' }, 503),
    })
    await openFolder(user, 'videos')
    expect(
      await screen.findByText('Error al cargar archivos: El almacenamiento no responde.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument()
  })

  it('uploads each file with its own progress, lists refused files in "Formato no permitido", then reloads', async () => {
    FakeUploadRequest.install()
    const { api, user } = renderLibrary()
    await openFolder(user, 'audios')
    expect(screen.getByText('Arrastra y suelta archivos aquí')).toBeInTheDocument()
    choose(mp3('nuevo.mp3'), new File(['hola'], 'notas.txt', { type: 'text/plain' }), mp3('falso.mp3'))

    const nuevo = await FakeUploadRequest.for('nuevo.mp3')
    const falso = await FakeUploadRequest.for('falso.mp3')
    expect(FakeUploadRequest.sent.map((request) => request.fileName).sort()).toEqual([
      'falso.mp3',
      'nuevo.mp3',
    ])
    expect(nuevo.method).toBe('POST')
    expect(nuevo.url).toBe('/api/upload/audios')
    expect(nuevo.withCredentials).toBe(true)
    expect(screen.getByRole('button', { name: 'Subiendo...' })).toBeDisabled()

    act(() => nuevo.progress(40, 100))
    expect(screen.getByRole('progressbar', { name: 'Progreso de nuevo.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    )
    expect(screen.getByRole('progressbar', { name: 'Progreso de falso.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )

    api.set({ 'GET /api/cdnFiles/audios': listing('audios', [...audios, stored]) })
    act(() => nuevo.respond(200, uploaded([stored])))
    // The server read falso.mp3's bytes and refused it; the other file was still stored.
    act(() =>
      falso.respond(415, {
        ...uploaded(
          [],
          [{ name: 'falso.mp3', message: 'El contenido del archivo no corresponde a su extensión.' }],
        ),
        success: false,
        message: 'Formato no permitido',
      }),
    )

    // The rows show their end: stored at 100%, refused where it stopped.
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: 'Progreso de nuevo.mp3', hidden: true }),
      ).toHaveAttribute('aria-valuenow', '100'),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Formato no permitido' })
    expect(within(dialog).getByText('notas.txt')).toBeInTheDocument()
    expect(within(dialog).getByText('La extensión no está permitida en esta carpeta.')).toBeInTheDocument()
    expect(within(dialog).getByText('falso.mp3')).toBeInTheDocument()
    expect(within(dialog).getByText(/Formatos permitidos: \.mp3 \.wav/)).toBeInTheDocument()
    expect(await screen.findByText('Archivo subido exitosamente')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }))
    expect(await screen.findByRole('button', { name: 'Ver nuevo_1700000000009.mp3' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/cdnFiles/audios').length).toBeGreaterThanOrEqual(2)

    // Rows leave 800 ms after their end (the timing itself is the next test's).
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Seleccionar archivos' })).toBeEnabled()
  })

  it('clears a finished row 800 ms after, not before', async () => {
    FakeUploadRequest.install()
    const { user } = renderLibrary()
    await openFolder(user, 'audios')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    choose(mp3('nuevo.mp3'))
    const request = await FakeUploadRequest.for('nuevo.mp3')
    act(() => request.respond(200, uploaded([stored])))
    await vi.waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100'))
    act(() => vi.advanceTimersByTime(700))
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('uploads files dropped on the zone', async () => {
    FakeUploadRequest.install()
    const { user } = renderLibrary()
    await openFolder(user, 'audios')
    const zone = screen.getByText('Arrastra y suelta archivos aquí').parentElement as HTMLElement
    fireEvent.dragOver(zone, { dataTransfer: { files: [] } })
    fireEvent.drop(zone, { dataTransfer: { files: [mp3('soltado.mp3')] } })
    const request = await FakeUploadRequest.for('soltado.mp3')
    expect(request.url).toBe('/api/upload/audios')
    expect(screen.getByRole('progressbar', { name: 'Progreso de soltado.mp3' })).toBeInTheDocument()
  })

  it('marks a file whose upload failed and says why', async () => {
    FakeUploadRequest.install()
    const { user } = renderLibrary()
    await openFolder(user, 'audios')
    choose(mp3('cortado.mp3'))
    const request = await FakeUploadRequest.for('cortado.mp3')
    act(() => request.progress(30, 100))
    act(() => request.fail())
    expect(await screen.findByText(/^Error de red durante la subida/)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Progreso de cortado.mp3' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    )
    expect(screen.getByLabelText('Error')).toBeInTheDocument()
  })

  it('explains a file too large (413) in Spanish', async () => {
    FakeUploadRequest.install()
    const { user } = renderLibrary()
    await openFolder(user, 'audios')
    choose(mp3('enorme.mp3'), mp3('otro.mp3'))
    const request = await FakeUploadRequest.for('enorme.mp3')
    act(() =>
      request.respond(413, {
        success: false,
        code: 'files.tooLarge',
        message: 'El archivo «enorme.mp3» supera el tamaño máximo de 500 MB.',
      }),
    )
    // No message of its own (a proxy's page): ours, naming the file.
    act(() => FakeUploadRequest.sent.find((sent) => sent.fileName === 'otro.mp3')?.respond(413, '<html>'))
    expect(
      await screen.findByText('El archivo «enorme.mp3» supera el tamaño máximo de 500 MB.'),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('El archivo «otro.mp3» es demasiado grande para subirlo.'),
    ).toBeInTheDocument()
    expect(screen.getByText('2 archivos fallaron al subir')).toBeInTheDocument()
  })

  it('deletes a file after confirmation, then reloads the folder', async () => {
    const { api, user } = renderLibrary(admin, {
      'DELETE /api/upload/audios/calma_1700000000001.wav': () =>
        jsonResponse({ success: true, message: '¡Eliminado!' }),
    })
    await openFolder(user, 'audios')
    await user.click(screen.getByRole('button', { name: 'Eliminar calma_1700000000001.wav' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar archivo' })
    expect(within(dialog).getByText(/Esta acción no se puede deshacer\./)).toBeInTheDocument()
    api.set({ 'GET /api/cdnFiles/audios': listing('audios', audios.slice(0, 2)) })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('¡Eliminado!')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ver calma_1700000000001.wav' })).not.toBeInTheDocument(),
    )
    expect(api.callsTo('DELETE /api/upload/audios/calma_1700000000001.wav')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the server’s reason when a file cannot be deleted, and keeps it', async () => {
    const { user } = renderLibrary(admin, {
      'DELETE /api/upload/audios/calma_1700000000001.wav': () =>
        jsonResponse(
          { success: false, code: 'files.inUse', message: 'No se puede eliminar: lo usa «Calma».' },
          409,
        ),
    })
    await openFolder(user, 'audios')
    await user.click(screen.getByRole('button', { name: 'Eliminar calma_1700000000001.wav' }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('No se puede eliminar: lo usa «Calma».')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Ver calma_1700000000001.wav' })).toBeInTheDocument()
  })

  it('lets a crmUser browse and preview, with no upload zone and no delete', async () => {
    const { user } = renderLibrary(crm)
    await openFolder(user, 'audios')
    expect(screen.getByRole('button', { name: 'Ver respira_1700000000000.mp3' })).toBeInTheDocument()
    expect(screen.queryByText('Arrastra y suelta archivos aquí')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument()
    await openFolder(user, 'relajacion')
    expect(await screen.findByText('Esta carpeta está vacía')).toBeInTheDocument()
    expect(screen.queryByText('Sube archivos usando el área anterior')).not.toBeInTheDocument()
  })

  it('previews an audio from its signed URL, with play/pause, size and date; Escape closes', async () => {
    const { user } = renderLibrary()
    await openFolder(user, 'audios')
    await user.click(screen.getByRole('button', { name: 'Ver respira_1700000000000.mp3' }))
    const dialog = await screen.findByRole('dialog', { name: 'respira_1700000000000.mp3' })
    expect(dialog.querySelector('audio')).toHaveAttribute('src', audios[1]?.previewUrl)
    expect(within(dialog).getByRole('button', { name: 'Reproducir' })).toBeInTheDocument()
    expect(within(dialog).getByText('3 MB')).toBeInTheDocument()
    expect(within(dialog).getByText(/20 nov 2026/)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('previews a PDF in a frame, with "Abrir en nueva pestaña" and "Cerrar"', async () => {
    const pdf = fileItem('archivos-pdf/guia_1700000000000.pdf')
    const { user } = renderLibrary(admin, {
      'GET /api/cdnFiles/archivos-pdf': listing('archivos-pdf', [pdf]),
    })
    await openFolder(user, 'archivos-pdf')
    await user.click(await screen.findByRole('button', { name: 'Ver guia_1700000000000.pdf' }))
    const dialog = await screen.findByRole('dialog', { name: 'guia_1700000000000.pdf' })
    expect(within(dialog).getByTitle('Vista previa de guia_1700000000000.pdf')).toHaveAttribute(
      'src',
      pdf.previewUrl,
    )
    const newTab = within(dialog).getByRole('link', { name: 'Abrir en nueva pestaña' })
    expect(newTab).toHaveAttribute('href', pdf.previewUrl)
    expect(newTab).toHaveAttribute('target', '_blank')
    const close = within(dialog)
      .getAllByRole('button', { name: 'Cerrar' })
      .find((button) => button.textContent === 'Cerrar')
    await user.click(close as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('previews a cover image from its public URL', async () => {
    const cover = fileItem('caratula-audios/mar_1700000000000.webp')
    const { user } = renderLibrary(admin, {
      'GET /api/cdnFiles/caratula-audios': listing('caratula-audios', [cover]),
    })
    await openFolder(user, 'caratula-audios')
    await user.click(await screen.findByRole('button', { name: 'Ver mar_1700000000000.webp' }))
    const dialog = await screen.findByRole('dialog', { name: 'mar_1700000000000.webp' })
    expect(within(dialog).getByRole('img', { name: 'mar_1700000000000.webp' })).toHaveAttribute(
      'src',
      cover.url,
    )
  })

  it('plays a video with its own controls, blocks right-click and shortcuts, ignores Escape, rewinds on close', async () => {
    const video = fileItem('videos/yoga_1700000000000.mp4')
    const { user } = renderLibrary(admin, { 'GET /api/cdnFiles/videos': listing('videos', [video]) })
    await openFolder(user, 'videos')
    await user.click(await screen.findByRole('button', { name: 'Ver yoga_1700000000000.mp4' }))
    const dialog = await screen.findByRole('dialog', { name: 'yoga_1700000000000.mp4' })
    const element = dialog.querySelector('video') as HTMLVideoElement
    expect(element).toHaveAttribute('src', video.previewUrl)
    expect(element).not.toHaveAttribute('controls')
    for (const name of ['Reproducir', 'Pantalla completa'])
      expect(within(dialog).getByRole('button', { name })).toBeInTheDocument()
    expect(within(dialog).getByRole('slider', { name: 'Posición de reproducción' })).toBeInTheDocument()
    expect(within(dialog).getByRole('slider', { name: 'Volumen' })).toBeInTheDocument()

    expect(fireEvent.contextMenu(element)).toBe(false)
    expect(fireEvent.dragStart(element)).toBe(false)
    expect(fireEvent.keyDown(element, { key: 'u', ctrlKey: true })).toBe(false)
    expect(fireEvent.keyDown(element, { key: 'F12' })).toBe(false)
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'yoga_1700000000000.mp4' })).toBeInTheDocument()

    const pause = vi.spyOn(element, 'pause')
    element.currentTime = 12
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(pause).toHaveBeenCalled()
    expect(element.currentTime).toBe(0)
  })
})

async function openFolderAfterClear(user: ReturnType<typeof renderLibrary>['user']) {
  await user.clear(screen.getByRole('searchbox', { name: 'Buscar archivos por nombre' }))
  await openFolder(user, 'relajacion')
}
