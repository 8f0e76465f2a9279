import type { AssetKind } from '@sosiego/shared'
import type { ReactNode } from 'react'
import { AudioPreviewDialog } from './audio-preview-dialog.tsx'
import { ImagePreviewDialog } from './image-preview-dialog.tsx'
import { PdfPreviewDialog } from './pdf-preview-dialog.tsx'
import type { PreviewProps } from './preview-source.ts'
import { VideoPreviewDialog } from './video-preview-dialog.tsx'

// WebVTT files (issue 34) have no preview: they are read in the player they belong to.
const previews: Partial<Record<AssetKind, (props: PreviewProps) => ReactNode>> = {
  image: ImagePreviewDialog,
  audio: AudioPreviewDialog,
  pdf: PdfPreviewDialog,
  video: VideoPreviewDialog,
}

/** The preview modal of a file's kind (back-office spec, Recursos). Loaded on the first preview. */
export function FilePreview({ kind, item, onClose }: PreviewProps & { kind: AssetKind | null }) {
  const Preview = kind ? previews[kind] : null
  return Preview ? <Preview item={item} onClose={onClose} /> : null
}
