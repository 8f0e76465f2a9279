import { Readable, Transform } from 'node:stream'
import { type AssetKind, allowedExtensions } from '@sosiego/shared'
import { fileTypeFromBuffer } from 'file-type'

/** The ISO base media family (MP4, M4A, MOV…): one container, brands vary by encoder. */
const ISO_BMFF = ['mp4', 'm4v', 'm4a', 'm4b', 'm4p', 'mov', 'f4v', 'f4a', '3gp', '3g2']
const OGG = ['ogg', 'oga', 'ogv', 'opus', 'ogx', 'spx']

/** What the content of a file may be, by the extension it claims (file-type's names). */
const contentTypesByExtension: Record<string, readonly string[]> = {
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
  '.png': ['png'],
  '.gif': ['gif'],
  '.bmp': ['bmp'],
  '.webp': ['webp'],
  '.mp3': ['mp3'],
  '.wav': ['wav'],
  '.ogg': OGG,
  '.m4a': ISO_BMFF,
  '.aac': ['aac', ...ISO_BMFF],
  '.flac': ['flac'],
  '.mp4': ISO_BMFF,
  '.webm': ['webm', 'mkv'],
  '.mkv': ['mkv', 'webm'],
  '.mov': ISO_BMFF,
  '.m4v': ISO_BMFF,
  '.pdf': ['pdf'],
}

/** Enough of a file's start to recognise it, past a small ID3 tag at the head of an MP3. */
export const SNIFF_BYTES = 64 * 1024

export function extensionAllowed(kind: AssetKind, extension: string): boolean {
  return allowedExtensions[kind].includes(extension)
}

/**
 * The MIME type to store a file with when its first bytes match the extension it claims, else
 * null. SVG (text, no magic number) is checked by `sanitiseSvg` instead.
 */
export async function contentTypeFor(extension: string, head: Uint8Array): Promise<string | null> {
  const accepted = contentTypesByExtension[extension]
  if (!accepted) return null
  const detected = await fileTypeFromBuffer(head)
  return detected && accepted.includes(detected.ext) ? detected.mime : null
}

/**
 * The first `bytes` of a stream, and a stream of the whole (those bytes then the rest), read on
 * demand so that nothing beyond the head is held in memory.
 */
export async function peek(stream: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const chunks: Buffer[] = []
  let length = 0
  let ended = false
  while (length < bytes) {
    const next = await iterator.next()
    if (next.done) {
      ended = true
      break
    }
    chunks.push(next.value)
    length += next.value.length
  }
  const head = Buffer.concat(chunks)
  async function* all() {
    yield head
    if (ended) return
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value
  }
  return { head: head.subarray(0, bytes), whole: Readable.from(all(), { objectMode: false }) }
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError'
}

/** Passes bytes through and fails the stream as soon as more than `limit` have gone by. */
export function byteLimit(limit: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      if (seen > limit) return callback(new FileTooLargeError())
      callback(null, chunk)
    },
  })
}

/** Reads a whole stream into memory, failing past `limit` bytes (SVG covers only: small text). */
export async function readLimited(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    length += chunk.length
    if (length > limit) throw new FileTooLargeError()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
