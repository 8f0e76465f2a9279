import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { setTrialDialogOpen, useTrialDialogOpen } from '../lib/trial-dialog-store.ts'

const TrialDialog = lazyNamed(() => import('./trial-dialog.tsx'), 'TrialDialog')

/** The trial form, loaded when a 'Prueba gratuita' link first asks for it (requestTrialDialog). */
export function TrialDialogHost({ refreshSession }: { refreshSession: () => Promise<void> }) {
  const open = useTrialDialogOpen()
  return (
    <Deferred when={open}>
      <TrialDialog open={open} onOpenChange={setTrialDialogOpen} refreshSession={refreshSession} />
    </Deferred>
  )
}
