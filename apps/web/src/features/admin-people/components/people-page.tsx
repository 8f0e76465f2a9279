import {
  type AdminUser,
  clientRoles,
  roleLabel,
  type UserGroup,
  type UserRole,
  userStatus,
  userStatusLabel,
} from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useQueryClient } from '@tanstack/react-query'
import { Download, FileText, Pencil, Plus, UserCheck, UserX } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { EmptyState, LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pager } from '../../../components/ui/pager.tsx'
import { RefreshButton } from '../../../components/ui/refresh-button.tsx'
import { RowAction } from '../../../components/ui/row-action.tsx'
import { SearchField } from '../../../components/ui/search-field.tsx'
import { SelectField } from '../../../components/ui/select-field.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { searchDelayMs, useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { downloadUsersCsv, type UserFilters, updateUser, useUsers } from '../api/users.ts'
import { CreateUserDialog } from './create-user-dialog.tsx'
import { EditUserDialog } from './edit-user-dialog.tsx'
import { TestHistoryDialog } from './test-history-dialog.tsx'

export const peoplePageSize = 20

const statusTone = { active: 'success', unverified: 'accent', inactive: 'danger' } as const
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' })
const fullName = (user: AdminUser) => `${user.name} ${user.lastName}`.trim()
const createdOn = (user: AdminUser) => dateFormat.format(new Date(user.createdAt))
const typeOptions = [
  { value: 'all', label: es['people.allTypes'] },
  ...clientRoles.map((option) => ({ value: option, label: roleLabel(option) })),
]

/**
 * The page's top: its heading and intro, the page's largest text. Drawn alone while the session is
 * checked (the frame the server pre-renders for Clientes, issue 28), then with the actions, the
 * filters and the list below it, so nothing it drew moves.
 */
export function PeopleFrame({
  group,
  actions,
  children,
}: {
  group: Exclude<UserGroup, 'all'>
  actions?: ReactNode
  children?: ReactNode
}) {
  const clients = group === 'clients'
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={es[clients ? 'people.clients.title' : 'people.staff.title']}
        description={es[clients ? 'people.clients.intro' : 'people.staff.intro']}
        actions={actions}
      />
      {children}
    </div>
  )
}

/** /admin/clientes and /admin/usuarios (back-office spec; decision 057). */
export function PeoplePage({
  group,
  memberInvoices,
}: {
  group: Exclude<UserGroup, 'all'>
  /** Issue 32: a member's invoices in their editor, composed by the route. */
  memberInvoices?: (userId: string) => ReactNode
}) {
  const me = useSignedInUser()
  const clients = group === 'clients'
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<UserRole | 'all'>('all')
  const [withTests, setWithTests] = useState(false)
  const [withActiveSubscription, setWithActiveSubscription] = useState(false)
  const [withPaymentPending, setWithPaymentPending] = useState(false)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [testsOf, setTestsOf] = useState<AdminUser | null>(null)
  const [toggling, setToggling] = useState<AdminUser | null>(null)
  const [busy, setBusy] = useState(false)
  const [creating, setCreating] = useState(false)
  const wide = useWideScreen()
  const settledSearch = useDebouncedValue(search, searchDelayMs)
  const filters: UserFilters = {
    group,
    search: settledSearch,
    role,
    withTests,
    withActiveSubscription,
    withPaymentPending,
  }
  const users = useUsers(filters, page, peoplePageSize)
  const filtering =
    search !== '' || role !== 'all' || withTests || withActiveSubscription || withPaymentPending

  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] })
  const clearFilters = () => {
    setSearch('')
    setRole('all')
    setWithTests(false)
    setWithActiveSubscription(false)
    setWithPaymentPending(false)
    setPage(1)
  }
  const exportCsv = async () => {
    try {
      const file = await downloadUsersCsv(filters)
      notify.success(t('people.exported', { file }))
    } catch (error) {
      toastError(error, es['people.fetchFailed'])
    }
  }
  const toggleActive = async () => {
    if (!toggling) return
    const activate = !toggling.isActive
    setBusy(true)
    try {
      await updateUser(toggling._id, { isActive: activate })
      notify.success(es[activate ? 'people.activated' : 'people.deactivated'])
      setToggling(null)
      await reload()
    } catch (error) {
      const message = errorMessage(error, es['people.unknownError'])
      const key = clients
        ? activate
          ? 'people.activateClientFailed'
          : 'people.deactivateClientFailed'
        : activate
          ? 'people.activateUserFailed'
          : 'people.deactivateUserFailed'
      notify.error(t(key, { message }))
    } finally {
      setBusy(false)
    }
  }

  const data = users.data
  const actionsFor = (user: AdminUser, compact = false) => (
    <RowActions
      user={user}
      compact={compact}
      clients={clients}
      self={user._id === me._id}
      onEdit={setEditing}
      onTests={setTestsOf}
      onToggle={setToggling}
    />
  )

  return (
    <PeopleFrame
      group={group}
      actions={
        <>
          <RefreshButton
            label={es['people.refresh']}
            fetching={users.isFetching}
            onRefresh={() => void users.refetch()}
          />
          {me.role === 'admin' ? (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" className="size-4" />
              {es[clients ? 'people.createClient' : 'people.createUser']}
            </Button>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            disabled={!data || data.pagination.total === 0}
          >
            <Download aria-hidden="true" className="size-4" />
            {es['people.export']}
          </Button>
        </>
      }
    >
      <FilterBar
        className="md:flex-wrap"
        clear={filtering ? { label: es['people.clearFilters'], onClear: clearFilters } : null}
      >
        <SearchField
          label={es['people.search']}
          className="flex-1 md:min-w-64"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(1)
          }}
          placeholder={es['people.searchPlaceholder']}
        />
        {clients ? (
          <>
            <SelectField
              label={es['people.typeFilter']}
              className="md:w-48"
              value={role}
              onChange={(value) => {
                setRole(value === 'visitor' || value === 'subscriber' ? value : 'all')
                setPage(1)
              }}
              options={typeOptions}
            />
            <Checkbox
              label={es['people.withTests']}
              checked={withTests}
              onChange={(event) => {
                setWithTests(event.target.checked)
                setPage(1)
              }}
            />
            <Checkbox
              label={es['people.withActiveSubscription']}
              checked={withActiveSubscription}
              onChange={(event) => {
                setWithActiveSubscription(event.target.checked)
                setPage(1)
              }}
            />
            <Checkbox
              label={es['people.withPaymentPending']}
              checked={withPaymentPending}
              onChange={(event) => {
                setWithPaymentPending(event.target.checked)
                setPage(1)
              }}
            />
          </>
        ) : null}
      </FilterBar>

      <StaleListNotice query={users} />
      {data ? (
        <p className="text-sm text-ink-600">
          {t('people.count', { count: data.pagination.total, total: data.pagination.groupTotal })}
        </p>
      ) : null}
      {users.isPending ? (
        <LoadingState text={es['people.loading']} />
      ) : users.isError && !data ? (
        <LoadError
          message={errorMessage(users.error, es['people.loadFailed'])}
          retryLabel={es['people.retry']}
          onRetry={() => void users.refetch()}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState text={es['people.empty']} />
      ) : (
        <>
          {wide ? (
            <Table className="relative">
              <TableCaption className="sr-only">{es['people.caption']}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{es[clients ? 'people.column.client' : 'people.column.user']}</TableHead>
                  <TableHead>{es[clients ? 'people.column.type' : 'people.column.role']}</TableHead>
                  <TableHead>{es['people.column.status']}</TableHead>
                  {clients ? <TableHead>{es['people.column.tests']}</TableHead> : null}
                  <TableHead>{es['people.column.created']}</TableHead>
                  <TableHead>{es['people.column.actions']}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((user) => (
                  <TableRow key={user._id}>
                    {/* Name and address on two short lines: one row per person stays under 72 px. */}
                    <TableCell>
                      <p className="max-w-72 truncate font-medium text-ink-950">{fullName(user)}</p>
                      <p className="max-w-72 truncate text-ink-600">{user.email}</p>
                    </TableCell>
                    <TableCell>
                      <RoleBadge user={user} />
                    </TableCell>
                    <TableCell>
                      <StatusBadge user={user} />
                    </TableCell>
                    {clients ? (
                      <TableCell className="tabular-nums">{user.testHistory.length}</TableCell>
                    ) : null}
                    <TableCell className="whitespace-nowrap tabular-nums">{createdOn(user)}</TableCell>
                    <TableCell>{actionsFor(user, true)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            // On a phone: one card per person, the table's columns as lines.
            <ul className="flex flex-col gap-3">
              {data.data.map((user) => (
                <li
                  key={user._id}
                  className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink-950">{fullName(user)}</p>
                    <p className="truncate text-sm text-ink-600">{user.email}</p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2 text-sm">
                    <RoleBadge user={user} />
                    <StatusBadge user={user} />
                    {clients ? (
                      <span className="text-ink-700">{`${es['people.column.tests']}: ${user.testHistory.length}`}</span>
                    ) : null}
                    <span className="text-ink-700">{createdOn(user)}</span>
                  </div>
                  {actionsFor(user)}
                </li>
              ))}
            </ul>
          )}
          {data.pagination.pages > 1 ? (
            <Pager
              label={es['people.pagination']}
              page={page}
              pages={data.pagination.pages}
              onPageChange={setPage}
              status={t('people.page', { page, pages: data.pagination.pages })}
              previousLabel={es['people.previous']}
              nextLabel={es['people.next']}
            />
          ) : null}
        </>
      )}

      <EditUserDialog
        user={editing}
        clients={clients}
        viewerRole={me.role}
        self={editing?._id === me._id}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
        memberInvoices={memberInvoices}
      />
      <CreateUserDialog
        open={creating}
        clients={clients}
        onClose={() => setCreating(false)}
        onCreated={() => void reload()}
      />
      <TestHistoryDialog user={testsOf} onClose={() => setTestsOf(null)} />
      <ConfirmDialog
        open={toggling !== null}
        title={t(toggling?.isActive ? 'people.confirmDeactivateTitle' : 'people.confirmActivateTitle', {
          name: toggling ? fullName(toggling) : '',
        })}
        description={es[toggling?.isActive ? 'people.confirmDeactivate' : 'people.confirmActivate']}
        confirmLabel={
          busy
            ? es[toggling?.isActive ? 'people.deactivating' : 'people.activating']
            : es[toggling?.isActive ? 'people.deactivate' : 'people.activate']
        }
        tone={toggling?.isActive ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void toggleActive()}
        onCancel={() => setToggling(null)}
      />
    </PeopleFrame>
  )
}

/**
 * Editar, Ver tests and Desactivar/Activar, each named for the person. In the table they are icon
 * buttons on one line (the label as a tooltip), so a row stays one line high; on a card, labelled.
 */
function RowActions({
  user,
  clients,
  compact,
  onEdit,
  onTests,
  onToggle,
  self,
}: {
  user: AdminUser
  clients: boolean
  compact: boolean
  /** The signed-in staff member's own row: they never deactivate themselves (the server refuses it too). */
  self: boolean
  onEdit: (user: AdminUser) => void
  onTests: (user: AdminUser) => void
  onToggle: (user: AdminUser) => void
}) {
  const name = fullName(user)
  const ToggleIcon = user.isActive ? UserX : UserCheck
  const actions = [
    { key: 'edit', icon: Pencil, label: es['people.edit'], name: t('people.editOf', { name }), run: onEdit },
    ...(clients
      ? [
          {
            key: 'tests',
            icon: FileText,
            label: es['people.viewTests'],
            name: t('people.viewTestsOf', { name }),
            run: onTests,
          },
        ]
      : []),
    ...(self
      ? []
      : [
          {
            key: 'toggle',
            icon: ToggleIcon,
            label: es[user.isActive ? 'people.deactivate' : 'people.activate'],
            name: t(user.isActive ? 'people.deactivateOf' : 'people.activateOf', { name }),
            run: onToggle,
          },
        ]),
  ]
  return (
    <div className={compact ? 'flex gap-1' : 'flex flex-wrap gap-1'}>
      {actions.map(({ key, icon, label, name: accessibleName, run }) => (
        <RowAction
          key={key}
          icon={icon}
          label={label}
          name={accessibleName}
          compact={compact}
          onClick={() => run(user)}
        />
      ))}
    </div>
  )
}

function RoleBadge({ user }: { user: AdminUser }) {
  return <Badge tone="primary">{roleLabel(user.role)}</Badge>
}

function StatusBadge({ user }: { user: AdminUser }) {
  return <Badge tone={statusTone[userStatus(user)]}>{userStatusLabel(user)}</Badge>
}
