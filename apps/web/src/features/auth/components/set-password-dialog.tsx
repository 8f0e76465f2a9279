import { es, t } from '@sosiego/shared/messages/account'
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
import { rememberPasswordSetupEmail } from '../../../lib/auth-storage.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useRequestPasswordEmail } from '../api/request-password-email.ts'

type SetPasswordDialogProps = {
  email: string
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * For an account created with Google that tried a password: sends the set-password e-mail, keeps the
 * address for the verification page's password form, and waits on /email-verification.
 */
export function SetPasswordDialog({ email, open, onOpenChange }: SetPasswordDialogProps) {
  const request = useRequestPasswordEmail()
  const navigate = useNavigate()

  const send = async () => {
    try {
      await request.mutateAsync(email)
      rememberPasswordSetupEmail(email)
      notify.success(es['auth.setupEmailSent'])
      onOpenChange(false)
      await navigate('/email-verification')
    } catch (error) {
      toastError(error, es['auth.sendEmailFailed'])
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['setPasswordDialog.title']}</DialogTitle>
          <DialogDescription>{t('setPasswordDialog.text', { email })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button size="lg" loading={request.isPending} onClick={send}>
            {request.isPending ? es['forgotPassword.submitting'] : es['setPasswordDialog.submit']}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
