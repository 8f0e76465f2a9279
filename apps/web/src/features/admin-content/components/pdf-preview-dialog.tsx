import type { PdfItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { ExternalLink } from 'lucide-react'
import { useRef } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { usePdfUrl } from '../api/get-pdf-url.ts'

/** The PDF preview modal: the file in a frame, 'Abrir en nueva pestaña' and 'Cerrar'. */
export function PdfPreviewDialog({ pdf, onClose }: { pdf: PdfItem | null; onClose: () => void }) {
  const url = usePdfUrl(pdf?._id ?? null)
  const closeButton = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={pdf !== null} onOpenChange={(open) => !open && onClose()}>
      {pdf ? (
        <DialogContent
          aria-describedby={undefined}
          className="flex h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-4"
        >
          <DialogHeader>
            <DialogTitle>{pdf.title}</DialogTitle>
          </DialogHeader>
          <div className="min-h-0 flex-1 overflow-hidden rounded-lg border border-ink-200 bg-ink-50">
            {url.data ? (
              <iframe
                src={url.data}
                title={t('adminContent.pdfPreview.frame', { title: pdf.title })}
                className="size-full"
              />
            ) : url.isError ? (
              <div className="p-4">
                <Alert tone="danger" role="alert">
                  <p>{errorMessage(url.error, es['adminContent.pdfPreview.failed'])}</p>
                </Alert>
              </div>
            ) : (
              <div className="flex size-full items-center justify-center gap-3 text-ink-700" role="status">
                <Spinner className="size-5 text-primary-600" label={null} />
                <span>{es['adminContent.pdfPreview.loading']}</span>
              </div>
            )}
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button ref={closeButton} variant="outline">
                {es['adminContent.pdfPreview.close']}
              </Button>
            </DialogClose>
            {url.data ? (
              <Button asChild>
                <a href={url.data} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {es['adminContent.pdfPreview.openTab']}
                </a>
              </Button>
            ) : null}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
