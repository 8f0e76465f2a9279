import type { AdminProgram } from '@sosiego/shared'
import type { Confirmation } from '../../admin-content/components/confirm-dialog.tsx'
import { deleteConfirmation, toggleConfirmation } from '../../admin-content/components/use-item-actions.ts'
import { useWriteProgram } from '../api/save-program.ts'

/**
 * The active switch and the delete of a program, each behind the same confirmation as Gestión de
 * Contenido's items: the switch sends only `{ isActive }`; the delete is soft on the server.
 */
export function useProgramActions(ask: (confirmation: Confirmation) => void) {
  const write = useWriteProgram()

  const toggle = (program: AdminProgram, next: boolean) =>
    ask(
      toggleConfirmation(
        program.title,
        next,
        {
          updated: next ? 'adminPrograms.activated' : 'adminPrograms.deactivated',
          toggleFailed: 'adminPrograms.toggleFailed',
        },
        (fallbackMessage) =>
          write.mutateAsync({ write: { kind: 'active', id: program._id, isActive: next }, fallbackMessage }),
      ),
    )

  const remove = (program: AdminProgram) =>
    ask(
      deleteConfirmation(
        program.title,
        {
          deleted: 'adminPrograms.deleted',
          deleteFailed: 'adminPrograms.deleteFailed',
          notFound: 'adminPrograms.notFound',
        },
        (fallbackMessage) =>
          write.mutateAsync({ write: { kind: 'delete', id: program._id }, fallbackMessage }),
      ),
    )

  return { toggle, remove }
}
