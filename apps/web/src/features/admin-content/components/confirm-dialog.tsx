import { es } from '@sosiego/shared'
import { type ReactNode, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'

/** What a confirmation asks, and the action it runs once confirmed. */
export type Confirmation = {
  title: string
  description: string
  confirmLabel: string
  tone: 'primary' | 'danger'
  run: () => Promise<void>
}

/**
 * The confirmation before an active switch or a delete (spec §4). `ask` opens it; the action runs on
 * 'confirm' with the button busy, and the dialog closes when it ends, whatever the outcome (the
 * action reports it in a toast).
 */
export function useConfirmation(): { ask: (confirmation: Confirmation) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<Confirmation | null>(null)
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    if (!pending) return
    setBusy(true)
    try {
      await pending.run()
    } finally {
      setBusy(false)
      setPending(null)
    }
  }

  const dialog = (
    <Dialog open={pending !== null} onOpenChange={(open) => !open && !busy && setPending(null)}>
      {pending ? (
        <DialogContent role="alertdialog" className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{pending.title}</DialogTitle>
            <DialogDescription>{pending.description}</DialogDescription>
          </DialogHeader>
          <DialogFooter className="sm:flex-row-reverse">
            <Button
              variant={pending.tone === 'danger' ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => void confirm()}
            >
              {pending.confirmLabel}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setPending(null)}>
              {es['adminContent.cancel']}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
  return { ask: setPending, dialog }
}
