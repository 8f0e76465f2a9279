import { es, t } from '@sosiego/shared/messages/back-office'
import { CircleAlert, CircleCheck, UploadCloud } from 'lucide-react'
import { type DragEvent, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import type { UploadRow } from '../lib/upload-progress.ts'

type UploadZoneProps = {
  allowed: readonly string[]
  rows: readonly UploadRow[]
  uploading: boolean
  onFiles: (files: File[]) => void
}

/** The drop zone and file button of a folder, with one progress row per file being sent. */
export function UploadZone({ allowed, rows, uploading, onFiles }: UploadZoneProps) {
  const input = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const take = (list: FileList | null) => {
    const files = Array.from(list ?? [])
    if (files.length > 0) onFiles(files)
  }
  const over = (event: DragEvent) => {
    event.preventDefault()
    if (!uploading) setDragging(true)
  }

  return (
    <section className="flex flex-col gap-3">
      {/* The button and its input are the keyboard way in; dropping is a shortcut for the mouse. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: drop target only; the button inside is the control. */}
      <div
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          if (!uploading) take(event.dataTransfer.files)
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:py-8',
          dragging ? 'border-primary-500 bg-primary-50' : 'border-ink-300 bg-white',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-primary-600" />
        <p className="font-medium text-ink-900">{es['fileLibrary.dropTitle']}</p>
        <p className="text-sm text-ink-600">{es['fileLibrary.dropOr']}</p>
        <Button size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {uploading ? es['fileLibrary.uploading'] : es['fileLibrary.chooseFiles']}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={allowed.join(',')}
          aria-label={es['fileLibrary.chooseFiles']}
          tabIndex={-1}
          className="sr-only"
          onChange={(event) => {
            take(event.target.files)
            // The same file chosen again must fire change again.
            event.target.value = ''
          }}
        />
        <p className="text-xs text-ink-600">{t('fileLibrary.allowedFormats', { list: allowed.join(' ') })}</p>
      </div>

      {rows.length > 0 ? (
        <ul aria-label={es['fileLibrary.uploadsInProgress']} className="flex flex-col gap-2">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-1.5 rounded-xl border border-ink-200 bg-white px-3 py-2"
            >
              <div className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1 truncate text-ink-900">{row.name}</span>
                {row.state === 'done' ? (
                  <CircleCheck
                    aria-label={es['fileLibrary.uploadDone']}
                    className="size-4 text-success-700"
                  />
                ) : row.state === 'failed' ? (
                  <CircleAlert
                    aria-label={es['fileLibrary.uploadFailedShort']}
                    className="size-4 text-danger-600"
                  />
                ) : null}
                <span className="w-10 text-right text-ink-700 tabular-nums">{row.percent}%</span>
              </div>
              <div
                role="progressbar"
                aria-label={t('fileLibrary.uploadProgress', { name: row.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.percent}
                className="h-1.5 overflow-hidden rounded-full bg-ink-100"
              >
                <div
                  className={cn(
                    'h-full rounded-full transition-[width]',
                    row.state === 'failed' ? 'bg-danger-600' : 'bg-primary-600',
                  )}
                  style={{ width: `${row.percent}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
