import { es } from '@sosiego/shared/messages/common'
import { type ReactNode, useRef } from 'react'
import { Button } from './button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog.tsx'

export type ConfirmDialogProps = {
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
  /**
   * Optional fields between the question and the buttons (the reason for cancelling). The confirm
   * button still takes the focus on opening, so the action is exactly as quick as without them.
   */
  children?: ReactNode
}

/** The dialog itself, loaded when first opened (`confirm-dialog.tsx`). */
export function ConfirmDialogContent({
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
  children,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <DialogContent
        role="alertdialog"
        className={wide ? 'max-w-md' : 'max-w-sm'}
        onOpenAutoFocus={
          children
            ? (event) => {
                event.preventDefault()
                confirmRef.current?.focus()
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children ? <div className="mt-5">{children}</div> : null}
        <DialogFooter className="sm:flex-row-reverse">
          <Button ref={confirmRef} variant={tone} loading={busy} onClick={onConfirm}>
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
