import type { AdminProgram } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import type { Confirmation } from '../../admin-content/components/confirm-dialog.tsx'
import { useWriteProgram } from '../api/save-program.ts'

/**
 * The active switch and the delete of a program, each behind the same confirmation as Gestión de
 * Contenido's items: the switch sends only `{ isActive }`; the delete is soft on the server.
 */
export function useProgramActions(ask: (confirmation: Confirmation) => void) {
  const write = useWriteProgram()

  const toggle = (program: AdminProgram, next: boolean) =>
    ask({
      title: t(next ? 'adminContent.toggle.activateTitle' : 'adminContent.toggle.deactivateTitle', {
        name: program.title,
      }),
      description: es[next ? 'adminContent.toggle.activateText' : 'adminContent.toggle.deactivateText'],
      confirmLabel: es[next ? 'adminContent.toggle.activate' : 'adminContent.toggle.deactivate'],
      tone: 'primary',
      run: async () => {
        try {
          await write.mutateAsync({
            write: { kind: 'active', id: program._id, isActive: next },
            fallbackMessage: es['adminPrograms.toggleFailed'],
          })
          notify.success(es[next ? 'adminPrograms.activated' : 'adminPrograms.deactivated'])
        } catch (error) {
          toastError(error, es['adminPrograms.toggleFailed'])
        }
      },
    })

  const remove = (program: AdminProgram) =>
    ask({
      title: t('adminContent.delete.title', { name: program.title }),
      description: es['adminContent.delete.text'],
      confirmLabel: es['adminContent.delete.confirm'],
      tone: 'danger',
      run: async () => {
        try {
          await write.mutateAsync({
            write: { kind: 'delete', id: program._id },
            fallbackMessage: es['adminPrograms.deleteFailed'],
          })
          notify.success(es['adminPrograms.deleted'])
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) notify.error(es['adminPrograms.notFound'])
          else toastError(error, es['adminPrograms.deleteFailed'])
        }
      },
    })

  return { toggle, remove }
}
