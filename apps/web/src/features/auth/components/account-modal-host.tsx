import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { useAccountModal } from '../hooks/use-account-modal.ts'

const AccountModal = lazyNamed(() => import('./account-modal.tsx'), 'AccountModal')

/** The account modal, loaded when a button first asks for it (requestAccount). */
export function AccountModalHost() {
  const { open, onOpenChange } = useAccountModal()
  return (
    <Deferred when={open}>
      <AccountModal open={open} onOpenChange={onOpenChange} />
    </Deferred>
  )
}
