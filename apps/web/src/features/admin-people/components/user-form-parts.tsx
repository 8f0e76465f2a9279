import { canHoldPlanFromForm, roleLabel, type UserRole } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { type ReactNode, useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { describedBy, Field, Input } from '../../../components/ui/input.tsx'
import { Select } from '../../../components/ui/select.tsx'
import { usePlanChoices } from '../api/users.ts'
import { todayIso, type UserFormErrors, type UserFormState } from '../lib/user-form.ts'

// The pieces the create and edit dialogs share, so the two forms cannot drift apart.

/** The dialog around either form: it cannot be dismissed while saving. */
export function UserFormDialog({
  open,
  saving,
  title,
  description,
  onClose,
  children,
}: {
  open: boolean
  saving: boolean
  title: string
  description: string
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      {/* 36rem from 640 px: the editor's footer holds 'Eliminar cuenta' apart from Cancelar and the primary. */}
      <DialogContent className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] max-w-xl flex-col gap-4 overflow-y-auto rounded-2xl p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/**
 * The edit form's name, last name, e-mail and role (creating is the registration form in admin mode
 * instead). `email` says when the address may not be edited here (only an admin changes one,
 * decision 097) and what the field's note says.
 */
export function UserFormFields({
  form,
  errors,
  roles,
  onChange,
  email,
}: {
  form: UserFormState
  errors: UserFormErrors
  roles: readonly UserRole[]
  onChange: (changes: Partial<UserFormState>) => void
  email?: { readOnly: boolean; hint: string | undefined }
}) {
  const roleId = useId()
  return (
    <>
      <Input
        label={es['people.name']}
        value={form.name}
        error={errors.name}
        onChange={(e) => onChange({ name: e.target.value })}
      />
      <Input
        label={es['people.lastName']}
        value={form.lastName}
        error={errors.lastName}
        onChange={(e) => onChange({ lastName: e.target.value })}
      />
      <Input
        label={es['people.email']}
        type="email"
        value={form.email}
        error={errors.email}
        hint={email?.hint}
        readOnly={email?.readOnly}
        onChange={(e) => onChange({ email: e.target.value })}
      />
      <Field id={roleId} label={es['people.role']}>
        <Select
          id={roleId}
          value={form.role}
          onChange={(e) => onChange({ role: e.target.value as UserRole })}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  )
}

/**
 * The plan, its duration and end date, for the roles that may hold a plan from this form (creator
 * and subscriber); nothing for the others. Both the edit form and the registration form in admin
 * mode ('Crear Usuario', 'Crear Cliente') draw them. `noPlanLabel` names the empty choice:
 * 'Selecciona un plan' when creating (a creator or subscriber needs one), 'Sin cambios de plan' when
 * editing (an empty choice leaves the current plan alone).
 */
/**
 * The plan, its duration and end date. `grantLimit` (a crmUser's form, decision 057): only a dated
 * plan, ending on that day at the latest, may be chosen; 'Sin fecha de fin' stays visible but cannot
 * be picked, so an admin's open-ended plan still reads right when the form is saved untouched.
 */
export function UserPlanFields({
  form,
  errors,
  noPlanLabel,
  grantLimit,
  onChange,
}: {
  form: Pick<UserFormState, 'role' | 'planSlug' | 'duration' | 'endDate'>
  errors: Pick<UserFormErrors, 'planSlug' | 'endDate'>
  noPlanLabel: string
  grantLimit?: string | undefined
  onChange: (changes: Partial<Pick<UserFormState, 'planSlug' | 'duration' | 'endDate'>>) => void
}) {
  const ids = { plan: useId(), duration: useId() }
  const shown = canHoldPlanFromForm(form.role)
  const plans = usePlanChoices(shown)
  if (!shown) return null
  return (
    <>
      <Field id={ids.plan} label={es['people.plan']} error={errors.planSlug}>
        <Select
          id={ids.plan}
          aria-invalid={errors.planSlug ? true : undefined}
          aria-describedby={describedBy(ids.plan, undefined, errors.planSlug)}
          value={form.planSlug}
          onChange={(e) =>
            onChange({ planSlug: e.target.value, ...(grantLimit ? { duration: 'limited' } : {}) })
          }
        >
          <option value="">{noPlanLabel}</option>
          {(plans.data ?? []).map((plan) => (
            <option key={plan.slug} value={plan.slug}>
              {plan.name}
            </option>
          ))}
        </Select>
      </Field>
      {form.planSlug ? (
        <>
          <Field id={ids.duration} label={es['people.duration']}>
            <Select
              id={ids.duration}
              value={form.duration}
              onChange={(e) => onChange({ duration: e.target.value === 'infinite' ? 'infinite' : 'limited' })}
            >
              <option value="infinite" disabled={Boolean(grantLimit)}>
                {es['people.durationInfinite']}
              </option>
              <option value="limited">{es['people.durationLimited']}</option>
            </Select>
          </Field>
          {form.duration === 'limited' ? (
            <Input
              label={es['people.endDate']}
              type="date"
              min={todayIso()}
              max={grantLimit}
              value={form.endDate}
              error={errors.endDate}
              onChange={(e) => onChange({ endDate: e.target.value })}
            />
          ) : null}
          {grantLimit ? <p className="text-sm text-ink-600">{es['people.crmGrantHint']}</p> : null}
        </>
      ) : null}
    </>
  )
}

/**
 * Cancelar and the primary action, the primary last (where the eye ends). `danger` (the editor's
 * 'Eliminar cuenta') sits apart from them: on the left of the row from 640 px, above them on a phone.
 */
export function UserFormFooter({
  saving,
  submitLabel,
  onCancel,
  danger,
}: {
  saving: boolean
  submitLabel: string
  onCancel: () => void
  danger?: ReactNode
}) {
  return (
    <DialogFooter className={danger ? 'sm:flex-row sm:items-center sm:justify-end' : undefined}>
      {danger ? <div className="mb-3 sm:mr-auto sm:mb-0">{danger}</div> : null}
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {es['people.cancel']}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? es['people.saving'] : submitLabel}
      </Button>
    </DialogFooter>
  )
}
