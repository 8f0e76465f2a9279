import type { FileItem } from '@sosiego/shared'
import { jsonResponse } from '../../../test/fixtures.ts'

/** A folder entry as GET /api/cdnFiles answers it. */
export function folderItem(path: string): FileItem {
  const name = path.split('/').at(-1) ?? path
  return { name, url: `/media/${path}`, size: 0, lastModified: '', isDirectory: true }
}

/** A file entry; audio, video and PDFs carry a signed preview URL, as the server gives staff. */
export function fileItem(path: string, size = 2048): FileItem {
  const name = path.split('/').at(-1) ?? path
  const item: FileItem = {
    name,
    url: `/media/${path}`,
    size,
    lastModified: '2026-11-20T10:30:00.000Z',
    isDirectory: false,
  }
  return path.startsWith('caratula-') ? item : { ...item, previewUrl: `/api/media/${path}?u=1&e=2&s=x` }
}

export function listing(path: string, items: FileItem[]) {
  return () =>
    jsonResponse({ success: true, message: 'Archivos obtenidos correctamente.', data: { items, path } })
}
