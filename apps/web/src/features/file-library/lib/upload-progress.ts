import { type AssetFolder, allowedExtensions, extensionOf, folderKind } from '@sosiego/shared'

/** One file's row under the drop zone while it uploads (spec §4: progress 0 to 100). */
export type UploadRow = { id: number; name: string; percent: number; state: 'uploading' | 'done' | 'failed' }

/** Rows stay this long after their file finished, so 100% is seen before it goes (spec §4). */
export const rowClearDelayMs = 800

/** XMLHttpRequest's upload progress as a rounded percentage, never past 100. */
export function percentOf(loaded: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)))
}

export function addRows(
  rows: readonly UploadRow[],
  files: readonly { id: number; name: string }[],
): UploadRow[] {
  return [...rows, ...files.map(({ id, name }) => ({ id, name, percent: 0, state: 'uploading' as const }))]
}

export function withPercent(rows: readonly UploadRow[], id: number, percent: number): UploadRow[] {
  return rows.map((row) => (row.id === id && row.state === 'uploading' ? { ...row, percent } : row))
}

/** A finished file: 100% when stored, its last percentage when it failed. */
export function finishRow(rows: readonly UploadRow[], id: number, state: 'done' | 'failed'): UploadRow[] {
  return rows.map((row) =>
    row.id === id ? { ...row, state, percent: state === 'done' ? 100 : row.percent } : row,
  )
}

export function withoutRow(rows: readonly UploadRow[], id: number): UploadRow[] {
  return rows.filter((row) => row.id !== id)
}

export function isUploading(rows: readonly UploadRow[]): boolean {
  return rows.some((row) => row.state === 'uploading')
}

/** The extensions a folder accepts (spec §5, by its top folder's name; sub-folders follow it). */
export function acceptedExtensions(topFolder: AssetFolder): readonly string[] {
  return allowedExtensions[folderKind(topFolder)]
}

/**
 * Splits a batch by extension before sending: refused files never travel (the server would refuse
 * them too, and checks the content of the others).
 */
export function splitByExtension<File extends { name: string }>(
  files: readonly File[],
  allowed: readonly string[],
): { valid: File[]; refused: File[] } {
  const valid: File[] = []
  const refused: File[] = []
  for (const file of files) (allowed.includes(extensionOf(file.name)) ? valid : refused).push(file)
  return { valid, refused }
}
