import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { AppError } from '../../lib/app-error.ts'

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024
const AVATAR_SIZE = 256
/** Raster formats only: an SVG could carry script, and nothing else is an image we can re-encode. */
const accepted = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'])

/**
 * Decodes a data-URL image, re-encodes it as a small square WebP (dropping metadata and anything
 * hidden in the original) and stores it under storage/avatars. Answers its public URL.
 */
export async function storeAvatar(storageDir: string, userId: string, dataUrl: string): Promise<string> {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl)
  if (!match?.[2]) throw new AppError('auth.avatarInvalid', 400)
  const input = Buffer.from(match[2], 'base64')
  if (input.length > AVATAR_MAX_BYTES) throw new AppError('auth.avatarTooLarge', 413)
  let output: Buffer
  try {
    const image = sharp(input, { limitInputPixels: 40_000_000, animated: false })
    const { format } = await image.metadata()
    if (!format || !accepted.has(format)) throw new Error(`format ${format}`)
    output = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer()
  } catch {
    throw new AppError('auth.avatarInvalid', 400)
  }
  const name = `${userId}-${randomBytes(4).toString('hex')}.webp`
  await mkdir(path.join(storageDir, 'avatars'), { recursive: true })
  await writeFile(path.join(storageDir, 'avatars', name), output)
  return `/media/avatars/${name}`
}
