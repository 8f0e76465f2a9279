import { zodResolver } from '@hookform/resolvers/zod'
import { profileBodySchema, type SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/account'
import { Camera } from 'lucide-react'
import { type ChangeEvent, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import { avatarFileProblem, readAsDataUrl } from './avatar-file.ts'

const nameFields = profileBodySchema.pick({ name: true, lastName: true })
type NameValues = z.input<typeof nameFields>

/** Configuración › Perfil: photo, Nombre and Apellido (spec §2, §5). */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile()
  const fileInput = useRef<HTMLInputElement>(null)
  const photoErrorId = useId()
  const [newAvatar, setNewAvatar] = useState<string | null>(null)
  const [photoError, setPhotoError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameValues, unknown, z.output<typeof nameFields>>({
    resolver: zodResolver(nameFields),
    defaultValues: { name: user.name, lastName: user.lastName },
    mode: 'onTouched',
  })

  const onPickPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Choosing the same file again must fire a change event.
    event.target.value = ''
    if (!file) return
    const problem = avatarFileProblem(file)
    setPhotoError(problem)
    if (problem) return
    try {
      setNewAvatar(await readAsDataUrl(file))
    } catch {
      setPhotoError(es['auth.avatarInvalid'])
    }
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { user: saved, message } = await update.mutateAsync({
        ...values,
        ...(newAvatar ? { avatarImage: newAvatar } : {}),
      })
      notify.success(message)
      setNewAvatar(null)
      reset({ name: saved.name, lastName: saved.lastName })
    } catch (error) {
      toastError(error, es['account.updateProfileFailed'])
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-sm font-medium text-ink-800">{es['settings.photo']}</legend>
        <div className="flex items-center gap-5">
          <Avatar
            name={user.name}
            src={newAvatar ?? user.avatarUrl}
            alt={es['settings.photo']}
            size="lg"
            className="size-20 text-3xl"
          />
          <div className="flex flex-col items-start gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              aria-describedby={photoError ? photoErrorId : `${photoErrorId}-hint`}
            >
              <Camera aria-hidden="true" className="size-4" />
              {es['settings.choosePhoto']}
            </Button>
            <p id={`${photoErrorId}-hint`} className="text-sm text-ink-600">
              {newAvatar ? es['settings.photoPending'] : es['settings.photoHint']}
            </p>
          </div>
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          onChange={onPickPhoto}
          data-testid="avatar-file"
        />
        {photoError ? (
          <p id={photoErrorId} role="alert" className="text-sm text-danger-600">
            {photoError}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={es['settings.name']}
          autoComplete="given-name"
          error={errors.name?.message}
          {...register('name')}
        />
        <Input
          label={es['settings.lastName']}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Input
        label={es['settings.email']}
        value={user.email}
        readOnly
        disabled
        hint={es['settings.emailHint']}
      />

      <Button type="submit" loading={isSubmitting} className="self-start">
        {isSubmitting ? es['settings.saving'] : es['settings.save']}
      </Button>
    </form>
  )
}
