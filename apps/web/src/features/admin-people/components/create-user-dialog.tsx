import { clientRoles, teamRoles, type UserRole } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useState } from 'react'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { RegistrationForm } from '../../auth/components/registration-form.tsx'
import { createUser } from '../api/users.ts'
import { UserFormDialog, UserFormFooter, UserPlanFields } from './user-form-parts.tsx'

/**
 * 'Crear Cliente' / 'Crear Usuario' (admin only; decision 057): the registration form in modal mode
 * (back-office §2, decision 102) — phone, password confirmation, the live password checklist, the
 * role, and for a creator or a subscriber the plan it needs; no login link. A client starts as
 * visitor; staff as tester, and may be given any staff role.
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
  const roles: readonly UserRole[] = clients ? clientRoles : teamRoles
  const title = es[clients ? 'people.createClient' : 'people.createUser']
  // The dialog cannot be dismissed while the account is being created.
  const [saving, setSaving] = useState(false)
  return (
    <UserFormDialog
      open={open}
      saving={saving}
      title={title}
      description={es['people.createDescription']}
      onClose={onClose}
    >
      <RegistrationForm
        mode="admin"
        roles={roles}
        defaultRole={clients ? 'visitor' : 'tester'}
        passwordLabel={es[clients ? 'people.clientPassword' : 'people.userPassword']}
        planFields={({ errors, onChange, ...plan }) => (
          <UserPlanFields
            form={plan}
            errors={errors}
            noPlanLabel={es['people.createNoPlan']}
            onChange={onChange}
          />
        )}
        actions={(submitting) => (
          <UserFormFooter saving={submitting} submitLabel={title} onCancel={onClose} />
        )}
        onSubmit={async (body) => {
          setSaving(true)
          try {
            await createUser(body)
            notify.success(es['auth.userCreated'])
            onCreated()
            onClose()
          } catch (error) {
            notify.error(t('people.createError', { message: errorMessage(error, es['people.unknownError']) }))
          } finally {
            setSaving(false)
          }
        }}
      />
    </UserFormDialog>
  )
}
