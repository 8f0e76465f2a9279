import { es } from '@sosiego/shared/messages/account'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { notify } from '../../../lib/notify.ts'
import { EmailRequestForm } from './email-request-form.tsx'

type ForgotPasswordDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  defaultEmail?: string
}

export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader className="mb-6">
          <DialogTitle>{es['forgotPassword.title']}</DialogTitle>
          <DialogDescription>{es['forgotPassword.text']}</DialogDescription>
        </DialogHeader>
        <EmailRequestForm
          defaultEmail={defaultEmail}
          onSent={(_email, message) => {
            notify.success(message)
            onOpenChange(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
