import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionExpiredCode } from '../../../lib/api-client.ts'
import { authStore, setSessionUser } from '../../../lib/session-store.ts'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { FakeUploadRequest } from '../test/fake-upload-request.ts'
import { uploadFile } from './upload-file.ts'

const file = () => new File([new Uint8Array([0x49, 0x44, 0x33])], 'mi audio.mp3', { type: 'audio/mpeg' })
const stored = {
  success: true,
  message: 'Archivo subido exitosamente',
  data: { path: 'audios/sub dir', items: [], rejected: [], allowed: ['.mp3'] },
}
const nth = async (index: number) => {
  await vi.waitFor(() => expect(FakeUploadRequest.sent.length).toBeGreaterThan(index))
  return FakeUploadRequest.sent[index] as FakeUploadRequest
}

beforeEach(() => {
  FakeUploadRequest.install()
  setSessionUser(makeSessionUser({ role: 'admin' }))
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('uploadFile', () => {
  it('posts the file as multipart to its encoded folder with the cookies, reporting progress', async () => {
    const progress = vi.fn()
    const done = uploadFile('audios/sub dir', file(), progress)
    const request = await nth(0)
    expect(request.url).toBe('/api/upload/audios/sub%20dir')
    expect(request.withCredentials).toBe(true)
    expect(request.fileName).toBe('mi audio.mp3')
    request.progress(1, 3)
    expect(progress).toHaveBeenLastCalledWith(33)
    request.respond(200, stored)
    await expect(done).resolves.toEqual(stored.data)
  })

  it('renews an expired session once and sends the file again', async () => {
    const api = mockApi({
      'POST /api/users/refresh-token': () => jsonResponse({ success: true, message: 'ok' }),
    })
    const progress = vi.fn()
    const done = uploadFile('audios', file(), progress)
    ;(await nth(0)).respond(401, { success: false, message: 'Token is not valid' })
    const again = await nth(1)
    expect(api.callsTo('POST /api/users/refresh-token')).toHaveLength(1)
    expect(progress).toHaveBeenLastCalledWith(0)
    again.respond(200, stored)
    await expect(done).resolves.toEqual(stored.data)
  })

  it('ends the session when it cannot be renewed', async () => {
    mockApi({ 'POST /api/users/refresh-token': () => jsonResponse({ success: false, message: 'no' }, 401) })
    const done = uploadFile('audios', file(), vi.fn())
    ;(await nth(0)).respond(401, { success: false, message: 'Token is not valid' })
    await expect(done).rejects.toMatchObject({ status: 401, code: sessionExpiredCode })
    expect(authStore.getState().showSessionExpiredModal).toBe(true)
  })

  it('says so in Spanish when the network fails, and passes the server’s message on otherwise', async () => {
    const failed = uploadFile('audios', file(), vi.fn())
    ;(await nth(0)).fail()
    await expect(failed).rejects.toThrow('Error de red durante la subida')
    const refused = uploadFile('audios', file(), vi.fn())
    ;(await nth(1)).respond(403, { success: false, message: 'No tienes permiso para esta acción.' })
    await expect(refused).rejects.toMatchObject({
      status: 403,
      message: 'No tienes permiso para esta acción.',
    })
    const broken = uploadFile('audios', file(), vi.fn())
    ;(await nth(2)).respond(502, '<html>')
    await expect(broken).rejects.toMatchObject({ status: 502, message: 'Error al subir archivo' })
  })
})
