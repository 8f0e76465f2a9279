import {
  type AdminUser,
  backOfficeRoles,
  clientRoles,
  crmUserLatestGrantEnd,
  type UserRole,
} from '@sosiego/shared'
import { type BackOfficeKey, es, t } from '@sosiego/shared/messages/back-office'
import { Trash2 } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { deleteMemberAccount, exportMemberData, updateUser, useUserChanges } from '../api/users.ts'
import {
  todayIso,
  toUpdateBody,
  type UserFormErrors,
  type UserFormState,
  validateUserForm,
} from '../lib/user-form.ts'
import { MemberBillingSection } from './member-billing.tsx'
import { MemberListening } from './member-listening.tsx'
import { UserFormDialog, UserFormFields, UserFormFooter, UserPlanFields } from './user-form-parts.tsx'

/** Back-office §5: the generic editor roles; a client's form offers visitor and subscriber only. */
const editorRoles: readonly UserRole[] = ['admin', 'crmUser', 'creator', 'tester', 'therapist']
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

const initial = (user: AdminUser): UserFormState => ({
  name: user.name,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  planSlug: user.activeSubscription?.plan.slug ?? '',
  duration:
    user.activeSubscriptionDate && user.activeSubscriptionDate.endDate === null ? 'infinite' : 'limited',
  endDate: user.activeSubscriptionDate?.endDate?.slice(0, 10) ?? '',
})

export function EditUserDialog({
  user,
  clients,
  viewerRole,
  self = false,
  onClose,
  onSaved,
  memberInvoices,
}: {
  /** Issue 32: a member's invoices under 'Suscripción y pagos', composed by the route. */
  memberInvoices?: ((userId: string) => ReactNode) | undefined
  user: AdminUser | null
  clients: boolean
  viewerRole: UserRole
  /** The signed-in staff member's own account: their role stays as it is (the server refuses it too). */
  self?: boolean
  onClose: () => void
  onSaved: () => void
}) {
  const [form, setForm] = useState<UserFormState | null>(null)
  const [errors, setErrors] = useState<UserFormErrors>({})
  const [saving, setSaving] = useState(false)
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [exporting, setExporting] = useState(false)
  const historyId = useId()
  const exportId = useId()
  const changes = useUserChanges(user?._id ?? null)
  useEffect(() => {
    setForm(user ? initial(user) : null)
    setErrors({})
  }, [user])

  const roleOptions = (clients ? [...clientRoles] : editorRoles).filter((role) =>
    self
      ? role === user?.role
      : viewerRole === 'admin' ||
        !(backOfficeRoles as readonly UserRole[]).includes(role) ||
        role === user?.role,
  )
  // A crmUser gives only a dated plan of at most the trial's length (decision 057, issue 27).
  const grantLimit = viewerRole === 'crmUser' ? crmUserLatestGrantEnd(todayIso()) : undefined
  const set = (changes: Partial<UserFormState>) =>
    setForm((current) => (current ? { ...current, ...changes } : current))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form || !user) return
    const found = validateUserForm(form, grantLimit)
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      const saved = await updateUser(user._id, toUpdateBody(form))
      // A new address waits for its owner's confirmation (decision 097): the toast says so.
      notify.success(
        saved.pendingEmail && saved.pendingEmail !== user.pendingEmail
          ? es['people.emailChangePending']
          : es['people.updated'],
      )
      onSaved()
      onClose()
    } catch (error) {
      notify.error(t('people.updateError', { message: errorMessage(error, es['people.unknownError']) }))
    } finally {
      setSaving(false)
    }
  }

  const sendDataCopy = async () => {
    if (!user) return
    setExporting(true)
    try {
      notify.success(await exportMemberData(user._id))
      await changes.refetch()
    } catch (error) {
      toastError(error, es['account.export.failed'])
    } finally {
      setExporting(false)
    }
  }

  const removeAccount = async () => {
    if (!user) return
    setDeleting(true)
    try {
      notify.success(await deleteMemberAccount(user._id))
      setConfirmingDelete(false)
      onSaved()
      onClose()
    } catch (error) {
      toastError(error, es['account.delete.failed'])
    } finally {
      setDeleting(false)
    }
  }

  return (
    <UserFormDialog
      open={user !== null}
      saving={saving}
      title={es['people.editTitle']}
      description={t('people.editDescription', { name: user ? `${user.name} ${user.lastName}` : '' })}
      onClose={onClose}
    >
      {form ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <UserFormFields
            form={form}
            errors={errors}
            roles={roleOptions}
            onChange={set}
            email={emailField(user, viewerRole)}
          />
          <UserPlanFields
            form={form}
            errors={errors}
            noPlanLabel={es['people.noPlan']}
            grantLimit={grantLimit}
            onChange={set}
          />
          <section aria-labelledby={historyId} className="flex flex-col gap-2 border-t border-ink-200 pt-4">
            <h2 id={historyId} className="font-medium text-ink-900">
              {es['people.history']}
            </h2>
            {changes.data && changes.data.length > 0 ? (
              <ul className="flex flex-col gap-2 text-sm text-ink-700">
                {changes.data.slice(0, 10).map((change) => (
                  <li key={change._id}>
                    <p className="font-medium text-ink-900">
                      {es[`people.action.${change.action}` as BackOfficeKey] ?? change.action} ·{' '}
                      {t('people.historyEntry', {
                        date: dateFormat.format(new Date(change.createdAt)),
                        actor: change.actor.name,
                      })}
                    </p>
                    <p>
                      {Object.entries(change.changes)
                        .map(([field, { before, after }]) => `${field}: ${show(before)} → ${show(after)}`)
                        .join('; ')}
                    </p>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-600">{es['people.historyEmpty']}</p>
            )}
          </section>
          {/* The CRM statistics calls are admin-only: a crmUser editing a client must not call them. */}
          {clients && viewerRole === 'admin' && user ? <MemberListening userId={user._id} /> : null}
          {/* A copy of a member's data at their request: admin-only, like erasing (decision 088). */}
          {clients && viewerRole === 'admin' && user ? (
            <section aria-labelledby={exportId} className="flex flex-col gap-2 border-t border-ink-200 pt-4">
              <h2 id={exportId} className="font-medium text-ink-900">
                {es['account.staffExport.section']}
              </h2>
              <p className="text-sm text-ink-700">{es['account.staffExport.intro']}</p>
              <Button
                type="button"
                variant="outline"
                className="self-start"
                disabled={exporting}
                onClick={() => void sendDataCopy()}
              >
                {es['account.staffExport.button']}
              </Button>
            </section>
          ) : null}

          {/* Issue 18: staff see the member's cancellations, withdrawals and refunds here too. */}
          {clients && user ? <MemberBillingSection userId={user._id} invoices={memberInvoices} /> : null}
          {/*
            Erasing a member is admin-only (decision 069); staff accounts are not erased from here. The
            button sits on the footer's far side, away from 'Guardar Cambios'; what it does is said in
            the confirmation before anything happens.
          */}
          <UserFormFooter
            saving={saving}
            submitLabel={es['people.save']}
            onCancel={onClose}
            danger={
              clients && viewerRole === 'admin' && user ? (
                <>
                  <Button
                    type="button"
                    variant="ghost"
                    className="w-full text-danger-700 hover:bg-danger-50 sm:w-auto"
                    disabled={saving}
                    onClick={() => setConfirmingDelete(true)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {es['account.staffDelete.button']}
                  </Button>
                  <ConfirmDialog
                    open={confirmingDelete}
                    wide
                    title={t('account.staffDelete.confirmTitle', {
                      name: `${user.name} ${user.lastName}`.trim(),
                    })}
                    description={`${es['account.staffDelete.intro']} ${es['account.staffDelete.confirmText']}`}
                    confirmLabel={es['account.staffDelete.button']}
                    busy={deleting}
                    onConfirm={() => void removeAccount()}
                    onCancel={() => setConfirmingDelete(false)}
                  />
                </>
              ) : undefined
            }
          />
        </form>
      ) : null}
    </UserFormDialog>
  )
}

/**
 * The e-mail field of the editor: read-only for a crmUser (only an admin changes an address, decision
 * 097), and noting a change that waits for confirmation from the new address.
 */
function emailField(user: AdminUser | null, viewerRole: UserRole) {
  const readOnly = viewerRole !== 'admin'
  const notes = [
    user?.pendingEmail ? t('people.pendingEmail', { email: user.pendingEmail }) : null,
    readOnly ? es['people.emailAdminOnly'] : null,
  ].filter((note): note is string => note !== null)
  return { readOnly, hint: notes.length ? notes.join(' ') : undefined }
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') {
    const plan = value as { slug?: string; endDate?: string | null }
    return plan.slug ? `${plan.slug}${plan.endDate ? ` (${plan.endDate})` : ''}` : JSON.stringify(value)
  }
  if (typeof value === 'boolean') return es[value ? 'people.yes' : 'people.no']
  return String(value)
}
