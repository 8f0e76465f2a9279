import { es, roleLabel, type UserRole } from '@sosiego/shared'
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
import { Field, Input, inputClasses } from '../../../components/ui/input.tsx'
import type { UserFormErrors, UserFormState } from '../lib/user-form.ts'

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
      <DialogContent className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl p-6">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** Name, last name, e-mail, the password when creating, and the role. */
export function UserFormFields({
  form,
  errors,
  roles,
  onChange,
  password,
}: {
  form: UserFormState
  errors: UserFormErrors
  roles: readonly UserRole[]
  onChange: (changes: Partial<UserFormState>) => void
  password?: { value: string; onChange: (value: string) => void }
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
        onChange={(e) => onChange({ email: e.target.value })}
      />
      {password ? (
        <Input
          label={es['people.password']}
          type="password"
          autoComplete="new-password"
          value={password.value}
          error={errors.password}
          onChange={(e) => password.onChange(e.target.value)}
        />
      ) : null}
      <Field id={roleId} label={es['people.role']}>
        <select
          id={roleId}
          className={inputClasses}
          value={form.role}
          onChange={(e) => onChange({ role: e.target.value as UserRole })}
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </Field>
    </>
  )
}

export function UserFormFooter({
  saving,
  submitLabel,
  onCancel,
}: {
  saving: boolean
  submitLabel: string
  onCancel: () => void
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
        {es['people.cancel']}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? es['people.saving'] : submitLabel}
      </Button>
    </DialogFooter>
  )
}
