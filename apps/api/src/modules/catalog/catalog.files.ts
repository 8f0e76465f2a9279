import type { AssetFolder } from '@sosiego/shared'
import { parseStream } from 'music-metadata'
import { AppError } from '../../lib/app-error.ts'
import type { StorageDriver } from '../../storage/driver.ts'
import { storagePathOfMediaUrl } from '../../storage/storage-path.ts'
import { mediaUrl } from '../files/index.ts'

/**
 * A catalogue item may only point at a file of our library, in the folder its kind belongs to, and
 * that file must exist: no outside URLs (nor `javascript:`) reach a member's player or an <img>.
 * Answers the storage key.
 */
export async function requireLibraryFile(
  storage: StorageDriver,
  url: string,
  folders: (folder: AssetFolder) => boolean,
  folderLabel: string,
): Promise<{ key: string; size: number; url: string }> {
  const target = storagePathOfMediaUrl(url)
  if (!target?.folder || !folders(target.folder))
    throw new AppError('catalog.fileWrongFolder', 400, { folder: folderLabel })
  const file = await storage.stat(target.key)
  if (!file) throw new AppError('catalog.fileNotFound', 400)
  // Stored in one spelling (each segment percent-encoded once), whatever the form sent.
  return { key: target.key, size: file.size, url: mediaUrl(target.key) }
}

export const isCoverFolder = (folder: AssetFolder) => folder.startsWith('caratula-')

type Cover = { coverImageName: string; coverImageUrl: string }

/** A cover, when one is given: a file of a `caratula-*` folder; answered with its URL's one spelling. */
export async function checkCover<T extends Cover | null | undefined>(
  storage: StorageDriver,
  cover: T,
): Promise<T> {
  if (!cover) return cover
  const file = await requireLibraryFile(storage, cover.coverImageUrl, isCoverFolder, 'caratula-…')
  return { ...cover, coverImageUrl: file.url }
}

/**
 * An item's WebVTT, when one is given: a `.vtt` of the `subtitulos` folder (checked as valid when
 * it was uploaded, decision 120); answered with its URL's one spelling.
 */
export async function checkCaptions<T extends { name: string; url: string } | null | undefined>(
  storage: StorageDriver,
  captions: T,
): Promise<T> {
  if (!captions) return captions
  const file = await requireLibraryFile(
    storage,
    captions.url,
    (folder) => folder === 'subtitulos',
    'subtitulos',
  )
  if (!file.key.toLowerCase().endsWith('.vtt'))
    throw new AppError('catalog.fileWrongFolder', 400, { folder: 'subtitulos' })
  return { ...captions, url: file.url }
}

/**
 * An audio file's duration in whole seconds, read from its own metadata (music-metadata, which
 * walks the frames when the header has no duration). Undefined when it cannot be read.
 */
export async function audioDuration(
  storage: StorageDriver,
  key: string,
  size: number,
): Promise<number | undefined> {
  const stream = await storage.read(key)
  if (!stream) return undefined
  try {
    const metadata = await parseStream(stream, { size, path: key }, { duration: true, skipCovers: true })
    const seconds = metadata.format.duration
    return seconds !== undefined && Number.isFinite(seconds) ? Math.floor(seconds) : undefined
  } catch {
    return undefined
  } finally {
    stream.destroy()
  }
}
