import type { AssetKind, FileItem } from '@sosiego/shared'
import { BookText, FileAudio, FileImage, FileText, FileVideo, Folder, type LucideIcon } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'

const kindIcons: Record<AssetKind, LucideIcon> = {
  audio: FileAudio,
  image: FileImage,
  pdf: FileText,
  video: FileVideo,
  captions: BookText,
}

/** A folder icon, an image's own thumbnail (covers are public), or the icon of the file's kind. */
export function FileIcon({
  item,
  kind,
  className,
}: {
  item: FileItem
  kind: AssetKind | null
  className?: string
}) {
  if (item.isDirectory) return <Folder aria-hidden="true" className={cn('text-primary-600', className)} />
  if (kind === 'image')
    return (
      <img
        src={item.url}
        alt=""
        loading="lazy"
        className={cn('rounded-md bg-ink-100 object-cover', className)}
      />
    )
  const Icon = kindIcons[kind ?? 'pdf']
  return <Icon aria-hidden="true" className={cn('text-ink-600', className)} />
}
