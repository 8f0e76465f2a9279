import type { Today } from '@sosiego/shared'
import { useEffect } from 'react'
import { offlineKey } from '../../../lib/offline-data.ts'
import { canDownload, type createDownloadStore, downloadStore, maxDownloads } from './download-store.ts'

type Store = Pick<ReturnType<typeof createDownloadStore>, 'getState' | 'isDownloaded' | 'download' | 'remove'>

/** The downloads this device made by itself for the daily meditation, not chosen by the member. */
function readKept(memberId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(offlineKey(memberId, 'daily')) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

function writeKept(memberId: string, ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(offlineKey(memberId, 'daily'))
    else localStorage.setItem(offlineKey(memberId, 'daily'), JSON.stringify(ids))
  } catch {
    // Not kept: the next visit keeps nothing it cannot remember, and removes nothing it did not note.
  }
}

/**
 * Keeps tomorrow's meditation ready offline (issue 30) for a member who downloads: when they have at
 * least one download of their own, tomorrow's audio goes through the same download path (their plan,
 * their cache, the server's signed URL), never past the download limit nor into its last free place. What was kept for an earlier
 * day goes once it is neither today's nor tomorrow's, so the kept items never fill the member's
 * room: at most two, and only while there is room.
 */
export async function keepTomorrowReady(store: Store, today: Today): Promise<void> {
  const memberId = store.getState().memberId
  if (!memberId) return
  const current = new Set([today.today.item._id, today.tomorrow?.item._id])
  const kept = readKept(memberId).filter((id) => store.isDownloaded(id))
  for (const id of kept.filter((entry) => !current.has(entry))) await store.remove(id)
  const stillKept = kept.filter((id) => current.has(id))
  writeKept(memberId, stillKept)

  const { entries, progress } = store.getState()
  const own = entries.filter((entry) => !stillKept.includes(entry.id))
  const item = today.tomorrow?.item
  if (own.length === 0 || !item || item.locked || item.fileType !== 'audio' || store.isDownloaded(item._id))
    return
  // Never the member's last free place: that one stays for what they choose.
  if (entries.length + Object.keys(progress).length + 1 >= maxDownloads) return
  try {
    await store.download(item)
    writeKept(memberId, [...stillKept, item._id])
  } catch (error) {
    // Not kept (no space, the plan, the network): tomorrow it streams as usual.
    console.error("Tomorrow's meditation was not kept for offline listening", error)
  }
}

/** Runs `keepTomorrowReady` once per answer of GET /api/today, online, for a member with a plan. */
export function useKeepTomorrowReady(today: Today | undefined, canListen: boolean) {
  useEffect(() => {
    if (!today || !canListen || !canDownload() || navigator.onLine === false) return
    void keepTomorrowReady(downloadStore, today)
  }, [today, canListen])
}
