import { type AssetFolder, type FileItem, folderKind, isAssetFolder } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { StaleListNotice } from '../../../components/ui/list-states.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { folderQueryOptions, useFolder } from '../api/get-folder.ts'
import { useUploads } from '../hooks/use-uploads.ts'
import { countLine, filterByName, loadErrorMessage } from '../lib/file-list.ts'
import { childPath, crumbsOf, topFolderOf } from '../lib/library-path.ts'
import { acceptedExtensions } from '../lib/upload-progress.ts'
import { FileCard } from './file-card.tsx'
import { FolderBreadcrumb } from './folder-breadcrumb.tsx'
import { SearchBox } from './search-box.tsx'
import { UploadZone } from './upload-zone.tsx'

const FilePreview = lazyNamed(() => import('./previews/file-preview.tsx'), 'FilePreview')
const DeleteFileDialog = lazyNamed(() => import('./delete-file-dialog.tsx'), 'DeleteFileDialog')
const RefusedFilesDialog = lazyNamed(() => import('./refused-files-dialog.tsx'), 'RefusedFilesDialog')

/**
 * /admin/assets (back-office spec, Recursos): browse the library from 'Root', search the folder on
 * screen, preview files; admins also upload and delete (decision 034: crmUser reads only).
 */
export function FileLibraryPage({ canWrite }: { canWrite: boolean }) {
  const [path, setPath] = useState('')
  const [query, setQuery] = useState('')
  const [previewing, setPreviewing] = useState<FileItem | null>(null)
  const [deleting, setDeleting] = useState<FileItem | null>(null)
  const listing = useFolder(path)
  const uploads = useUploads(path)
  const queryClient = useQueryClient()
  const top = topFolderOf(path)
  const folder: AssetFolder | null = top && isAssetFolder(top) ? top : null
  const kind = folder ? folderKind(folder) : null
  const items = listing.data ?? []
  const shown = filterByName(items, query)

  // The spec's cache preloads the root's folders, so the first click into one shows it at once.
  const rootFolders = path === '' ? listing.data : undefined
  useEffect(() => {
    for (const item of rootFolders ?? [])
      if (item.isDirectory) void queryClient.prefetchQuery(folderQueryOptions(item.name))
  }, [rootFolders, queryClient])

  const open = (next: string) => {
    setPath(next)
    setQuery('')
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{es['fileLibrary.title']}</h1>
        <p className="text-base text-ink-600">{es['fileLibrary.description']}</p>
      </header>

      <div className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-sand-50/60 p-4 sm:p-5">
        <FolderBreadcrumb crumbs={crumbsOf(path, es['fileLibrary.root'])} onOpen={open} />
        <SearchBox value={query} onChange={setQuery} />
        {listing.isSuccess ? (
          <p className="text-sm text-ink-600" aria-live="polite">
            {countLine(shown.length, items.length, query)}
          </p>
        ) : null}
      </div>

      {canWrite && folder ? (
        <UploadZone
          allowed={acceptedExtensions(folder)}
          rows={uploads.rows}
          uploading={uploads.uploading}
          onFiles={(files) => void uploads.upload(files)}
        />
      ) : null}

      <StaleListNotice query={listing} />
      {listing.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-ink-700" role="status">
          <Spinner className="size-6 text-primary-600" label={null} />
          <span>{path === '' ? es['fileLibrary.loadingAll'] : es['fileLibrary.loading']}</span>
        </div>
      ) : listing.isError && !listing.data ? (
        <Alert tone="danger" role="alert">
          <p>{loadErrorMessage(errorMessage(listing.error, es['fileLibrary.unknownError']))}</p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void listing.refetch()}>
              {es['fileLibrary.retry']}
            </Button>
          </div>
        </Alert>
      ) : shown.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center">
          {query.trim() ? (
            <p className="text-ink-700">{t('fileLibrary.noMatch', { query: query.trim() })}</p>
          ) : (
            <>
              <p className="font-medium text-ink-800">{es['fileLibrary.empty']}</p>
              {canWrite && folder ? (
                <p className="text-sm text-ink-600">{es['fileLibrary.emptyHint']}</p>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
          {shown.map((item) => (
            <li key={item.name}>
              <FileCard
                item={item}
                kind={kind}
                onOpen={() => (item.isDirectory ? open(childPath(path, item.name)) : setPreviewing(item))}
                onDelete={canWrite && !item.isDirectory ? () => setDeleting(item) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <Deferred when={previewing !== null}>
        <FilePreview kind={kind} item={previewing} onClose={() => setPreviewing(null)} />
      </Deferred>
      <Deferred when={deleting !== null}>
        <DeleteFileDialog folder={path} file={deleting} onClose={() => setDeleting(null)} />
      </Deferred>
      <Deferred when={uploads.refused !== null}>
        <RefusedFilesDialog refused={uploads.refused} onClose={uploads.dismissRefused} />
      </Deferred>
    </div>
  )
}
