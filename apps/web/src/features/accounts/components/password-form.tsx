import { zodResolver } from '@hookform/resolvers/zod'
import { updatePasswordBodySchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '../../../components/ui/button.tsx'
import { PasswordChecklist } from '../../../components/ui/password-checklist.tsx'
import { PasswordInput } from '../../../components/ui/password-input.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useUpdatePassword } from '../api/update-password.ts'

const changePasswordSchema = updatePasswordBodySchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: es['account.passwordsDontMatch'],
    path: ['confirmPassword'],
    when: () => true,
  })
type ChangePasswordValues = z.infer<typeof changePasswordSchema>

const emptyValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' }
const checklistId = 'change-password-requirements'

/** Configuración › Contraseña: current, new and confirmation, with the live checklist (spec §2, §5). */
export function PasswordForm() {
  const update = useUpdatePassword()
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: emptyValues,
    mode: 'onTouched',
  })
  const [newPassword = '', confirmPassword = ''] = useWatch({
    control,
    name: ['newPassword', 'confirmPassword'],
  })

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword: chosen }) => {
    try {
      notify.success(await update.mutateAsync({ currentPassword, newPassword: chosen }))
      reset(emptyValues)
    } catch (error) {
      toastError(error, es['account.updatePasswordFailed'])
      if (error instanceof ApiError && error.code === 'auth.currentPasswordWrong') {
        setError('currentPassword', { message: error.message }, { shouldFocus: true })
      }
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <PasswordInput
        label={es['settings.currentPassword']}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordInput
        label={es['settings.newPassword']}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        aria-describedby={errors.newPassword ? undefined : checklistId}
        {...register('newPassword')}
      />
      <PasswordInput
        label={es['settings.confirmPassword']}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordChecklist id={checklistId} password={newPassword} confirmation={confirmPassword} />
      <Button type="submit" loading={isSubmitting} className="self-start">
        {isSubmitting ? es['settings.updating'] : es['settings.changePassword']}
      </Button>
    </form>
  )
}
