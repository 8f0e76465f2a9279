import { canHoldPlanFromForm, type UserRole, type UserUpdateBody } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'

/** The create and edit forms' state. */
export type UserFormState = {
  name: string
  lastName: string
  email: string
  role: UserRole
  planSlug: string
  duration: 'infinite' | 'limited'
  endDate: string
}
export type UserFormErrors = Partial<Record<'name' | 'lastName' | 'email' | 'planSlug' | 'endDate', string>>

export const todayIso = () => new Date().toISOString().slice(0, 10)

/**
 * The spec's checks, in its words (back-office §5); with `grantLimit` (a crmUser's latest end date,
 * decision 057) a later end date is refused before it is sent.
 */
export function validateUserForm(form: UserFormState, grantLimit?: string): UserFormErrors {
  const errors: UserFormErrors = {}
  if (!form.name.trim()) errors.name = es['people.nameRequired']
  if (!form.lastName.trim()) errors.lastName = es['people.lastNameRequired']
  if (!form.email.trim()) errors.email = es['people.emailRequired']
  if (canHoldPlanFromForm(form.role) && form.planSlug && form.duration === 'limited') {
    if (!form.endDate) errors.endDate = es['people.endDateRequired']
    else if (form.endDate < todayIso()) errors.endDate = es['people.endDateNotPast']
    else if (grantLimit && form.endDate > grantLimit) errors.endDate = es['people.crmGrantTooLong']
  }
  return errors
}

/** What the form sends: plan fields only for creator and subscriber with a plan chosen. */
export function toUpdateBody(form: UserFormState): UserUpdateBody {
  const body: UserUpdateBody = {
    name: form.name.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    role: form.role,
  }
  if (canHoldPlanFromForm(form.role) && form.planSlug) {
    body.planSlug = form.planSlug
    body.subscriptionDuration = form.duration
    body.subscriptionEndDate = form.duration === 'infinite' ? null : form.endDate
  }
  return body
}
