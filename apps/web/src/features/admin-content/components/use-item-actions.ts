import { type BackOfficeKey, es, t } from '@sosiego/shared/messages/back-office'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import type { ContentResource } from '../api/get-content-lists.ts'
import { useWriteContent } from '../api/save-content.ts'
import type { Confirmation } from './confirm-dialog.tsx'

/** The toasts after an active switch, and its failure. */
export type ToggleTexts = { updated: BackOfficeKey; toggleFailed: BackOfficeKey }

/** The toasts after a delete, and its failures. */
export type DeleteTexts = {
  deleted: BackOfficeKey
  deleteFailed: BackOfficeKey
  /** Shown when the item was already gone (404). */
  notFound?: BackOfficeKey
}

export type ItemTexts = ToggleTexts & DeleteTexts

/** The confirmation of an active switch: `write` sends it, then the toast says it was done or why not. */
export function toggleConfirmation(
  name: string,
  next: boolean,
  texts: ToggleTexts,
  write: (fallbackMessage: string) => Promise<unknown>,
): Confirmation {
  return {
    title: t(next ? 'adminContent.toggle.activateTitle' : 'adminContent.toggle.deactivateTitle', { name }),
    description: es[next ? 'adminContent.toggle.activateText' : 'adminContent.toggle.deactivateText'],
    confirmLabel: es[next ? 'adminContent.toggle.activate' : 'adminContent.toggle.deactivate'],
    tone: 'primary',
    run: async () => {
      try {
        await write(es[texts.toggleFailed])
        notify.success(es[texts.updated])
      } catch (error) {
        toastError(error, es[texts.toggleFailed])
      }
    },
  }
}

/** The confirmation of a (soft) delete: `write` sends it, then the toast says it was done or why not. */
export function deleteConfirmation(
  name: string,
  texts: DeleteTexts,
  write: (fallbackMessage: string) => Promise<unknown>,
): Confirmation {
  return {
    title: t('adminContent.delete.title', { name }),
    description: es['adminContent.delete.text'],
    confirmLabel: es['adminContent.delete.confirm'],
    tone: 'danger',
    run: async () => {
      try {
        await write(es[texts.deleteFailed])
        notify.success(es[texts.deleted])
      } catch (error) {
        if (texts.notFound && error instanceof ApiError && error.status === 404)
          notify.error(es[texts.notFound])
        else toastError(error, es[texts.deleteFailed])
      }
    },
  }
}

/**
 * The active switch and the delete of a panel's items, each behind a confirmation (spec §4): the
 * switch sends only `{ isActive }`; the delete is soft on the server.
 */
export function useItemActions(resource: ContentResource, ask: (confirmation: Confirmation) => void) {
  const write = useWriteContent()

  const toggle = (item: { _id: string; name: string }, next: boolean, texts: ToggleTexts) =>
    ask(
      toggleConfirmation(item.name, next, texts, (fallbackMessage) =>
        write.mutateAsync({
          write: { kind: 'update', resource, id: item._id, body: { isActive: next } },
          fallbackMessage,
        }),
      ),
    )

  const remove = (item: { _id: string; name: string }, texts: DeleteTexts) =>
    ask(
      deleteConfirmation(item.name, texts, (fallbackMessage) =>
        write.mutateAsync({ write: { kind: 'delete', resource, id: item._id }, fallbackMessage }),
      ),
    )

  return { toggle, remove }
}
