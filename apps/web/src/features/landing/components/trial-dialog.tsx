import { zodResolver } from '@hookform/resolvers/zod'
import { es, t } from '@sosiego/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { rememberPasswordSetupEmail, rememberTemporaryAccount } from '../../../lib/auth-storage.ts'
import { notify } from '../../../lib/notify.ts'
import { authStore } from '../../../lib/session-store.ts'
import { startTrial } from '../api/start-trial.ts'

// Spec §5 "Trial form", messages in its order.
const trialSchema = z.object({
  name: z.string().trim().min(1, es['trialForm.nameRequired']),
  lastName: z.string().trim().min(1, es['trialForm.lastNameRequired']),
  email: z
    .string()
    .trim()
    .min(1, es['trialForm.emailRequired'])
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, es['trialForm.emailInvalid']),
})

type TrialValues = z.input<typeof trialSchema>
const emptyValues: TrialValues = { name: '', lastName: '', email: '' }

type TrialDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The trial dialog the 'Prueba gratuita' link opens. Issue 6 makes it real (decision 030): the server
 * makes a temporary account with the trial plan and e-mails a set-password link; the dialog thanks the
 * visitor by name with the trial plan's name (spec §7) and says to look at the e-mail. This browser
 * remembers the address and the temporary flag, which the e-mailed link's password setup reads.
 */
export function TrialDialog({ open, onOpenChange }: TrialDialogProps) {
  const [failure, setFailure] = useState<string | null>(null)
  const [sentMessage, setSentMessage] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrialValues, unknown, z.output<typeof trialSchema>>({
    resolver: zodResolver(trialSchema),
    defaultValues: emptyValues,
    reValidateMode: 'onSubmit',
  })

  // Spec §5: a field's error clears as soon as it is edited.
  const field = (name: keyof TrialValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setFailure(null)
        setSentMessage(null)
      },
    })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    setSentMessage(null)
    try {
      const { planName, message } = await startTrial(values)
      // A signed-in member filling the form (for someone else, or their own verified address) must
      // not have their checkout held back by a temporary-account flag meant for a new account.
      if (!authStore.getState().isAuthenticated) {
        rememberPasswordSetupEmail(values.email.toLowerCase())
        rememberTemporaryAccount()
      }
      notify.success(t('trialForm.success', { name: values.name, plan: planName }))
      setSentMessage(message)
      reset(emptyValues)
    } catch (error) {
      // The server's own words when it gave some (a limit reached, a field refused).
      setFailure(error instanceof ApiError ? error.message : es['trialForm.failed'])
    }
  })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['trialForm.title']}</DialogTitle>
          <DialogDescription>{es['trialForm.text']}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
          {failure ? (
            <Alert tone="danger" role="alert">
              {failure}
            </Alert>
          ) : null}
          {sentMessage ? (
            <Alert tone="success" role="status">
              {sentMessage}
            </Alert>
          ) : null}
          <Input
            label={es['trialForm.name']}
            autoComplete="given-name"
            error={errors.name?.message}
            {...field('name')}
          />
          <Input
            label={es['trialForm.lastName']}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...field('lastName')}
          />
          <Input
            label={es['trialForm.email']}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={errors.email?.message}
            {...field('email')}
          />
          <Button type="submit" size="lg" loading={isSubmitting} className="mt-2">
            {isSubmitting ? es['trialForm.processing'] : es['trialForm.submit']}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  )
}
