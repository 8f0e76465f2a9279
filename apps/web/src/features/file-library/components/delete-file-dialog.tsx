import type { FileItem } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
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
    <ConfirmDialog
      open={file !== null}
      title={es['fileLibrary.deleteTitle']}
      description={
        <>
          {file ? t('fileLibrary.deleteQuestion', { name: file.name }) : null}{' '}
          {es['fileLibrary.deleteWarning']}
        </>
      }
      confirmLabel={remove.isPending ? es['fileLibrary.deleting'] : es['fileLibrary.deleteConfirm']}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  )
}
