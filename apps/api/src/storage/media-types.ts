import path from 'node:path'

/** The one table of the MIME types the library's files are stored and served with, by extension. */
const mediaTypes: Record<string, string> = {
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.aac': 'audio/aac',
  '.flac': 'audio/flac',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.mov': 'video/quicktime',
  '.m4v': 'video/mp4',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.vtt': 'text/vtt; charset=utf-8',
}

/** The MIME type of a stored key (`caratula-audios/x.webp`) by its extension; unknown ones are bytes. */
export function mediaTypeOf(key: string): string {
  return mediaTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream'
}
