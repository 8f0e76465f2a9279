import type { MediaItem } from '@sosiego/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearOfflineData } from '../../../lib/offline-data.ts'
import { makeMediaItem } from '../../../test/fixtures.ts'
import { createDownloadStore, DownloadError, type MediaCache, maxDownloads } from './download-store.ts'

const memberA = '0a000000-0000-4000-8000-00000000000a'
const memberB = '0b000000-0000-4000-8000-00000000000b'

/** Cache Storage as a map of `member/item` → stored bytes. */
function memoryCache() {
  const files = new Map<string, Uint8Array>()
  const cache: MediaCache = {
    async put(memberId, mediaId, response) {
      files.set(`${memberId}/${mediaId}`, new Uint8Array(await response.arrayBuffer()))
    },
    async remove(memberId, mediaId) {
      files.delete(`${memberId}/${mediaId}`)
    },
    async read(memberId, mediaId) {
      const bytes = files.get(`${memberId}/${mediaId}`)
      return bytes ? new Response(bytes as BlobPart) : undefined
    },
    async clear(memberId) {
      for (const key of files.keys()) if (key.startsWith(`${memberId}/`)) files.delete(key)
    },
  }
  return { cache, files }
}

/** A store whose server signs every item except `refused` and answers `bytes` for each file. */
function setup({ bytes = 1000, refused = new Set<string>() } = {}) {
  const { cache, files } = memoryCache()
  const streamUrl = vi.fn(async (mediaId: string) => {
    if (refused.has(mediaId))
      throw Object.assign(new Error('Tu plan no incluye este contenido'), { status: 403 })
    return { url: `/api/media/audios/${mediaId}.mp3?s=signed` }
  })
  const fetchMedia = vi.fn<typeof fetch>(
    async () =>
      new Response(new Uint8Array(bytes), {
        headers: { 'content-type': 'audio/mpeg', 'content-length': String(bytes) },
      }),
  )
  const store = createDownloadStore({ cache, streamUrl, fetch: fetchMedia })
  return { store, files, streamUrl, fetchMedia }
}

afterEach(() => vi.unstubAllGlobals())

describe('the download store', () => {
  it('stores an audio in the member’s own cache and lists it under the member’s key', async () => {
    const { store, files, streamUrl } = setup({ bytes: 2048 })
    store.load(memberA)
    const item = makeMediaItem('Respira')
    const shares: number[] = []
    const unsubscribe = store.subscribe(() => {
      const share = store.getState().progress[item._id]
      if (share !== undefined) shares.push(share)
    })
    const entry = await store.download(item)
    unsubscribe()

    expect(streamUrl).toHaveBeenCalledWith(item._id)
    expect(files.get(`${memberA}/${item._id}`)?.byteLength).toBe(2048)
    expect(entry).toMatchObject({
      id: item._id,
      title: 'Respira',
      bytes: 2048,
      duration: 120,
      themeName: 'Calma',
    })
    expect(store.isDownloaded(item._id)).toBe(true)
    // Progress went from 0 to the whole file and is cleared when done.
    expect(shares[0]).toBe(0)
    expect(shares.at(-1)).toBe(1)
    expect(store.getState().progress).toEqual({})
    const saved = JSON.parse(localStorage.getItem(`sosiego.offline.${memberA}.downloads`) ?? '[]')
    expect(saved.map((row: { id: string }) => row.id)).toEqual([item._id])
  })

  it('refuses locked items and videos without asking the server, and what the server refuses', async () => {
    const refusedItem = makeMediaItem('Fuera del plan')
    const { store, files, streamUrl, fetchMedia } = setup({ refused: new Set([refusedItem._id]) })
    store.load(memberA)
    await expect(store.download(makeMediaItem('Bloqueado', { locked: true }))).rejects.toEqual(
      new DownloadError('notAllowed'),
    )
    await expect(store.download(makeMediaItem('Un video', { fileType: 'video' }))).rejects.toMatchObject({
      reason: 'notAllowed',
    })
    expect(streamUrl).not.toHaveBeenCalled()
    // The list said it was open, the server (decision 038) says no: nothing is fetched or kept.
    await expect(store.download(refusedItem)).rejects.toMatchObject({ reason: 'notAllowed' })
    expect(fetchMedia).not.toHaveBeenCalled()
    expect(files.size).toBe(0)
    expect(store.getState()).toMatchObject({ entries: [], progress: {} })
  })

  it('keeps at most 20 downloads; removing one makes room again', async () => {
    const { store, files } = setup({ bytes: 10 })
    store.load(memberA)
    const items = Array.from({ length: maxDownloads + 1 }, (_, index) => makeMediaItem(`Audio ${index}`))
    for (const item of items.slice(0, maxDownloads)) await store.download(item)
    expect(maxDownloads).toBe(20)
    const last = items[maxDownloads] as MediaItem
    await expect(store.download(last)).rejects.toMatchObject({ reason: 'limit' })
    expect(files.size).toBe(20)

    await store.remove((items[0] as MediaItem)._id)
    expect(files.has(`${memberA}/${(items[0] as MediaItem)._id}`)).toBe(false)
    await store.download(last)
    expect(store.getState().entries).toHaveLength(20)
  })

  it('counts downloads under way against the limit', async () => {
    const { store, fetchMedia } = setup()
    store.load(memberA)
    for (let index = 0; index < maxDownloads - 1; index += 1) await store.download(makeMediaItem(`A${index}`))
    let release: (response: Response) => void = () => {}
    fetchMedia.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    const slow = store.download(makeMediaItem('Lento'))
    await vi.waitFor(() => expect(Object.keys(store.getState().progress)).toHaveLength(1))
    await expect(store.download(makeMediaItem('Uno más'))).rejects.toMatchObject({ reason: 'limit' })
    release(new Response(new Uint8Array(5)))
    await slow
    expect(store.getState().entries).toHaveLength(20)
  })

  it('removes what the plan no longer reaches or the catalogue no longer lists', async () => {
    const { store, files } = setup()
    store.load(memberA)
    const kept = makeMediaItem('Sigue')
    const lockedNow = makeMediaItem('Ahora bloqueado')
    const gone = makeMediaItem('Retirado')
    for (const item of [kept, lockedNow, gone]) await store.download(item)
    await store.reconcile([kept, { ...lockedNow, locked: true }])
    expect(store.getState().entries.map((entry) => entry.id)).toEqual([kept._id])
    expect([...files.keys()]).toEqual([`${memberA}/${kept._id}`])
    await store.removeAll()
    expect(files.size).toBe(0)
    expect(localStorage.getItem(`sosiego.offline.${memberA}.downloads`)).toBeNull()
  })

  it('never shows one member’s downloads to another', async () => {
    const { store } = setup()
    store.load(memberA)
    await store.download(makeMediaItem('De A'))
    const [ofA] = store.getState().entries
    store.load(memberB)
    expect(store.getState().entries).toEqual([])
    expect(store.isDownloaded(ofA?.id ?? '')).toBe(false)
    expect(await store.sourceOf(ofA?.id ?? '')).toBeNull()
    store.load(memberA)
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['De A'])
  })

  it('keeps nothing of a download that finishes after the member signed out', async () => {
    const { store, files, fetchMedia } = setup()
    store.load(memberA)
    let release: (response: Response) => void = () => {}
    fetchMedia.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
    const pending = store.download(makeMediaItem('A medias'))
    await vi.waitFor(() => expect(fetchMedia).toHaveBeenCalled())
    store.unload()
    release(new Response(new Uint8Array(5)))
    await expect(pending).rejects.toMatchObject({ reason: 'failed' })
    expect(files.size).toBe(0)
    expect(localStorage.getItem(`sosiego.offline.${memberA}.downloads`)).toBeNull()
  })

  it('plays a download from the service worker’s address, or from the stored file without one', async () => {
    const { store } = setup({ bytes: 4 })
    store.load(memberA)
    const item = makeMediaItem('Sin red')
    expect(await store.sourceOf(item._id)).toBeNull()
    await store.download(item)
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:stored')
    expect(await store.sourceOf(item._id)).toBe('blob:stored')
    createObjectURL.mockRestore()
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: {} }, configurable: true })
    try {
      expect(await store.sourceOf(item._id)).toBe(`/sin-conexion/${memberA}/${item._id}`)
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})

describe('clearOfflineData', () => {
  it('removes every member’s lists, queues and caches, or all but the member kept', async () => {
    const deleted: string[] = []
    vi.stubGlobal('caches', {
      keys: async () => [`sosiego-descargas-${memberA}`, `sosiego-descargas-${memberB}`, 'sosiego-codigo'],
      delete: async (name: string) => {
        deleted.push(name)
        return true
      },
    })
    for (const member of [memberA, memberB]) {
      localStorage.setItem(`sosiego.offline.${member}.downloads`, '[]')
      localStorage.setItem(`sosiego.offline.${member}.queue`, '[]')
    }
    localStorage.setItem('sosiego.playbackSpeed', '1.25')

    await clearOfflineData(memberA)
    expect(deleted).toEqual([`sosiego-descargas-${memberB}`])
    expect(localStorage.getItem(`sosiego.offline.${memberA}.downloads`)).toBe('[]')
    expect(localStorage.getItem(`sosiego.offline.${memberB}.queue`)).toBeNull()

    deleted.length = 0
    await clearOfflineData()
    // The app's code cache holds nothing personal and stays; every member's downloads go.
    expect(deleted).toEqual([`sosiego-descargas-${memberA}`, `sosiego-descargas-${memberB}`])
    expect(Object.keys(localStorage).filter((key) => key.startsWith('sosiego.offline.'))).toEqual([])
    expect(localStorage.getItem('sosiego.playbackSpeed')).toBe('1.25')
  })
})
