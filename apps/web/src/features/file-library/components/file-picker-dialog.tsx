import type { AssetFolder, AssetKind, FileItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { useFolder } from '../api/get-folder.ts'
import { filterByName, formatFileSize, pickerItems } from '../lib/file-list.ts'
import { childPath, crumbsOf } from '../lib/library-path.ts'
import { FileIcon } from './file-icon.tsx'
import { FolderBreadcrumb } from './folder-breadcrumb.tsx'
import { SearchBox } from './search-box.tsx'

type FilePickerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Which files it offers (the spec's picker extensions of that kind). */
  kind: AssetKind
  /** The folder it browses; its sub-folders can be opened, its parent cannot. */
  folder: AssetFolder
  /** The chosen file; forms store `file.url`. The dialog closes after. */
  onSelect: (file: FileItem) => void
}

/**
 * The pickers of the catalogue forms (back-office spec, "Pickers used by forms"): audio, image/cover,
 * PDF and video, each a folder of the library with a search box and an empty message.
 */
export function FilePickerDialog({ open, onOpenChange, kind, folder, onSelect }: FilePickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} className="flex flex-col gap-4 sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{es[`filePicker.title.${kind}`]}</DialogTitle>
        </DialogHeader>
        {/* Inside the content, so each opening starts again at the folder with an empty search. */}
        <PickerBrowser
          kind={kind}
          folder={folder}
          onSelect={(file) => {
            onSelect(file)
            onOpenChange(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

function PickerBrowser({
  kind,
  folder,
  onSelect,
}: Pick<FilePickerDialogProps, 'kind' | 'folder' | 'onSelect'>) {
  const [path, setPath] = useState<string>(folder)
  const [query, setQuery] = useState('')
  const listing = useFolder(path)
  const items = pickerItems(listing.data ?? [], kind)
  const shown = filterByName(items, query)
  const open = (next: string) => {
    setPath(next)
    setQuery('')
  }

  return (
    <>
      <SearchBox value={query} onChange={setQuery} />
      <FolderBreadcrumb crumbs={crumbsOf(path, es['fileLibrary.root'], folder)} onOpen={open} />
      {listing.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-10 text-ink-700">
          <Spinner label={null} className="text-primary-600" />
          {es['fileLibrary.loading']}
        </p>
      ) : listing.isError ? (
        <Alert tone="danger" role="alert">
          <p>
            {t(`filePicker.loadError.${kind}`, {
              message: errorMessage(listing.error, es['fileLibrary.unknownError']),
            })}
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void listing.refetch()}>
              {es['fileLibrary.retry']}
            </Button>
          </div>
        </Alert>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-300 px-4 py-10 text-center text-ink-700">
          {query.trim() ? t('fileLibrary.noMatch', { query: query.trim() }) : es[`filePicker.empty.${kind}`]}
        </p>
      ) : (
        <ul className="-mx-2 flex max-h-[55dvh] flex-col overflow-y-auto">
          {shown.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                aria-label={item.isDirectory ? t('fileLibrary.openFolder', { name: item.name }) : undefined}
                onClick={() => (item.isDirectory ? open(childPath(path, item.name)) : onSelect(item))}
                className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
              >
                <FileIcon item={item} kind={kind} className="size-10 shrink-0 p-0.5" />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-900">{item.name}</span>
                {item.isDirectory ? null : (
                  <span className="shrink-0 text-xs text-ink-600">{formatFileSize(item.size)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
