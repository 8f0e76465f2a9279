import type { PdfItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Eye, FileText } from 'lucide-react'
import { useDeferredValue, useMemo, useState } from 'react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useContentPdfs } from '../api/get-content-lists.ts'
import { filterPdfs } from '../lib/content-filters.ts'
import { useConfirmation } from './confirm-dialog.tsx'
import { ContentItem, CoverThumb, EditDeleteActions } from './content-item.tsx'
import { ContentPanel, listState } from './content-panel.tsx'
import type { FormTarget } from './form-dialog.tsx'
import { type DeleteTexts, useItemActions } from './use-item-actions.ts'

const PdfDialog = lazyNamed(() => import('./pdf-dialog.tsx'), 'PdfDialog')
const PdfPreviewDialog = lazyNamed(() => import('./pdf-preview-dialog.tsx'), 'PdfPreviewDialog')

const texts: DeleteTexts = { deleted: 'catalog.pdfDeleted', deleteFailed: 'adminContent.delete.pdfFailed' }

/** 'PDFs': search, preview, add, edit and delete; a PDF always shows as Activo (spec §3). */
export function PdfsPanel({ canEdit }: { canEdit: boolean }) {
  const pdfs = useContentPdfs()
  const [search, setSearch] = useState('')
  const [target, setTarget] = useState<FormTarget<PdfItem>>(null)
  const [previewing, setPreviewing] = useState<PdfItem | null>(null)
  const { ask, dialog } = useConfirmation()
  const { remove } = useItemActions('pdfs', ask)
  const deferredSearch = useDeferredValue(search)
  const shown = useMemo(() => filterPdfs(pdfs.data ?? [], deferredSearch), [pdfs.data, deferredSearch])

  return (
    <>
      <ContentPanel
        title={es['adminContent.pdfs.title']}
        search={{
          label: es['adminContent.pdfs.search'],
          placeholder: es['adminContent.pdfs.searchPlaceholder'],
          value: search,
          onChange: setSearch,
        }}
        onAdd={canEdit ? () => setTarget('new') : undefined}
        list={listState(pdfs, shown)}
        texts={{
          loading: es['adminContent.pdfs.loading'],
          loadFailed: es['adminContent.pdfs.loadFailed'],
          empty: es['adminContent.pdfs.empty'],
          noMatch: es['adminContent.pdfs.noMatch'],
        }}
        preview={6}
        step={24}
        layout="grid"
        itemKey={(pdf) => pdf._id}
        renderItem={(pdf) => {
          const preview = (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('adminContent.previewItem', { name: pdf.title })}
              onClick={() => setPreviewing(pdf)}
            >
              <Eye aria-hidden="true" className="size-4" />
            </Button>
          )
          return (
            <ContentItem
              name={pdf.title}
              cover={<CoverThumb url={pdf.coverImage?.coverImageUrl} icon={FileText} />}
              status={<Badge tone="success">{es['adminContent.active']}</Badge>}
              actions={
                canEdit ? (
                  <EditDeleteActions
                    name={pdf.title}
                    onEdit={() => setTarget(pdf)}
                    onDelete={() => remove({ _id: pdf._id, name: pdf.title }, texts)}
                  >
                    {preview}
                  </EditDeleteActions>
                ) : (
                  preview
                )
              }
            >
              <p className="text-sm break-all text-ink-600">{pdf.file.name}</p>
            </ContentItem>
          )
        }}
      />
      <Deferred when={target !== null}>
        <PdfDialog target={target} onClose={() => setTarget(null)} />
      </Deferred>
      <Deferred when={previewing !== null}>
        <PdfPreviewDialog pdf={previewing} onClose={() => setPreviewing(null)} />
      </Deferred>
      {dialog}
    </>
  )
}
