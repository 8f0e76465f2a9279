import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { lstat, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ByteRange, StorageDriver, StoredEntry } from './driver.ts'

/** Temporary uploads, beside the files so that the final rename stays on one file system. */
const UPLOADS_DIR = '.uploads'

/** Files under a directory (`DATA_DIR/storage`): the embedded default. */
export function createLocalDriver(root: string): StorageDriver {
  const base = path.resolve(root)

  /** The absolute path of a key, refusing anything that would land outside the root. */
  function locate(key: string): string {
    const target = path.resolve(base, key)
    if (target !== base && !target.startsWith(base + path.sep)) throw new Error(`key outside storage: ${key}`)
    return target
  }

  async function entry(key: string, file: string): Promise<StoredEntry | null> {
    try {
      // lstat: a symbolic link placed in the folder is not followed out of it.
      const info = await lstat(file)
      if (info.isSymbolicLink()) return null
      return {
        name: path.basename(file),
        key,
        size: info.isDirectory() ? 0 : info.size,
        lastModified: info.mtime,
        isDirectory: info.isDirectory(),
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw error
    }
  }

  async function statFile(key: string): Promise<StoredEntry | null> {
    const found = await entry(key, locate(key))
    return found && !found.isDirectory ? found : null
  }

  return {
    kind: 'local',

    async list(folderKey) {
      const dir = locate(folderKey)
      let names: string[]
      try {
        names = (await readdir(dir)).filter((name) => !name.startsWith('.'))
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT' || code === 'ENOTDIR') return []
        throw error
      }
      const entries = await Promise.all(
        names.map((name) => entry(folderKey ? `${folderKey}/${name}` : name, path.join(dir, name))),
      )
      return entries.filter((item): item is StoredEntry => item !== null)
    },

    stat: statFile,

    async hasChildren(folderKey) {
      try {
        return (await readdir(locate(folderKey))).some((name) => !name.startsWith('.'))
      } catch {
        return false
      }
    },

    async put(key, body) {
      const target = locate(key)
      const temporary = path.join(base, UPLOADS_DIR, randomUUID())
      await mkdir(path.dirname(temporary), { recursive: true })
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }))
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },

    async read(key, range?: ByteRange): Promise<Readable | null> {
      const file = locate(key)
      const info = await stat(file).catch(() => null)
      if (!info?.isFile()) return null
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },

    async delete(key) {
      if (!(await statFile(key))) return false
      await unlink(locate(key))
      return true
    },

    directUrl: () => undefined,
  }
}
