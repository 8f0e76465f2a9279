import { es } from '@sosiego/shared/messages/common'
import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx'

type ConfirmDialogProps = {
  open: boolean
  title: string
  description: ReactNode
  confirmLabel: string
  tone?: 'primary' | 'danger'
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean
  /** The way out, when 'Cancelar' would read as the action itself (e.g. 'Cancelar renovación'). */
  cancelLabel?: string
  /** Wider, for long button labels that would not fit side by side. */
  wide?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** A question before an action that cannot be taken back (a delete, a switch members will notice). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  busy = false,
  cancelLabel = es['common.cancel'],
  wide = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent role="alertdialog" className={wide ? 'max-w-md' : 'max-w-sm'}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="sm:flex-row-reverse">
          <Button variant={tone} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
          <Button variant="outline" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
