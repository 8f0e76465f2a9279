import type { AssetKind, FileItem } from '@sosiego/shared'
import { t } from '@sosiego/shared/messages/back-office'
import { Trash2 } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'
import { formatFileSize, formatModified } from '../lib/file-list.ts'
import { FileIcon } from './file-icon.tsx'

type FileCardProps = {
  item: FileItem
  /** The kind of the folder's files (null at the root, where only folders are). */
  kind: AssetKind | null
  onOpen: () => void
  /** Absent for crmUser (read only) and for folders. */
  onDelete?: () => void
}

/** One tile of the grid: a folder opens, a file previews; admins get a delete button on files. */
export function FileCard({ item, kind, onOpen, onDelete }: FileCardProps) {
  const details = item.isDirectory ? null : [formatFileSize(item.size), formatModified(item.lastModified)]
  return (
    <div className="relative flex h-full flex-col gap-2 rounded-2xl border border-ink-200 bg-white p-3 shadow-xs transition-colors hover:border-primary-400 hover:bg-primary-50">
      <span
        className={cn(
          'flex w-full items-center justify-center overflow-hidden rounded-xl bg-ink-50',
          // Folders need no preview area: compact tiles keep the root on one phone screen.
          item.isDirectory ? 'h-16' : 'aspect-[4/3]',
        )}
      >
        <FileIcon
          item={item}
          kind={kind}
          className={
            kind === 'image' && !item.isDirectory ? 'size-full' : item.isDirectory ? 'size-9' : 'size-12'
          }
        />
      </span>
      {/* The name is the tile's button, stretched over the tile (its ::after): its spoken name
          ('Ver …', 'Abrir carpeta …') holds the words it shows (WCAG 2.5.3). */}
      <button
        type="button"
        onClick={onOpen}
        aria-label={t(item.isDirectory ? 'fileLibrary.openFolder' : 'fileLibrary.preview', {
          name: item.name,
        })}
        className="line-clamp-2 cursor-pointer text-left text-sm font-medium [overflow-wrap:anywhere] text-ink-900 outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600"
      >
        {item.name}
      </button>
      {details ? (
        <span className="mt-auto flex flex-col text-xs text-ink-600">
          {details.filter(Boolean).map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </span>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('fileLibrary.delete', { name: item.name })}
          className="absolute top-2 right-2 z-10 flex size-9 cursor-pointer items-center justify-center rounded-full bg-white/90 text-danger-600 shadow-soft hover:bg-danger-50 focus-visible:outline-2 focus-visible:outline-danger-600"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}
