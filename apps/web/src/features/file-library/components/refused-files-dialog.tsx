import { es, t } from '@sosiego/shared/messages/back-office'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import type { RefusedBatch } from '../hooks/use-uploads.ts'

/** 'Formato no permitido' (spec §5): the folder's formats and each refused file with why. */
export function RefusedFilesDialog({
  refused,
  onClose,
}: {
  refused: RefusedBatch | null
  onClose: () => void
}) {
  return (
    <Dialog open={refused !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['fileLibrary.refusedTitle']}</DialogTitle>
          <DialogDescription>
            {t('fileLibrary.allowedFormats', { list: refused?.allowed.join(' ') ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <p className="mt-4 text-sm font-medium text-ink-900">{es['fileLibrary.refusedIntro']}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {refused?.files.map((file) => (
            <li
              key={file.name}
              className="rounded-lg border border-danger-100 bg-danger-50 px-3 py-2 text-sm"
            >
              <span className="block font-medium break-all text-danger-700">{file.name}</span>
              <span className="text-ink-700">{file.message}</span>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink-600">{es['fileLibrary.refusedValidNote']}</p>
        <DialogFooter>
          <Button onClick={onClose}>{es['fileLibrary.refusedClose']}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
