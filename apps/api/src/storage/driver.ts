import type { Readable } from 'node:stream'
import { AppError } from '../lib/app-error.ts'

/** The store did not answer (down, unreachable, or failing on its side): 503 with a Spanish sentence. */
export class StorageUnavailableError extends AppError {
  constructor(cause: unknown) {
    super('files.storageUnavailable', 503)
    this.cause = cause
  }
}

/** One entry of a folder listing. */
export interface StoredEntry {
  name: string
  /** The storage key: `folder/sub/name`. */
  key: string
  size: number
  lastModified: Date | null
  isDirectory: boolean
}

/** An inclusive byte range, as HTTP Range counts it. */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where the library's files live. Keys reaching a driver have been through `resolveStoragePath`
 * (modules/files/storage-path.ts); the drivers still refuse anything that would leave their root.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3'
  /** The direct children of a folder (`''` is the root); an absent folder is empty. */
  list(folderKey: string): Promise<StoredEntry[]>
  /** A file's size and date, or null when there is no file under that key (folders are not files). */
  stat(key: string): Promise<StoredEntry | null>
  /** True when some file lies below this folder key. */
  hasChildren(folderKey: string): Promise<boolean>
  /**
   * Stores a stream under a key. All or nothing: if the stream fails (a size limit, a dropped
   * connection), nothing is left under the key, nor any temporary piece.
   */
  put(key: string, body: Readable, contentType: string): Promise<void>
  /** The bytes of a file, whole or a range of it, or null when absent. */
  read(key: string, range?: ByteRange): Promise<Readable | null>
  /** Removes a file; false when there was none. */
  delete(key: string): Promise<boolean>
  /** Where a browser may fetch a public file directly (a CDN), or undefined to be served by us. */
  directUrl(key: string): string | undefined
}
