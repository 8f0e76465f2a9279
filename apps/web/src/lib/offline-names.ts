// In lib, not a feature: lib/offline-data.ts and the service worker's own build name caches with it.

/**
 * The names the page and the panel's service worker share for a member's offline data (decision
 * 082). No DOM here: the service worker's build includes this file.
 */

/** The cache that holds one member's downloaded audio files: `sosiego-descargas-<memberId>`. */
export const offlineCachePrefix = 'sosiego-descargas-'
/**
 * The address a downloaded audio plays from: `/sin-conexion/<memberId>/<mediaId>`. Nothing on the
 * server answers it: the service worker serves it from the member's cache (with Range requests), and
 * without a service worker the player reads the cache itself. Ids are UUIDs: no escaping needed.
 */
export const offlineMediaPath = '/sin-conexion/'

export const offlineCacheName = (memberId: string) => `${offlineCachePrefix}${memberId}`
export const offlineMediaUrl = (memberId: string, mediaId: string) =>
  `${offlineMediaPath}${memberId}/${mediaId}`
