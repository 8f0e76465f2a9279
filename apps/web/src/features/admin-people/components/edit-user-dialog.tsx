import {
  type AdminUser,
  adminOnlyRoles,
  canHoldPlanFromForm,
  clientRoles,
  es,
  type MessageKey,
  type planListResponseSchema,
  roleLabel,
  t,
  type UserRole,
  type UserUpdateBody,
} from '@sosiego/shared'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
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
import { apiRequest } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { updateUser, useUserChanges } from '../api/users.ts'

/** Back-office §5: the generic editor roles; a client's form offers visitor and subscriber only. */
const editorRoles: readonly UserRole[] = ['admin', 'crmUser', 'creator', 'tester', 'therapist']
const todayIso = () => new Date().toISOString().slice(0, 10)
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

type FormState = {
  name: string
  lastName: string
  email: string
  role: UserRole
  planSlug: string
  duration: 'infinite' | 'limited'
  endDate: string
}
type Errors = Partial<Record<'name' | 'lastName' | 'email' | 'endDate', string>>

const initial = (user: AdminUser): FormState => ({
  name: user.name,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  planSlug: user.activeSubscription?.plan.slug ?? '',
  duration:
    user.activeSubscriptionDate && user.activeSubscriptionDate.endDate === null ? 'infinite' : 'limited',
  endDate: user.activeSubscriptionDate?.endDate?.slice(0, 10) ?? '',
})

/** The spec's checks, in its words (back-office §5). */
export function validateUserForm(form: FormState): Errors {
  const errors: Errors = {}
  if (!form.name.trim()) errors.name = es['usersAdmin.nameRequired']
  if (!form.lastName.trim()) errors.lastName = es['usersAdmin.lastNameRequired']
  if (!form.email.trim()) errors.email = es['usersAdmin.emailRequired']
  if (canHoldPlanFromForm(form.role) && form.planSlug && form.duration === 'limited') {
    if (!form.endDate) errors.endDate = es['usersAdmin.endDateRequired']
    else if (form.endDate < todayIso()) errors.endDate = es['people.endDateNotPast']
  }
  return errors
}

/** What the form sends: plan fields only for creator and subscriber with a plan chosen. */
export function toUpdateBody(form: FormState): UserUpdateBody {
  const body: UserUpdateBody = {
    name: form.name.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    role: form.role,
  }
  if (canHoldPlanFromForm(form.role) && form.planSlug) {
    body.planSlug = form.planSlug
    body.subscriptionDuration = form.duration
    body.subscriptionEndDate = form.duration === 'infinite' ? null : form.endDate
  }
  return body
}

export function EditUserDialog({
  user,
  clients,
  viewerRole,
  onClose,
  onSaved,
}: {
  user: AdminUser | null
  clients: boolean
  viewerRole: UserRole
  onClose: () => void
  onSaved: () => void
}) {
  const [form, setForm] = useState<FormState | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [saving, setSaving] = useState(false)
  const ids = { role: useId(), plan: useId(), duration: useId() }
  const changes = useUserChanges(user?._id ?? null)
  const plans = useQuery({
    queryKey: ['plans', 'list'],
    enabled: user !== null,
    queryFn: ({ signal }) =>
      apiRequest<typeof planListResponseSchema>('/api/plans/list', {
        fallbackMessage: es['people.fetchFailed'],
        signal,
      }).then((response) => response.data),
  })
  useEffect(() => {
    setForm(user ? initial(user) : null)
    setErrors({})
  }, [user])

  const roleOptions = (clients ? [...clientRoles] : editorRoles).filter(
    (role) =>
      viewerRole === 'admin' ||
      !(adminOnlyRoles as readonly UserRole[]).includes(role) ||
      role === user?.role,
  )
  const planOptions = (plans.data ?? []).filter((plan) => plan.slug === 'full' || plan.slug === 'mini')
  const set = (changes: Partial<FormState>) =>
    setForm((current) => (current ? { ...current, ...changes } : current))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form || !user) return
    const found = validateUserForm(form)
    setErrors(found)
    if (Object.keys(found).length) return
    setSaving(true)
    try {
      await updateUser(user._id, toUpdateBody(form))
      notify.success(es['usersAdmin.updated'])
      onSaved()
      onClose()
    } catch (error) {
      notify.error(t('people.updateError', { message: errorMessage(error, es['people.unknownError']) }))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent className="flex max-h-[90dvh] w-[min(36rem,calc(100vw-2rem))] flex-col gap-4 overflow-y-auto rounded-2xl p-6">
        <DialogHeader>
          <DialogTitle>{es['people.editTitle']}</DialogTitle>
          <DialogDescription>
            {t('people.editDescription', { name: user ? `${user.name} ${user.lastName}` : '' })}
          </DialogDescription>
        </DialogHeader>
        {form ? (
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
            <Field id={ids.role} label={es['people.role']}>
              <select
                id={ids.role}
                className={inputClasses}
                value={form.role}
                onChange={(e) => set({ role: e.target.value as UserRole })}
              >
                {roleOptions.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
              </select>
            </Field>
            {canHoldPlanFromForm(form.role) ? (
              <>
                <Field id={ids.plan} label={es['people.plan']}>
                  <select
                    id={ids.plan}
                    className={inputClasses}
                    value={form.planSlug}
                    onChange={(e) => set({ planSlug: e.target.value })}
                  >
                    <option value="">{es['people.noPlan']}</option>
                    {planOptions.map((plan) => (
                      <option key={plan.slug} value={plan.slug}>
                        {plan.name}
                      </option>
                    ))}
                  </select>
                </Field>
                {form.planSlug ? (
                  <>
                    <Field id={ids.duration} label={es['people.duration']}>
                      <select
                        id={ids.duration}
                        className={inputClasses}
                        value={form.duration}
                        onChange={(e) =>
                          set({ duration: e.target.value === 'infinite' ? 'infinite' : 'limited' })
                        }
                      >
                        <option value="infinite">{es['people.durationInfinite']}</option>
                        <option value="limited">{es['people.durationLimited']}</option>
                      </select>
                    </Field>
                    {form.duration === 'limited' ? (
                      <Input
                        label={es['people.endDate']}
                        type="date"
                        min={todayIso()}
                        value={form.endDate}
                        error={errors.endDate}
                        onChange={(e) => set({ endDate: e.target.value })}
                      />
                    ) : null}
                  </>
                ) : null}
              </>
            ) : null}
            <section
              aria-labelledby={`${ids.role}-history`}
              className="flex flex-col gap-2 border-t border-ink-200 pt-4"
            >
              <h2 id={`${ids.role}-history`} className="font-medium text-ink-900">
                {es['people.history']}
              </h2>
              {changes.data && changes.data.length > 0 ? (
                <ul className="flex flex-col gap-2 text-sm text-ink-700">
                  {changes.data.slice(0, 10).map((change) => (
                    <li key={change._id}>
                      <p className="font-medium text-ink-900">
                        {es[`people.action.${change.action}` as MessageKey] ?? change.action} ·{' '}
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
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
                {es['people.cancel']}
              </Button>
              <Button type="submit" disabled={saving}>
                {es[saving ? 'people.saving' : 'people.save']}
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}

function show(value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (typeof value === 'object') {
    const plan = value as { slug?: string; endDate?: string | null }
    return plan.slug ? `${plan.slug}${plan.endDate ? ` (${plan.endDate})` : ''}` : JSON.stringify(value)
  }
  if (typeof value === 'boolean') return es[value ? 'usersAdmin.yes' : 'usersAdmin.no']
  return String(value)
}
