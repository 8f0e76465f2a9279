import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { type AssetKind, assetFolders, extensionOf, folderKind, storedFileName, t } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import type { StorageDriver, StoredEntry } from '../../storage/driver.ts'
import type { StoragePath } from '../../storage/storage-path.ts'
import {
  byteLimit,
  contentTypeFor,
  extensionAllowed,
  FileTooLargeError,
  peek,
  readLimited,
  SNIFF_BYTES,
} from './file-check.ts'
import { findFileUser } from './files.repository.ts'
import { sanitiseSvg } from './svg.ts'
import { checkWebVtt } from './webvtt.ts'

export interface FileItem {
  name: string
  url: string
  size: number
  lastModified: string
  isDirectory: boolean
}

/** Our URL of a library file (`/media/<key>`): what listings show and the catalogue stores. */
export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`
}

function toFileItem(entry: StoredEntry): FileItem {
  return {
    name: entry.name,
    url: mediaUrl(entry.key),
    size: entry.size,
    lastModified: entry.lastModified?.toISOString() ?? '',
    isDirectory: entry.isDirectory,
  }
}

/**
 * A folder's items, folders first then by name. The root always shows the spec's eight folders,
 * whether or not anything was uploaded to them yet, and nothing else that may lie in the storage.
 */
export async function listFolder(storage: StorageDriver, target: StoragePath): Promise<FileItem[]> {
  const entries = await storage.list(target.key)
  if (target.folder === null) {
    const stored = new Map(entries.map((entry) => [entry.name, entry]))
    return assetFolders.map((folder) =>
      toFileItem({
        ...(stored.get(folder) ?? { name: folder, key: folder, size: 0, lastModified: null }),
        isDirectory: true,
      }),
    )
  }
  return entries
    .sort((a, b) => Number(b.isDirectory) - Number(a.isDirectory) || a.name.localeCompare(b.name, 'es'))
    .map(toFileItem)
}

export async function deleteFile(storage: StorageDriver, db: Database, target: StoragePath): Promise<void> {
  if (target.segments.length < 2) throw new AppError('files.notAFile', 400)
  // A file the catalogue still uses stays: members would meet a broken item.
  const user = await findFileUser(db, mediaUrl(target.key))
  if (user) throw new AppError('files.inUse', 409, { name: user })
  if (await storage.delete(target.key)) return
  if (await storage.hasChildren(target.key)) throw new AppError('files.notAFile', 400)
  throw new AppError('files.notFound', 404)
}

export interface RejectedFile {
  name: string
  message: string
}

/** A refusal because of what a file says (a malformed WebVTT), not of its kind: answered 422. */
export type Refusal = { rejected: RejectedFile; malformed?: true }

export interface UploadPart {
  filename: string
  file: Readable
}

const MB = 1024 * 1024

/**
 * Stores one uploaded file in a folder, or says why not. The extension must be one the folder's
 * kind accepts, and the first bytes must match it (an SVG is parsed and sanitised instead). The
 * bytes go from the request to the storage as they arrive; past the kind's size limit the upload
 * fails with 413 and the driver leaves nothing behind.
 */
export async function storeUpload(
  storage: StorageDriver,
  folder: StoragePath,
  part: UploadPart,
  limits: Record<AssetKind, number>,
  now = Date.now(),
): Promise<{ stored: FileItem } | Refusal> {
  const kind = folderKind(folder.folder as NonNullable<StoragePath['folder']>)
  const limit = limits[kind]
  const extension = extensionOf(part.filename)
  const refuse = async (message: string) => {
    part.file.resume()
    return { rejected: { name: part.filename, message } }
  }
  if (!extensionAllowed(kind, extension)) return refuse(t('files.extensionNotAllowed'))

  const key = `${folder.key}/${storedFileName(part.filename, now)}`
  const tooLarge = () =>
    new AppError('files.tooLarge', 413, { name: part.filename, limit: Math.floor(limit / MB) })
  try {
    if (extension === '.svg') {
      const clean = await sanitiseSvg(await readLimited(part.file, limit))
      if (!clean) return refuse(t('files.svgInvalid'))
      await storage.put(key, Readable.from([clean]), 'image/svg+xml')
    } else if (kind === 'captions') {
      // Small text, read whole and parsed before anything is stored (decision 120): a player never
      // meets a file browsers would skip phrases of.
      const bytes = await readLimited(part.file, limit)
      const check = checkWebVtt(bytes)
      if (!check.ok) return { rejected: { name: part.filename, message: check.message }, malformed: true }
      await storage.put(key, Readable.from([bytes]), 'text/vtt; charset=utf-8')
    } else {
      const { head, whole } = await peek(part.file, SNIFF_BYTES)
      if (head.length > limit) throw new FileTooLargeError()
      const contentType = await contentTypeFor(extension, head)
      if (!contentType) {
        whole.resume()
        return { rejected: { name: part.filename, message: t('files.contentMismatch') } }
      }
      // pipeline (not pipe) so that a failing request also fails the stream the driver reads.
      const limited = byteLimit(limit)
      pipeline(whole, limited).catch(() => {})
      await storage.put(key, limited, contentType)
    }
  } catch (error) {
    if (error instanceof FileTooLargeError || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge()
    throw error
  }
  const stored = await storage.stat(key)
  if (!stored) throw new Error(`upload not found after storing: ${key}`)
  return { stored: toFileItem(stored) }
}
