import { es, type FileItem, t } from '@sosiego/shared'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useDeleteFile } from '../api/delete-file.ts'

/** 'Eliminar archivo' / 'Esta acción no se puede deshacer.', then '¡Eliminado!' or why not. */
export function DeleteFileDialog({
  folder,
  file,
  onClose,
}: {
  folder: string
  file: FileItem | null
  onClose: () => void
}) {
  const remove = useDeleteFile(folder)
  const confirm = () => {
    if (!file) return
    remove.mutate(file.name, {
      onSuccess: (message) => notify.success(message),
      onError: (error) => toastError(error, es['fileLibrary.deleteFailed']),
      // A refusal (the file is in use) would only repeat: the toast says why, the dialog goes.
      onSettled: onClose,
    })
  }

  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open || remove.isPending ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['fileLibrary.deleteTitle']}</DialogTitle>
          <DialogDescription>
            {file ? t('fileLibrary.deleteQuestion', { name: file.name }) : null}{' '}
            {es['fileLibrary.deleteWarning']}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:flex-row-reverse">
          <Button variant="danger" loading={remove.isPending} onClick={confirm}>
            {remove.isPending ? es['fileLibrary.deleting'] : es['fileLibrary.deleteConfirm']}
          </Button>
          <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
            {es['fileLibrary.cancel']}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
