import type { MediaItem, Today } from '@sosiego/shared'
import { describe, expect, it, vi } from 'vitest'
import { makeMediaItem } from '../../../test/fixtures.ts'
import { createDownloadStore, type MediaCache, maxDownloads } from './download-store.ts'
import { keepTomorrowReady } from './keep-tomorrow.ts'

const memberId = '0a000000-0000-4000-8000-00000000000a'

function setup() {
  const files = new Map<string, number>()
  const cache: MediaCache = {
    put: async (member, mediaId, response) => {
      files.set(`${member}/${mediaId}`, (await response.arrayBuffer()).byteLength)
    },
    remove: async (member, mediaId) => {
      files.delete(`${member}/${mediaId}`)
    },
    read: async () => undefined,
    clear: async () => files.clear(),
  }
  const streamUrl = vi.fn(async (mediaId: string) => ({ url: `/api/media/${mediaId}.mp3` }))
  const store = createDownloadStore({
    cache,
    streamUrl,
    fetch: async () => new Response(new Uint8Array(10), { headers: { 'content-length': '10' } }),
  })
  store.load(memberId)
  return { store, streamUrl, files }
}

const day = (today: MediaItem, tomorrow: MediaItem | null): Today => ({
  today: { day: '2026-11-24', item: today, source: 'planned' },
  tomorrow: tomorrow && { day: '2026-11-25', item: tomorrow, source: 'picked' },
})

describe('keepTomorrowReady', () => {
  it('keeps nothing for a member who downloaded nothing', async () => {
    const { store, streamUrl } = setup()
    await keepTomorrowReady(store, day(makeMediaItem('Hoy'), makeMediaItem('Mañana')))
    expect(streamUrl).not.toHaveBeenCalled()
    expect(store.getState().entries).toEqual([])
  })

  it("downloads tomorrow's audio through the download path for a member who downloads, once", async () => {
    const { store, streamUrl, files } = setup()
    await store.download(makeMediaItem('Mía'))
    const tomorrow = makeMediaItem('Mañana')
    await keepTomorrowReady(store, day(makeMediaItem('Hoy'), tomorrow))
    await keepTomorrowReady(store, day(makeMediaItem('Hoy'), tomorrow))
    expect(store.isDownloaded(tomorrow._id)).toBe(true)
    expect(files.has(`${memberId}/${tomorrow._id}`)).toBe(true)
    expect(streamUrl.mock.calls.filter(([id]) => id === tomorrow._id)).toHaveLength(1)
  })

  it('removes what it kept for an earlier day, never what the member chose', async () => {
    const { store } = setup()
    const mine = makeMediaItem('Mía')
    await store.download(mine)
    const monday = makeMediaItem('Lunes')
    const tuesday = makeMediaItem('Martes')
    const wednesday = makeMediaItem('Miércoles')
    await keepTomorrowReady(store, day(makeMediaItem('Domingo'), monday))
    await keepTomorrowReady(store, day(monday, tuesday))
    // Today's stays while it is today's.
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['Mía', 'Lunes', 'Martes'])
    await keepTomorrowReady(store, day(tuesday, wednesday))
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['Mía', 'Martes', 'Miércoles'])
    await keepTomorrowReady(store, day(mine, null))
    expect(store.getState().entries.map((entry) => entry.title)).toEqual(['Mía'])
  })

  it('never takes the last free place, and skips videos and what the plan does not reach', async () => {
    const { store, streamUrl } = setup()
    for (let index = 0; index < maxDownloads - 1; index += 1)
      await store.download(makeMediaItem(`Mía ${index}`))
    streamUrl.mockClear()
    await keepTomorrowReady(store, day(makeMediaItem('Hoy'), makeMediaItem('Mañana')))
    expect(streamUrl).not.toHaveBeenCalled()
    expect(store.getState().entries).toHaveLength(maxDownloads - 1)

    const { store: other, streamUrl: otherUrl } = setup()
    await other.download(makeMediaItem('Mía'))
    otherUrl.mockClear()
    await keepTomorrowReady(other, day(makeMediaItem('Hoy'), makeMediaItem('Video', { fileType: 'video' })))
    await keepTomorrowReady(other, day(makeMediaItem('Hoy'), makeMediaItem('Full', { locked: true })))
    expect(otherUrl).not.toHaveBeenCalled()
  })
})
