import { zodResolver } from '@hookform/resolvers/zod'
import { emailSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { toastError } from '../../../lib/errors.ts'
import { useRequestPasswordEmail } from '../api/request-password-email.ts'

const schema = z.object({ email: emailSchema })
type Values = z.input<typeof schema>

type EmailRequestFormProps = {
  submitLabel?: string
  defaultEmail?: string
  /** After the server accepted the request, with the normalised e-mail and the server's message. */
  onSent: (email: string, message: string) => void
}

/**
 * Asks for a reset (or set-password) e-mail. The server answers the same whether the account exists,
 * so the form has one success path.
 */
export function EmailRequestForm({
  submitLabel = es['forgotPassword.submit'],
  defaultEmail = '',
  onSent,
}: EmailRequestFormProps) {
  const request = useRequestPasswordEmail()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: defaultEmail },
    mode: 'onTouched',
  })

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      onSent(email, await request.mutateAsync(email))
    } catch (error) {
      toastError(error, es['auth.sendEmailFailed'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <Input
        label={es['login.email']}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" size="lg" loading={request.isPending}>
        {request.isPending ? es['forgotPassword.submitting'] : submitLabel}
      </Button>
    </form>
  )
}
