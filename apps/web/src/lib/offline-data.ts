import { offlineCacheName, offlineCachePrefix } from './offline-names.ts'

// In lib, not a feature: meditations' downloads and sync and auth's session and sign-out all use these keys.

/**
 * Where a member's offline data lives on this device (decision 082): the downloaded audios in Cache
 * Storage (one cache per member), the list of downloads, the queue of unsent listening reports and
 * the last session the server confirmed (so the panel opens with no network) and which downloads
 * were kept ahead for tomorrow's meditation (issue 30) in localStorage (keys
 * per member). Everything is named per member so that one member's data is
 * never read for another, and removed together at sign-out (`clearOfflineData`).
 */

/** localStorage keys of the offline data: `sosiego.offline.<memberId>.<what>`. */
export const offlineKeyPrefix = 'sosiego.offline.'
export const offlineKey = (memberId: string, what: 'downloads' | 'queue' | 'session' | 'daily') =>
  `${offlineKeyPrefix}${memberId}.${what}`

function storageKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '')
  } catch {
    return []
  }
}

/**
 * Removes the offline data of every member on this device except `keep` (none at sign-out): the
 * device holds at most the signed-in member's downloads and reports. Storage that is unavailable
 * (private modes, no Cache Storage over plain http) has nothing to remove.
 */
export async function clearOfflineData(keep?: string): Promise<void> {
  for (const key of storageKeys()) {
    if (!key.startsWith(offlineKeyPrefix)) continue
    if (keep && key.startsWith(`${offlineKeyPrefix}${keep}.`)) continue
    try {
      localStorage.removeItem(key)
    } catch {
      // Nothing else to do: storage refused.
    }
  }
  if (typeof caches === 'undefined') return
  try {
    const names = await caches.keys()
    await Promise.all(
      names
        .filter((name) => name.startsWith(offlineCachePrefix) && (!keep || name !== offlineCacheName(keep)))
        .map((name) => caches.delete(name)),
    )
  } catch (error) {
    console.error('Offline downloads could not be removed', error)
  }
}
