import { zodResolver } from '@hookform/resolvers/zod'
import { es, registerBodySchema } from '@sosiego/shared'
import { Fragment } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { clearTemporaryAccount } from '../../../lib/auth-storage.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { setSessionUser } from '../../../lib/session-store.ts'
import { useRegister } from '../api/register.ts'

/** The register contract plus the two checks that live only in the form (spec §5). */
export const signupSchema = registerBodySchema
  .extend({
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, es['account.acceptTerms']),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: es['account.passwordsDontMatch'],
    path: ['confirmPassword'],
    // Checked alongside the other fields' errors, not only once they are all fixed.
    when: () => true,
  })

type SignupValues = z.input<typeof signupSchema>

const checklistId = 'signup-password-requirements'

export function SignupForm() {
  const signup = useRegister()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues, unknown, z.output<typeof signupSchema>>({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      name: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
    mode: 'onTouched',
  })
  const [password = '', confirmPassword = ''] = useWatch({ control, name: ['password', 'confirmPassword'] })

  const onSubmit = handleSubmit(async ({ name, lastName, email, phone, password: chosen }) => {
    try {
      const { user, message } = await signup.mutateAsync({
        name,
        lastName,
        email,
        password: chosen,
        ...(phone ? { phone } : {}),
      })
      // The new account is signed in but unverified: next stop, the e-mail.
      clearTemporaryAccount()
      setSessionUser(user)
      notify.success(message)
      await navigate('/email-verification', { replace: true })
    } catch (error) {
      toastError(error, es['auth.registerFailed'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={es['signup.name']}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label={es['signup.lastName']}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Input
        label={es['signup.email']}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label={es['signup.phone']}
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <PasswordInput
        label={es['signup.password']}
        autoComplete="new-password"
        error={errors.password?.message}
        aria-describedby={errors.password ? undefined : checklistId}
        {...register('password')}
      />
      <PasswordInput
        label={es['signup.confirmPassword']}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordChecklist id={checklistId} password={password} confirmation={confirmPassword} />
      <Checkbox label={<TermsLabel />} error={errors.acceptTerms?.message} {...register('acceptTerms')} />
      <Button type="submit" size="lg" loading={isSubmitting}>
        {isSubmitting ? es['signup.submitting'] : es['signup.submit']}
      </Button>
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
