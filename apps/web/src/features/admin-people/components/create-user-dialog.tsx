import { clientRoles, es, staffRoles, t, type UserRole } from '@sosiego/shared'
import { type FormEvent, useState } from 'react'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { createUser } from '../api/users.ts'
import { toUpdateBody, type UserFormErrors, type UserFormState, validateUserForm } from '../lib/user-form.ts'
import { UserFormDialog, UserFormFields, UserFormFooter, UserPlanFields } from './user-form-parts.tsx'

/**
 * 'Crear Cliente' / 'Crear Usuario' (admin only; decision 057): the registration fields in admin
 * mode. A client starts as visitor; staff may be given any staff role. A subscriber or creator may
 * be given a plan at once, through the same grant as the edit form.
 */
export function CreateUserDialog({
  open,
  clients,
  onClose,
  onCreated,
}: {
  open: boolean
  clients: boolean
  onClose: () => void
  onCreated: () => void
}) {
  const roles: readonly UserRole[] = clients ? clientRoles : staffRoles
  const empty: UserFormState = {
    name: '',
    lastName: '',
    email: '',
    role: clients ? 'visitor' : 'tester',
    planSlug: '',
    duration: 'infinite',
    endDate: '',
  }
  const [form, setForm] = useState(empty)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [saving, setSaving] = useState(false)
  const set = (changes: Partial<UserFormState>) => setForm((current) => ({ ...current, ...changes }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateUserForm(form)
    if (!password) found.password = es['account.loginPasswordRequired']
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      await createUser({ ...toUpdateBody(form), password })
      notify.success(es['auth.userCreated'])
      setForm(empty)
      setPassword('')
      onCreated()
      onClose()
    } catch (error) {
      notify.error(t('people.createError', { message: errorMessage(error, es['people.unknownError']) }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <UserFormDialog
      open={open}
      saving={saving}
      title={es[clients ? 'people.createClient' : 'people.createUser']}
      description={es['people.createDescription']}
      onClose={onClose}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <UserFormFields
          form={form}
          errors={errors}
          roles={roles}
          onChange={set}
          password={{ value: password, onChange: setPassword }}
        />
        <UserPlanFields form={form} errors={errors} noPlanLabel={es['people.createNoPlan']} onChange={set} />
        <UserFormFooter
          saving={saving}
          submitLabel={es[clients ? 'people.createClient' : 'people.createUser']}
          onCancel={onClose}
        />
      </form>
    </UserFormDialog>
  )
}
