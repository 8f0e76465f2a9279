import { es, t } from '@sosiego/shared/messages/back-office'
import { ExternalLink } from 'lucide-react'
import { useRef } from 'react'
import { Button, buttonClasses } from '../../../../components/ui/button.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../../components/ui/dialog.tsx'
import { type PreviewProps, sourceOf } from './preview-source.ts'

/** The PDF in a frame, 'Abrir en nueva pestaña' and 'Cerrar'. Closes on Escape and on the backdrop. */
export function PdfPreviewDialog({ item, onClose }: PreviewProps) {
  const closeButton = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        aria-describedby={undefined}
        className="flex flex-col gap-4 sm:max-w-4xl"
        // Not the frame: keys pressed inside the PDF viewer never reach the page, so Escape would not close.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          closeButton.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle className="text-xl break-all">{item?.name}</DialogTitle>
        </DialogHeader>
        {item ? (
          <>
            <iframe
              src={sourceOf(item)}
              title={t('fileLibrary.pdfFrame', { name: item.name })}
              className="h-[65dvh] w-full rounded-xl border border-ink-200 bg-ink-50"
            />
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <a
                href={sourceOf(item)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses('outline', 'md')}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {es['fileLibrary.openInNewTab']}
              </a>
              <Button ref={closeButton} onClick={onClose}>
                {es['fileLibrary.close']}
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
