import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import type { ConfirmDialogProps } from './confirm-dialog-content.tsx'

const ConfirmDialogContent = lazyNamed(() => import('./confirm-dialog-content.tsx'), 'ConfirmDialogContent')

/**
 * A question before an action that cannot be taken back (a delete, a switch members will notice).
 * Its code (the dialog and its scroll lock, about 12 KB) loads when it is first opened: Mi Suscripción
 * and Programas hold closed ones, and a member's first visit went over its budget with them (issue 28).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Deferred when={props.open}>
      <ConfirmDialogContent {...props} />
    </Deferred>
  )
}
