import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateUserBody,
  canHoldPlanFromForm,
  phoneSchema,
  planRequiredMessageKey,
  type RegisterBody,
  registerBodySchema,
  roleLabel,
  type UserRole,
  userRoleSchema,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { Fragment, type ReactNode, useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Field, Input } from '../../../components/ui/input.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { Select } from '../../../components/ui/select.tsx'

/**
 * The registration form (public spec §3, §5), in its two modes: the public sign-up, and admin mode,
 * which the back office's 'Crear Usuario' and 'Crear Cliente' open in a modal (back-office §2):
 * role, and for a creator or a subscriber a plan with its duration, instead of the terms; no login
 * link (that lives on the login page, around the public form). Both modes share the fields, the
 * spec's messages in its order, the password confirmation and the live checklist.
 */

export type RegistrationMode = 'public' | 'admin'

const todayIso = () => new Date().toISOString().slice(0, 10)

/** Every field of either mode (spec §3, Registration); each mode checks its own below. */
const registrationFields = registerBodySchema.extend({
  phone: phoneSchema,
  confirmPassword: z.string(),
  acceptTerms: z.boolean(),
  role: userRoleSchema,
  planSlug: z.string(),
  subscriptionDuration: z.enum(['infinite', 'limited']),
  subscriptionEndDate: z.string(),
})
export type RegistrationValues = z.output<typeof registrationFields>

/** The spec's checks for the mode, after the fields' own (spec §5, in order). */
export function registrationSchema(mode: RegistrationMode) {
  return registrationFields.superRefine(
    (values, ctx) => {
      const issue = (path: keyof RegistrationValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message })
      if (values.password !== values.confirmPassword)
        issue('confirmPassword', es['account.passwordsDontMatch'])
      if (mode === 'public') {
        if (!values.acceptTerms) issue('acceptTerms', es['account.acceptTerms'])
        return
      }
      const planRequired = planRequiredMessageKey(values.role)
      if (!planRequired) return
      if (!values.planSlug) issue('planSlug', es[planRequired])
      else if (values.subscriptionDuration === 'limited') {
        if (!values.subscriptionEndDate) issue('subscriptionEndDate', es['people.endDateRequired'])
        else if (values.subscriptionEndDate < todayIso())
          issue('subscriptionEndDate', es['people.endDateNotPast'])
      }
    },
    // Checked alongside the other fields' errors, not only once they are all fixed.
    { when: () => true },
  )
}

/** The public payload: name, lastName, email, password, and the phone when given (spec §3). */
export function publicRegistrationBody(values: RegistrationValues): RegisterBody {
  const { name, lastName, email, password, phone } = values
  return { name, lastName, email, password, ...(phone ? { phone } : {}) }
}

/** Admin mode adds role, planSlug and subscriptionEndDate (null when infinite), the plan only for creator and subscriber. */
export function adminRegistrationBody(values: RegistrationValues): CreateUserBody {
  const body: CreateUserBody = { ...publicRegistrationBody(values), role: values.role }
  if (canHoldPlanFromForm(values.role) && values.planSlug) {
    body.planSlug = values.planSlug
    body.subscriptionEndDate = values.subscriptionDuration === 'infinite' ? null : values.subscriptionEndDate
  }
  return body
}

/** What admin mode's plan fields show and change (the back office draws them, as in its edit form). */
export type AdminPlanFieldsProps = {
  role: UserRole
  planSlug: string
  duration: 'infinite' | 'limited'
  endDate: string
  errors: { planSlug?: string | undefined; endDate?: string | undefined }
  onChange: (changes: { planSlug?: string; duration?: 'infinite' | 'limited'; endDate?: string }) => void
}

type AdminModeProps = {
  mode: 'admin'
  roles: readonly UserRole[]
  defaultRole: UserRole
  /** Whose password this is ('Contraseña del cliente'): never 'your password' in someone else's form. */
  passwordLabel: string
  planFields: (props: AdminPlanFieldsProps) => ReactNode
  /** The modal's buttons (Cancelar and the submit button), given whether it is sending. */
  actions: (submitting: boolean) => ReactNode
  /** Sends the new account, and tells the outcome (the modal closes on success). */
  onSubmit: (body: CreateUserBody) => Promise<void>
}
type PublicModeProps = {
  mode: 'public'
  onSubmit: (body: RegisterBody) => Promise<unknown>
}

export function RegistrationForm(props: AdminModeProps | PublicModeProps) {
  const admin = props.mode === 'admin' ? props : null
  const ids = { checklist: useId(), role: useId() }
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<z.input<typeof registrationFields>, unknown, RegistrationValues>({
    resolver: zodResolver(registrationSchema(props.mode)),
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      role: admin?.defaultRole ?? 'visitor',
      planSlug: '',
      subscriptionDuration: 'infinite',
      subscriptionEndDate: '',
    },
    mode: 'onTouched',
  })
  const [password = '', confirmPassword = '', role, planSlug = '', duration, endDate = ''] = useWatch({
    control,
    name: ['password', 'confirmPassword', 'role', 'planSlug', 'subscriptionDuration', 'subscriptionEndDate'],
  })

  const onSubmit = handleSubmit(async (values) => {
    if (props.mode === 'public') await props.onSubmit(publicRegistrationBody(values))
    else await props.onSubmit(adminRegistrationBody(values))
  })
  // After a first attempt, a plan change re-checks at once (the plan fields are not registered inputs).
  const setPlan = (field: 'planSlug' | 'subscriptionDuration' | 'subscriptionEndDate', value: string) =>
    setValue(field, value, { shouldValidate: isSubmitted })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={es['signup.name']}
          autoComplete={admin ? 'off' : 'given-name'}
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label={es['signup.lastName']}
          autoComplete={admin ? 'off' : 'family-name'}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Input
        label={es['signup.email']}
        type="email"
        autoComplete={admin ? 'off' : 'email'}
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label={es['signup.phone']}
        type="tel"
        autoComplete={admin ? 'off' : 'tel'}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordInput
        label={admin?.passwordLabel ?? es['signup.password']}
        autoComplete="new-password"
        error={errors.password?.message}
        aria-describedby={errors.password ? undefined : ids.checklist}
        {...register('password')}
      />
      <PasswordInput
        label={es['signup.confirmPassword']}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordChecklist id={ids.checklist} password={password} confirmation={confirmPassword} />
      {admin ? (
        <>
          <Field id={ids.role} label={es['signup.role']}>
            <Select id={ids.role} defaultValue={admin.defaultRole} {...register('role')}>
              {admin.roles.map((option) => (
                <option key={option} value={option}>
                  {roleLabel(option)}
                </option>
              ))}
            </Select>
          </Field>
          {admin.planFields({
            role: role ?? admin.defaultRole,
            planSlug,
            duration: duration ?? 'infinite',
            endDate,
            errors: { planSlug: errors.planSlug?.message, endDate: errors.subscriptionEndDate?.message },
            onChange: (changes) => {
              if (changes.planSlug !== undefined) setPlan('planSlug', changes.planSlug)
              if (changes.duration !== undefined) setPlan('subscriptionDuration', changes.duration)
              if (changes.endDate !== undefined) setPlan('subscriptionEndDate', changes.endDate)
            },
          })}
          {admin.actions(isSubmitting)}
        </>
      ) : (
        <>
          <Checkbox label={<TermsLabel />} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
          <Button type="submit" size="lg" loading={isSubmitting}>
            {isSubmitting ? es['signup.submitting'] : es['signup.submit']}
          </Button>
        </>
      )}
    </form>
  )
}

const linkClasses = 'font-medium text-primary-700 underline underline-offset-2 hover:text-primary-800'

/** 'Acepto los {terms} y la {privacy}', with both documents linked (they open in a new tab). */
function TermsLabel() {
  const links: Record<string, { to: string; label: string }> = {
    terms: { to: '/terminos-y-condiciones', label: es['signup.termsLink'] },
    privacy: { to: '/politica-privacidad', label: es['signup.privacyLink'] },
  }
  return es['signup.acceptTerms'].split(/(\{\w+\})/).map((part, index) => {
    const link = links[part.slice(1, -1)]
    return link ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder
      <Link key={index} to={link.to} target="_blank" className={linkClasses}>
        {link.label}
      </Link>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder
      <Fragment key={index}>{part}</Fragment>
    )
  })
}
