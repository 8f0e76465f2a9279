import { formatMoney, type Plan } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Field, Input, inputClasses } from '../../../components/ui/input.tsx'
import { ApiError, sessionExpiredCode } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useUpdatePlan } from '../api/update-plan.ts'
import {
  durationError,
  flagOfErrorCode,
  formValuesToRequest,
  nameError,
  orderError,
  type PlanFlag,
  type PlanFormValues,
  type PlanUpdateRequest,
  planHoldingFlag,
  planToFormValues,
  priceError,
  priceJumps,
} from '../lib/plan-form.ts'
import { CategoryChecklist } from './category-checklist.tsx'
import { FeaturesEditor } from './features-editor.tsx'
import { FlagConflictDialog } from './flag-conflict-dialog.tsx'

type PlanEditDialogProps = {
  plan: Plan | null
  /** All plans, to keep one popular plan and one test plan. */
  plans: readonly Plan[]
  onClose: () => void
}

/** 'Editar': the edit modal of Gestión de Planes (back-office spec, Plans). */
export function PlanEditDialog({ plan, plans, onClose }: PlanEditDialogProps) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {plan ? (
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{es['adminPlans.editTitle']}</DialogTitle>
            <DialogDescription>{es['adminPlans.editDescription']}</DialogDescription>
          </DialogHeader>
          {/* Keyed by plan: a new plan starts from its own values. */}
          <PlanEditForm key={plan._id} plan={plan} plans={plans} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function PlanEditForm({ plan, plans, onDone }: { plan: Plan; plans: readonly Plan[]; onDone: () => void }) {
  const update = useUpdatePlan()
  const [conflict, setConflict] = useState<PlanFlag | null>(null)
  /** A price far from the old one, waiting for 'Guardar este precio' (issue 28). */
  const [unusualPrice, setUnusualPrice] = useState<PlanUpdateRequest | null>(null)
  const descriptionId = useId()
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PlanFormValues>({ defaultValues: planToFormValues(plan), mode: 'onTouched' })
  const fullAccess = watch('fullCategoryAccess')
  const testPlan = watch('isTestSubscrionPlan')

  const onSubmit = handleSubmit(async (values) => {
    const body = formValuesToRequest(values)
    if (priceJumps(plan.price, Number(body.price))) setUnusualPrice(body)
    else await save(body)
  })

  async function save(body: PlanUpdateRequest) {
    try {
      await update.mutateAsync({ id: plan._id, body })
      notify.success(es['plans.updated'])
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.code === sessionExpiredCode) return
      // Another admin made another plan popular (or the test plan) meanwhile: the same dialog.
      const flag = error instanceof ApiError ? flagOfErrorCode(error.code) : undefined
      if (flag) {
        setConflict(flag)
        return
      }
      notify.error(
        t('adminPlans.updateError', { message: errorMessage(error, es['adminPlans.updateFailed']) }),
      )
    }
  }

  /** A flag checkbox: switching it on is blocked while another plan holds it. */
  const flagBox = (flag: PlanFlag, label: string) => (
    <Controller
      control={control}
      name={flag}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => {
            if (event.target.checked && planHoldingFlag(plans, plan._id, flag)) {
              setConflict(flag)
              return
            }
            field.onChange(event.target.checked)
          }}
        />
      )}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
      <Input
        label={es['adminPlans.field.name']}
        error={errors.name?.message}
        maxLength={80}
        {...register('name', { validate: nameError })}
      />
      <Field id={descriptionId} label={es['adminPlans.field.description']}>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={1000}
          className={cn(inputClasses, 'h-auto py-2.5')}
          {...register('description')}
        />
      </Field>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Input
          label={es['adminPlans.field.price']}
          hint={es['adminPlans.field.priceHint']}
          // Text, not a number input: Chromium's number input turned '9,99' into 999 (issue 28).
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...register('price', { validate: priceError })}
        />
        <Input
          label={es['adminPlans.field.durationDays']}
          type="number"
          inputMode="numeric"
          step="1"
          min="1"
          error={errors.durationDays?.message}
          {...register('durationDays', { validate: durationError })}
        />
        <Input
          label={es['adminPlans.field.order']}
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          error={errors.order?.message}
          {...register('order', { validate: orderError })}
        />
      </div>

      <Controller
        control={control}
        name="features"
        render={({ field }) => <FeaturesEditor value={field.value} onChange={field.onChange} />}
      />

      <Checkbox label={es['adminPlans.field.fullCategoryAccess']} {...register('fullCategoryAccess')} />
      {fullAccess ? null : (
        <Controller
          control={control}
          name="categoryAccess"
          render={({ field }) => <CategoryChecklist value={field.value} onChange={field.onChange} />}
        />
      )}

      <div className="grid grid-cols-1 gap-3 rounded-lg border border-ink-200 p-4 sm:grid-cols-3">
        <Checkbox label={es['adminPlans.field.isActive']} {...register('isActive')} />
        {flagBox('isFeatured', es['adminPlans.field.isFeatured'])}
        {flagBox('isTestSubscrionPlan', es['adminPlans.field.isTestPlan'])}
      </div>
      {testPlan ? null : (
        <div className="flex flex-col gap-1 rounded-lg border border-ink-200 p-4">
          <Checkbox label={es['adminPlans.field.renews']} {...register('renews')} />
          <p className="pl-8 text-sm text-ink-600">{es['adminPlans.field.renewsHint']}</p>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{es['adminPlans.cancel']}</Button>
        </DialogClose>
        <Button type="submit" loading={isSubmitting}>
          {es['adminPlans.save']}
        </Button>
      </div>
      <FlagConflictDialog flag={conflict} onClose={() => setConflict(null)} />
      <ConfirmDialog
        open={unusualPrice !== null}
        title={es['adminPlans.priceJumpTitle']}
        description={
          unusualPrice
            ? t('adminPlans.priceJump', {
                before: formatMoney(plan.price, plan.currency || 'USD'),
                after: formatMoney(Number(unusualPrice.price), plan.currency || 'USD'),
              })
            : ''
        }
        confirmLabel={es['adminPlans.priceJumpConfirm']}
        tone="primary"
        busy={update.isPending}
        onConfirm={async () => {
          if (unusualPrice) await save(unusualPrice)
          setUnusualPrice(null)
        }}
        onCancel={() => setUnusualPrice(null)}
      />
    </form>
  )
}
