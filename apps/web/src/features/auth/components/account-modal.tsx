import { es } from '@sosiego/shared/messages/common'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { useAuth } from '../../../lib/session-store.ts'
import { GoogleDivider, GoogleSignInButton } from './google-sign-in-button.tsx'

type AccountModalProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

export function AccountModal({ open, onOpenChange }: AccountModalProps) {
  const { isAuthenticated } = useAuth()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {isAuthenticated ? (
          <>
            <DialogHeader>
              <DialogTitle>{es['accountModal.signedIn']}</DialogTitle>
            </DialogHeader>
            <DialogFooter>
              <Button asChild size="lg">
                <Link to="/panel">{es['accountModal.goToPanel']}</Link>
              </Button>
            </DialogFooter>
          </>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>{es['accountModal.title']}</DialogTitle>
              <DialogDescription>{es['accountModal.text']}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button asChild size="lg">
                <Link to="/login?mode=signup">{es['accountModal.signup']}</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/login?mode=login">{es['accountModal.login']}</Link>
              </Button>
              <GoogleDivider />
              <GoogleSignInButton label={es['accountModal.google']} />
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
