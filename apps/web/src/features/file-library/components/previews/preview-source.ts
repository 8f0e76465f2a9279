import type { FileItem } from '@sosiego/shared'

/** What every preview modal takes: the file shown (null when closed) and how to close it. */
export type PreviewProps = { item: FileItem | null; onClose: () => void }

/** Private media play from the signed `previewUrl` (decision 038); covers are public. */
export function sourceOf(item: FileItem): string {
  return item.previewUrl ?? item.url
}
