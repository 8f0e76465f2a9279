import type { MediaItem } from '@sosiego/shared'
import { useSyncExternalStore } from 'react'
import { offlineKey } from '../../../lib/offline-data.ts'
import { offlineCacheName, offlineMediaUrl } from '../../../lib/offline-names.ts'
import { authStore } from '../../../lib/session-store.ts'
import { getStreamUrl } from '../api/get-stream-url.ts'
import { coverOf, type Track } from '../lib/track.ts'

/**
 * How many audios a member may keep on one device (issue 17). A 20-minute audio is 10–20 MB, so
 * 20 of them stay well inside what browsers give a site without asking (decision 082).
 */
export const maxDownloads = 20

/** A downloaded audio: what the list and the player need without the network. */
export type DownloadEntry = Track & {
  duration: number
  /** Bytes stored. */
  bytes: number
  /** ISO time of the download. */
  savedAt: string
}

export type DownloadFailure = 'limit' | 'notAllowed' | 'noSpace' | 'failed'

/** A download that did not finish, with why (the page shows the matching Spanish text). */
export class DownloadError extends Error {
  constructor(readonly reason: DownloadFailure) {
    super(`download ${reason}`)
  }
}

/** The member's stored files: Cache Storage in the browser, a map in tests. */
export type MediaCache = {
  put(memberId: string, mediaId: string, response: Response): Promise<void>
  remove(memberId: string, mediaId: string): Promise<void>
  read(memberId: string, mediaId: string): Promise<Response | undefined>
  clear(memberId: string): Promise<void>
}

/** The browser's Cache Storage, one cache per member, keyed by the address the player asks for. */
export const browserMediaCache: MediaCache = {
  async put(memberId, mediaId, response) {
    const cache = await caches.open(offlineCacheName(memberId))
    await cache.put(offlineMediaUrl(memberId, mediaId), response)
  },
  async remove(memberId, mediaId) {
    if (typeof caches === 'undefined') return
    const cache = await caches.open(offlineCacheName(memberId))
    await cache.delete(offlineMediaUrl(memberId, mediaId))
  },
  async read(memberId, mediaId) {
    if (typeof caches === 'undefined') return undefined
    const cache = await caches.open(offlineCacheName(memberId))
    return cache.match(offlineMediaUrl(memberId, mediaId))
  },
  async clear(memberId) {
    if (typeof caches !== 'undefined') await caches.delete(offlineCacheName(memberId))
  },
}

/**
 * Whether this browser can keep downloads: Cache Storage exists only in secure contexts (https,
 * localhost), so over plain http elsewhere 'Descargar' is not offered.
 */
export const canDownload = () => typeof caches !== 'undefined'

export type DownloadsState = {
  memberId: string | null
  entries: DownloadEntry[]
  /** Downloads under way: the share received, 0..1 (0 until the size is known). */
  progress: Record<string, number>
}

type Dependencies = {
  cache: MediaCache
  /** A signed URL for the item: the server refuses items outside the member's plan (decision 038). */
  streamUrl: (mediaId: string, signal?: AbortSignal) => Promise<{ url: string }>
  fetch: typeof fetch
}

function readEntries(memberId: string): DownloadEntry[] {
  try {
    const raw = localStorage.getItem(offlineKey(memberId, 'downloads'))
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? (parsed as DownloadEntry[]) : []
  } catch {
    return []
  }
}

function writeEntries(memberId: string, entries: DownloadEntry[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(offlineKey(memberId, 'downloads'))
    else localStorage.setItem(offlineKey(memberId, 'downloads'), JSON.stringify(entries))
  } catch {
    // The list could not be kept: the files stay, and the next load finds none listed (reconcile
    // removes nothing it does not know of; a sign-out removes the cache whole).
  }
}

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError'

/** Reads a response's body, saying how much has arrived; the whole file as one blob. */
async function readWithProgress(response: Response, onProgress: (share: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || 0
  const type = response.headers.get('content-type') || 'audio/mpeg'
  if (!response.body) return response.blob()
  const reader = response.body.getReader()
  const parts: Uint8Array[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    received += value.byteLength
    if (total > 0) onProgress(Math.min(received / total, 1))
  }
  return new Blob(parts as BlobPart[], { type })
}

/**
 * The member's downloads on this device (decision 082): at most `maxDownloads` audios their plan
 * reaches, the files in the member's own cache and the list in localStorage, both keyed by the
 * member. Lives outside React so the player and the page read the same list.
 */
export function createDownloadStore({ cache, streamUrl, fetch: fetchMedia }: Dependencies) {
  let state: DownloadsState = { memberId: null, entries: [], progress: {} }
  const listeners = new Set<() => void>()
  const set = (next: DownloadsState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const setProgress = (mediaId: string, share: number | null) => {
    const progress = { ...state.progress }
    if (share === null) delete progress[mediaId]
    else progress[mediaId] = share
    set({ ...state, progress })
  }
  const save = (memberId: string, entries: DownloadEntry[]) => {
    writeEntries(memberId, entries)
    if (state.memberId === memberId) set({ ...state, entries })
  }

  const store = {
    getState: (): DownloadsState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** The signed-in member's list (the panel's start); another member's is never read. */
    load(memberId: string) {
      if (state.memberId === memberId) return
      set({ memberId, entries: readEntries(memberId), progress: {} })
    },
    /** Signed out: nothing of the member stays in memory either. */
    unload() {
      set({ memberId: null, entries: [], progress: {} })
    },
    isDownloaded: (mediaId: string) => state.entries.some((entry) => entry.id === mediaId),
    /**
     * Downloads an audio for listening offline. Refused here past the limit and for what the plan
     * does not reach (locked, or not an audio); the server refuses the stream URL in any case.
     */
    async download(item: MediaItem): Promise<DownloadEntry> {
      const memberId = state.memberId
      if (!memberId || item.locked || item.fileType !== 'audio') throw new DownloadError('notAllowed')
      const known = state.entries.find((entry) => entry.id === item._id)
      if (known) return known
      if (item._id in state.progress) throw new DownloadError('failed')
      if (state.entries.length + Object.keys(state.progress).length >= maxDownloads)
        throw new DownloadError('limit')
      setProgress(item._id, 0)
      try {
        let signed: { url: string }
        try {
          signed = await streamUrl(item._id)
        } catch (error) {
          const status = (error as { status?: number }).status
          throw new DownloadError(status === 403 ? 'notAllowed' : 'failed')
        }
        const response = await fetchMedia(signed.url, { credentials: 'omit' })
        if (!response.ok) throw new DownloadError(response.status === 403 ? 'notAllowed' : 'failed')
        const blob = await readWithProgress(response, (share) => {
          if (state.memberId === memberId) setProgress(item._id, share)
        })
        // Signed out (or another member signed in) while it downloaded: keep nothing.
        if (state.memberId !== memberId) throw new DownloadError('failed')
        await cache.put(
          memberId,
          item._id,
          new Response(blob, {
            headers: { 'content-type': blob.type, 'content-length': String(blob.size) },
          }),
        )
        const entry: DownloadEntry = {
          id: item._id,
          title: item.title,
          themeId: item.theme._id,
          themeName: item.theme.name,
          categoryId: item.theme.category._id,
          coverUrl: coverOf(item),
          duration: item.duration,
          bytes: blob.size,
          savedAt: new Date().toISOString(),
        }
        if (state.memberId !== memberId) {
          await cache.remove(memberId, item._id)
          throw new DownloadError('failed')
        }
        save(memberId, [...state.entries.filter((other) => other.id !== entry.id), entry])
        // Downloads the member chose should not be evicted when the device runs short of space;
        // browsers decide (Chromium silently, Firefox may ask), and a refusal changes nothing.
        void navigator.storage?.persist?.().catch(() => false)
        return entry
      } catch (error) {
        if (error instanceof DownloadError) throw error
        console.error('Download failed', error)
        throw new DownloadError(isQuotaError(error) ? 'noSpace' : 'failed')
      } finally {
        if (state.memberId === memberId) setProgress(item._id, null)
      }
    },
    /** 'Eliminar descarga': the file and its row go. */
    async remove(mediaId: string): Promise<void> {
      const memberId = state.memberId
      if (!memberId) return
      save(
        memberId,
        state.entries.filter((entry) => entry.id !== mediaId),
      )
      await cache.remove(memberId, mediaId)
    },
    /** Every download of the member (the plan ended). */
    async removeAll(): Promise<void> {
      const memberId = state.memberId
      if (!memberId) return
      save(memberId, [])
      await cache.clear(memberId)
    },
    /**
     * Keeps only what the member may still play: called with the catalogue as the server answered
     * it (online), it removes downloads of items that left the catalogue or that their plan no
     * longer reaches (`locked`).
     */
    async reconcile(catalogue: readonly MediaItem[]): Promise<void> {
      const playable = new Set(catalogue.filter((item) => !item.locked).map((item) => item._id))
      const gone = state.entries.filter((entry) => !playable.has(entry.id))
      for (const entry of gone) await store.remove(entry.id)
    },
    /**
     * Where the player reads a downloaded audio: the service worker's address when one controls the
     * page (it answers Range requests from the cache), else a blob of the stored file; null when
     * the item is not downloaded (stream it).
     */
    async sourceOf(mediaId: string): Promise<string | null> {
      const memberId = state.memberId
      if (!memberId || !store.isDownloaded(mediaId)) return null
      if (typeof navigator !== 'undefined' && navigator.serviceWorker?.controller)
        return offlineMediaUrl(memberId, mediaId)
      const stored = await cache.read(memberId, mediaId)
      return stored ? URL.createObjectURL(await stored.blob()) : null
    },
  }
  return store
}

export const downloadStore = createDownloadStore({
  cache: browserMediaCache,
  streamUrl: getStreamUrl,
  fetch: (...args) => fetch(...args),
})

// Signed out, or another member signed in: the list in memory goes with the session (the stored
// data is removed by the sign-out itself, and other members' by the next panel start).
authStore.subscribe(() => {
  const memberId = downloadStore.getState().memberId
  if (memberId && authStore.getState().user?._id !== memberId) downloadStore.unload()
})

export function useDownloads(): DownloadsState {
  return useSyncExternalStore(downloadStore.subscribe, downloadStore.getState, downloadStore.getState)
}
