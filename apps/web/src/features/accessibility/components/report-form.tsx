import { zodResolver } from '@hookform/resolvers/zod'
import { accessibilityReportBodySchema } from '@sosiego/shared'
import { siteAccessibilityTexts as es } from '@sosiego/shared/messages/areas/site-accessibility'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { describedBy, Field, Input, inputClasses } from '../../../components/ui/input.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { useSendAccessibilityReport } from '../api/send-accessibility-report.ts'

type Values = z.input<typeof accessibilityReportBodySchema>

/**
 * The statement's form to report a problem. Its errors are announced: each field points at its
 * message (`aria-invalid`, `aria-describedby`), the first wrong one takes the focus, and a summary
 * in an alert says that something must be corrected; the outcome is announced in a status region
 * that is on the page from the start, so a screen reader hears it when it fills.
 */
export function ReportForm() {
  const messageId = useId()
  const send = useSendAccessibilityReport()
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, submitCount, isSubmitSuccessful },
  } = useForm<Values, unknown, z.output<typeof accessibilityReportBodySchema>>({
    resolver: zodResolver(accessibilityReportBodySchema),
    defaultValues: { name: '', email: '', page: '', message: '' },
    mode: 'onTouched',
  })
  const hasErrors = Object.keys(errors).length > 0

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null)
    try {
      // What was left empty is not sent (the schema turned it into null).
      await send.mutateAsync({ ...values, name: values.name ?? undefined, page: values.page ?? undefined })
      reset()
      setOutcome({ tone: 'success', text: es['accessibility.form.sent'] })
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error, es['accessibility.form.failed']) })
    }
  })

  const messageError = errors.message?.message
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="mt-6 flex flex-col gap-5"
      aria-describedby={`${messageId}-privacy`}
    >
      {hasErrors && submitCount > 0 && !isSubmitSuccessful ? (
        <Alert tone="danger" role="alert">
          {es['accessibility.form.errorsSummary']}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={es['accessibility.form.name']}
          autoComplete="name"
          maxLength={100}
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label={es['accessibility.form.email']}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <Input
        label={es['accessibility.form.page']}
        hint={es['accessibility.form.pageHint']}
        maxLength={300}
        error={errors.page?.message}
        {...register('page')}
      />
      <Field
        id={messageId}
        label={es['accessibility.form.message']}
        hint={es['accessibility.form.messageHint']}
        error={messageError}
      >
        <textarea
          id={messageId}
          rows={5}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy(messageId, es['accessibility.form.messageHint'], messageError)}
          className={cn(inputClasses, 'h-auto py-2.5')}
          {...register('message')}
        />
      </Field>
      <p id={`${messageId}-privacy`} className="text-sm text-ink-600">
        {es['accessibility.form.privacy']}
      </p>
      <div role="status" ref={statusRef}>
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
      <Button type="submit" size="lg" loading={send.isPending} className="self-start">
        {send.isPending ? es['accessibility.form.sending'] : es['accessibility.form.submit']}
      </Button>
    </form>
  )
}
