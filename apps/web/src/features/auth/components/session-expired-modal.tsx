import { es } from '@sosiego/shared/messages/common'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { dismissSessionExpired, useAuth } from '../../../lib/session-store.ts'

/** Shown when the session could not be renewed; 'Iniciar Sesión' closes it and goes to / (spec §2). */
export function SessionExpiredModal() {
  const { showSessionExpiredModal } = useAuth()
  const navigate = useNavigate()
  const close = () => {
    dismissSessionExpired()
    void navigate('/')
  }
  return (
    <Dialog open={showSessionExpiredModal} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['sessionExpired.title']}</DialogTitle>
          <DialogDescription>{es['auth.sessionExpired']}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button size="lg" onClick={close}>
            {es['sessionExpired.button']}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
