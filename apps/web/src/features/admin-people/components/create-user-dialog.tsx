import { clientRoles, es, roleLabel, staffRoles, t, type UserRole } from '@sosiego/shared'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Field, Input, inputClasses } from '../../../components/ui/input.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { createUser } from '../api/users.ts'
import { toUpdateBody, validateUserForm } from './edit-user-dialog.tsx'

/**
 * 'Crear Cliente' / 'Crear Usuario' (admin only; decision 057): the registration fields in admin
 * mode. A client starts as visitor; staff may be given any staff role.
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
  const empty = {
    name: '',
    lastName: '',
    email: '',
    role: (clients ? 'visitor' : 'tester') as UserRole,
    planSlug: '',
    duration: 'infinite' as 'infinite' | 'limited',
    endDate: '',
  }
  const [form, setForm] = useState(empty)
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const roleId = useId()
  const set = (changes: Partial<typeof form>) => setForm((current) => ({ ...current, ...changes }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = { ...validateUserForm(form) }
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
    <Dialog open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <DialogContent className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl p-6">
        <DialogHeader>
          <DialogTitle>{es[clients ? 'people.createClient' : 'people.createUser']}</DialogTitle>
          <DialogDescription>{es['people.createDescription']}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <Input
            label={es['people.name']}
            value={form.name}
            error={errors.name}
            onChange={(e) => set({ name: e.target.value })}
          />
          <Input
            label={es['people.lastName']}
            value={form.lastName}
            error={errors.lastName}
            onChange={(e) => set({ lastName: e.target.value })}
          />
          <Input
            label={es['people.email']}
            type="email"
            value={form.email}
            error={errors.email}
            onChange={(e) => set({ email: e.target.value })}
          />
          <Input
            label={es['people.password']}
            type="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field id={roleId} label={es['people.role']}>
            <select
              id={roleId}
              className={inputClasses}
              value={form.role}
              onChange={(e) => set({ role: e.target.value as UserRole })}
            >
              {roles.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              {es['people.cancel']}
            </Button>
            <Button type="submit" disabled={saving}>
              {es[saving ? 'people.saving' : clients ? 'people.createClient' : 'people.createUser']}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
