import { type ReactNode, useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'

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
    <ConfirmDialog
      open={pending !== null}
      title={pending?.title ?? ''}
      description={pending?.description ?? ''}
      confirmLabel={pending?.confirmLabel ?? ''}
      tone={pending?.tone}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  )
  return { ask: setPending, dialog }
}
