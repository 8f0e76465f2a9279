import type { AssetFolder } from '@sosiego/shared'
import { parseStream } from 'music-metadata'
import { AppError } from '../../plugins/errors.ts'
import type { StorageDriver } from '../files/storage/driver.ts'
import { storagePathOfMediaUrl } from '../files/storage-path.ts'

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
): Promise<{ key: string; size: number }> {
  const target = storagePathOfMediaUrl(url)
  if (!target?.folder || !folders(target.folder))
    throw new AppError('catalog.fileWrongFolder', 400, { folder: folderLabel })
  const file = await storage.stat(target.key)
  if (!file) throw new AppError('catalog.fileNotFound', 400)
  return { key: target.key, size: file.size }
}

export const isCoverFolder = (folder: AssetFolder) => folder.startsWith('caratula-')

/** A cover, when one is given: a file of a `caratula-*` folder. */
export async function checkCover(
  storage: StorageDriver,
  cover: { coverImageUrl: string } | null | undefined,
) {
  if (cover) await requireLibraryFile(storage, cover.coverImageUrl, isCoverFolder, 'caratula-…')
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
