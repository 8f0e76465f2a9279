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
import { notify } from '../../../lib/notify.ts'

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
  /** The test plan's name, for the thanks; rejects when it cannot be known. */
  resolveTrialPlanName: () => Promise<string>
}

/**
 * The trial dialog the 'Prueba gratuita' link opens. Per spec §7 it calls no server: it thanks the
 * visitor by name and names the trial plan; the account itself is made through sign-up.
 */
export function TrialDialog({ open, onOpenChange, resolveTrialPlanName }: TrialDialogProps) {
  const [failed, setFailed] = useState(false)
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
        setFailed(false)
      },
    })

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false)
    try {
      const plan = await resolveTrialPlanName()
      notify.success(t('trialForm.success', { name: values.name, plan }))
      reset(emptyValues)
    } catch {
      setFailed(true)
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
          {failed ? (
            <Alert tone="danger" role="alert">
              {es['trialForm.failed']}
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
