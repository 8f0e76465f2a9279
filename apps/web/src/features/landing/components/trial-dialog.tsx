import { zodResolver } from '@hookform/resolvers/zod'
import type { SessionUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/site'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { rememberPasswordSetupEmail, rememberTemporaryAccount } from '../../../lib/auth-storage.ts'
import { useAuthValue } from '../../../lib/session-store.ts'
import { startTrial } from '../api/start-trial.ts'
import { useSectionNavigation } from '../lib/section-scroll.ts'

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
  /** Reads the session again (the app's session check): a member's trial shows once it is granted. */
  refreshSession: () => Promise<void>
}

/**
 * The trial dialog the 'Prueba gratuita' link opens (decisions 030 and 049). A visitor leaves a name
 * and an address; the server e-mails a link, and the trial starts when the address is confirmed: the
 * dialog then says so, once, and closes on 'Entendido'. A signed-in member is not asked for their
 * details again: with a plan in force the dialog points to the panel (spec §5: 'Para escuchar tus
 * audios dirígete al panel'); without one it starts their trial, or, used already, offers the plans.
 */
export function TrialDialog({ open, onOpenChange, refreshSession }: TrialDialogProps) {
  const user = useAuthValue((auth) => auth.user)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{es['trialForm.title']}</DialogTitle>
          {user ? null : <DialogDescription>{es['trialForm.text']}</DialogDescription>}
        </DialogHeader>
        {user ? (
          <MemberTrial user={user} refreshSession={refreshSession} close={() => onOpenChange(false)} />
        ) : (
          <VisitorTrial open={open} close={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  )
}

function MemberTrial({
  user,
  refreshSession,
  close,
}: {
  user: SessionUser
  refreshSession: () => Promise<void>
  close: () => void
}) {
  const { goToSection } = useSectionNavigation()
  const [failure, setFailure] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const hasPlan = user.activeSubscription?.status === 'active'
  const trialUsed = user.subscriptions.some((entry) => entry.plan.isTestSubscrionPlan)

  if (hasPlan) {
    return (
      <>
        <DialogDescription>{es['accountModal.signedIn']}</DialogDescription>
        <DialogFooter>
          <Button asChild size="lg">
            <Link to="/panel" onClick={close}>
              {es['accountModal.goToPanel']}
            </Link>
          </Button>
        </DialogFooter>
      </>
    )
  }
  if (trialUsed) {
    return (
      <>
        <DialogDescription>{es['trialForm.memberUsed']}</DialogDescription>
        <DialogFooter>
          <Button
            size="lg"
            onClick={() => {
              close()
              goToSection('pricing')
            }}
          >
            {es['trialForm.viewPlans']}
          </Button>
        </DialogFooter>
      </>
    )
  }
  const start = async () => {
    setWorking(true)
    setFailure(null)
    try {
      // The member's own details: for a verified account the server grants the trial if it may.
      await startTrial({ name: user.name, lastName: user.lastName, email: user.email })
      await refreshSession()
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : es['trialForm.failed'])
    } finally {
      setWorking(false)
    }
  }
  return (
    <>
      <DialogDescription>{es['trialForm.memberText']}</DialogDescription>
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button size="lg" loading={working} onClick={start}>
          {working ? es['trialForm.processing'] : es['trialForm.submit']}
        </Button>
      </DialogFooter>
    </>
  )
}

function VisitorTrial({ open, close }: { open: boolean; close: () => void }) {
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

  // Opened again later, the dialog starts afresh: the form, not the last answer.
  useEffect(() => {
    if (!open) return
    setSentMessage(null)
    setFailure(null)
  }, [open])

  // Spec §5: a field's error clears as soon as it is edited.
  const field = (name: keyof TrialValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setFailure(null)
      },
    })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const { planName } = await startTrial(values)
      // The e-mailed set-password link reads these (spec §3 storage keys).
      rememberPasswordSetupEmail(values.email.toLowerCase())
      rememberTemporaryAccount()
      setSentMessage(t('trialForm.sent', { name: values.name, plan: planName }))
      reset(emptyValues)
    } catch (error) {
      // The server's own words when it gave some (a limit reached, a field refused).
      setFailure(error instanceof ApiError ? error.message : es['trialForm.failed'])
    }
  })

  if (sentMessage) {
    return (
      <>
        <Alert tone="success" role="status">
          {sentMessage}
        </Alert>
        <DialogFooter>
          <Button size="lg" onClick={close}>
            {es['trialForm.close']}
          </Button>
        </DialogFooter>
      </>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-4">
      {failure ? (
        <Alert tone="danger" role="alert">
          {failure}
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
  )
}
