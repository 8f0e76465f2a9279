import { type AssetFolder, isAssetFolder } from '@sosiego/shared'

/** A place in the file library: the root, one of the spec's folders, or something below one. */
export interface StoragePath {
  /** `''` for the root, else `folder/sub/…/name`, with `/` separators and nothing to decode. */
  key: string
  /** The first segment, or null at the root. */
  folder: AssetFolder | null
  segments: string[]
}

/**
 * A segment: letters (any script), digits, `.`, `_`, `-`, starting with a letter or a digit — so
 * never `.`, `..`, a hidden name, or anything with a separator, `%`, `\`, `:` or a control character.
 */
const SEGMENT = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u
const MAX_SEGMENT = 200
const MAX_DEPTH = 12

/**
 * Turns the still-encoded path of a request (what follows `/api/cdnFiles/` or `/api/upload/`) into
 * a storage key, or null when it is not one we serve. Decoded exactly once; whatever still looks
 * encoded after that (`%2e`, from a double encoding) is refused rather than decoded again. The first
 * segment must be one of the spec's folders exactly (`audios-x`, `Audios` and `audios.bak` are not).
 * This is the only gate between a URL and the storage drivers: they are never handed anything else.
 */
export function resolveStoragePath(encoded: string): StoragePath | null {
  if (encoded.length > 2048) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(encoded)
  } catch {
    return null
  }
  // A slash at the end names the same folder; anything else empty (`//`, a leading `/`) is refused.
  const trimmed = decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
  if (trimmed === '') return { key: '', folder: null, segments: [] }
  const segments = trimmed.split('/')
  if (segments.length > MAX_DEPTH) return null
  for (const segment of segments) {
    if (segment.length > MAX_SEGMENT || !SEGMENT.test(segment)) return null
    if (segment.normalize('NFC') !== segment) return null
  }
  const [folder] = segments
  if (!folder || !isAssetFolder(folder)) return null
  return { key: segments.join('/'), folder, segments }
}

/**
 * The storage key behind one of our own media URLs (`/media/<key>`, as the catalogue stores them),
 * or null. Used to check that a catalogue item points at a file of the library, in the right folder.
 */
export function storagePathOfMediaUrl(url: string): StoragePath | null {
  if (!url.startsWith('/media/')) return null
  const resolved = resolveStoragePath(url.slice('/media/'.length))
  return resolved && resolved.segments.length >= 2 && !url.endsWith('/') ? resolved : null
}
