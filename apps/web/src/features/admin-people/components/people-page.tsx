import {
  type AdminUser,
  clientRoles,
  es,
  roleLabel,
  t,
  type UserGroup,
  type UserRole,
  userStatus,
  userStatusLabel,
} from '@sosiego/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Download, FileText, Pencil, Plus, RefreshCw, X } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Checkbox } from '../../../components/ui/checkbox.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { SearchInput } from '../../../components/ui/search-input.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { downloadUsersCsv, type UserFilters, updateUser, useUsers } from '../api/users.ts'
import { CreateUserDialog } from './create-user-dialog.tsx'
import { EditUserDialog } from './edit-user-dialog.tsx'
import { TestHistoryDialog } from './test-history-dialog.tsx'

export const peoplePageSize = 20

const statusTone = { active: 'success', unverified: 'accent', inactive: 'danger' } as const
const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' })
const fullName = (user: AdminUser) => `${user.name} ${user.lastName}`.trim()

/** /admin/clientes and /admin/usuarios (back-office spec; decision 057). */
export function PeoplePage({ group }: { group: Exclude<UserGroup, 'all'> }) {
  const me = useSignedInUser()
  const clients = group === 'clients'
  const queryClient = useQueryClient()
  const [search, setSearch] = useState('')
  const [role, setRole] = useState<UserRole | 'all'>('all')
  const [withTests, setWithTests] = useState(false)
  const [withActiveSubscription, setWithActiveSubscription] = useState(false)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [testsOf, setTestsOf] = useState<AdminUser | null>(null)
  const [toggling, setToggling] = useState<AdminUser | null>(null)
  const [busy, setBusy] = useState(false)
  const [creating, setCreating] = useState(false)
  const searchId = useId()
  const typeId = useId()
  const deferredSearch = useDeferredValue(search)
  const filters: UserFilters = { group, search: deferredSearch, role, withTests, withActiveSubscription }
  const users = useUsers(filters, page, peoplePageSize)
  const filtering = search !== '' || role !== 'all' || withTests || withActiveSubscription

  const reload = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] })
  const clearFilters = () => {
    setSearch('')
    setRole('all')
    setWithTests(false)
    setWithActiveSubscription(false)
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
      notify.success(es[activate ? 'usersAdmin.activated' : 'usersAdmin.deactivated'])
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

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-4xl text-ink-950">
            {es[clients ? 'people.clients.title' : 'people.staff.title']}
          </h1>
          {data ? (
            <p className="text-base text-ink-600">
              {t('people.count', { count: data.pagination.total, total: data.pagination.groupTotal })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RefreshCw aria-hidden="true" className={cn('size-4', users.isFetching && 'animate-spin')} />
            <span>{es['people.refresh']}</span>
          </Button>
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
        </div>
      </header>

      <search className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 md:flex-row md:flex-wrap md:items-end">
        <div className="flex flex-1 flex-col gap-1.5 md:min-w-64">
          <label htmlFor={searchId} className="text-sm font-medium text-ink-800">
            {es['people.search']}
          </label>
          <SearchInput
            id={searchId}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value)
              setPage(1)
            }}
            placeholder={es['people.searchPlaceholder']}
          />
        </div>
        {clients ? (
          <>
            <div className="flex flex-col gap-1.5 md:w-48">
              <label htmlFor={typeId} className="text-sm font-medium text-ink-800">
                {es['people.typeFilter']}
              </label>
              <Select
                value={role}
                onValueChange={(value) => {
                  setRole(value === 'visitor' || value === 'subscriber' ? value : 'all')
                  setPage(1)
                }}
              >
                <SelectTrigger id={typeId}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">{es['people.allTypes']}</SelectItem>
                  {clientRoles.map((option) => (
                    <SelectItem key={option} value={option}>
                      {roleLabel(option)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
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
          </>
        ) : null}
        {filtering ? (
          <Button variant="ghost" onClick={clearFilters} className="self-start md:self-end">
            <X aria-hidden="true" className="size-4" />
            {es['people.clearFilters']}
          </Button>
        ) : null}
      </search>

      {users.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-ink-700" role="status">
          <Spinner className="size-6 text-primary-600" label={null} />
          <span>{es['people.loading']}</span>
        </div>
      ) : users.isError && !data ? (
        <Alert tone="danger" role="alert">
          <p>{errorMessage(users.error, es['people.loadFailed'])}</p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void users.refetch()}>
              {es['people.retry']}
            </Button>
          </div>
        </Alert>
      ) : !data || data.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center text-ink-700">
          {es['people.empty']}
        </p>
      ) : (
        <>
          {/* Below 768 px: one card per person; the table from md up. */}
          <ul className="flex flex-col gap-3 md:hidden">
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
                  <Badge tone="primary">{roleLabel(user.role)}</Badge>
                  <Badge tone={statusTone[userStatus(user)]}>{userStatusLabel(user)}</Badge>
                  {clients ? (
                    <span className="text-ink-700">{`${es['people.column.tests']}: ${user.testHistory.length}`}</span>
                  ) : null}
                  <span className="text-ink-700">{dateFormat.format(new Date(user.createdAt))}</span>
                </div>
                <RowActions
                  user={user}
                  clients={clients}
                  onEdit={setEditing}
                  onTests={setTestsOf}
                  onToggle={setToggling}
                />
              </li>
            ))}
          </ul>
          <Table className="relative hidden md:table">
            <TableCaption className="sr-only">{es['people.caption']}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{es[clients ? 'people.column.client' : 'people.column.user']}</TableHead>
                <TableHead>{es['people.column.email']}</TableHead>
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
                  <TableCell className="font-medium text-ink-950">{fullName(user)}</TableCell>
                  <TableCell className="text-ink-700">{user.email}</TableCell>
                  <TableCell>
                    <Badge tone="primary">{roleLabel(user.role)}</Badge>
                  </TableCell>
                  <TableCell>
                    <Badge tone={statusTone[userStatus(user)]}>{userStatusLabel(user)}</Badge>
                  </TableCell>
                  {clients ? <TableCell className="tabular-nums">{user.testHistory.length}</TableCell> : null}
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {dateFormat.format(new Date(user.createdAt))}
                  </TableCell>
                  <TableCell>
                    <RowActions
                      user={user}
                      clients={clients}
                      onEdit={setEditing}
                      onTests={setTestsOf}
                      onToggle={setToggling}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.pagination.pages > 1 ? (
            <nav aria-label={es['people.pagination']} className="flex items-center justify-between gap-3">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {es['people.previous']}
              </Button>
              <p className="text-sm text-ink-700" aria-live="polite">
                {t('people.page', { page, pages: data.pagination.pages })}
              </p>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= data.pagination.pages}
                onClick={() => setPage(page + 1)}
              >
                {es['people.next']}
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <EditUserDialog
        user={editing}
        clients={clients}
        viewerRole={me.role}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
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
    </div>
  )
}

function RowActions({
  user,
  clients,
  onEdit,
  onTests,
  onToggle,
}: {
  user: AdminUser
  clients: boolean
  onEdit: (user: AdminUser) => void
  onTests: (user: AdminUser) => void
  onToggle: (user: AdminUser) => void
}) {
  const name = fullName(user)
  return (
    <div className="flex flex-wrap gap-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onEdit(user)}
        aria-label={t('people.editOf', { name })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <span>{es['people.edit']}</span>
      </Button>
      {clients ? (
        <Button variant="ghost" size="sm" onClick={() => onTests(user)}>
          <FileText aria-hidden="true" className="size-4" />
          <span>{es['people.viewTests']}</span>
        </Button>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => onToggle(user)}>
        {es[user.isActive ? 'people.deactivate' : 'people.activate']}
      </Button>
    </div>
  )
}
