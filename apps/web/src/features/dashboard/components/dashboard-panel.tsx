import {
  clientUserRoles,
  type DashboardFigure,
  type DashboardResponse,
  systemUserRoles,
  type UserRole,
} from '@sosiego/shared'
import { type BackOfficeKey, es, t, tCount } from '@sosiego/shared/messages/back-office'
import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { PeriodPicker } from '../../../components/period-picker.tsx'
import { formatDay, PeriodRange } from '../../../components/period-range.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/errors.ts'
import { usePeriodParam } from '../../../lib/use-period-param.ts'
import { useDashboard } from '../api/get-dashboard.ts'
import { changeOf, formatCount } from '../lib/format.ts'
// Imported, not lazy: the hand-drawn chart is under 1 KB (gzip), less than a second request would cost.
import { SignupsChart } from './signups-chart.tsx'

type Status = 'loading' | 'error' | 'ready'

const roleLabel = (role: UserRole) => es[`userRole.${role}` as BackOfficeKey]

/** The Panel de Control under the greeting: the period, the cards, the breakdowns and the chart. */
export function DashboardPanel() {
  const [period, setPeriod] = usePeriodParam()
  const query = useDashboard(period)
  const data = query.data
  const status: Status = data ? 'ready' : query.isError ? 'error' : 'loading'

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <PeriodPicker value={period} onChange={setPeriod} />
        <PeriodRange period={data?.period} />
      </div>

      {query.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-danger-100 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          <span className="flex-1">{errorMessage(query.error, es['dashboard.loadFailed'])}</span>
          <Button variant="outline" size="sm" onClick={() => query.refetch()}>
            {es['dashboard.retry']}
          </Button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <p role="status" className="sr-only">
          {es['dashboard.loading']}
        </p>
      ) : null}

      <section
        aria-label={es['dashboard.cards']}
        aria-busy={query.isFetching}
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <FigureCard title={es['dashboard.card.total']} status={status} figure={data?.cards.totalUsers} />
        <FigureCard title={es['dashboard.card.active']} status={status} figure={data?.cards.activeUsers} />
        <FigureCard
          title={es['dashboard.card.verified']}
          status={status}
          figure={data?.cards.verifiedUsers}
          extra={
            data
              ? t('dashboard.verifiedShare', {
                  percent: formatCount(data.cards.verifiedUsers.percentOfTotal),
                })
              : undefined
          }
        />
        <FigureCard title={es['dashboard.card.new']} status={status} figure={data?.cards.newUsers} />
      </section>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <BreakdownBox
          title={es['dashboard.systemUsers']}
          status={status}
          roles={systemUserRoles}
          figures={data?.usersByRole}
        />
        <BreakdownBox
          title={es['dashboard.clients']}
          status={status}
          roles={clientUserRoles}
          figures={data?.usersByRole}
        />
        <BreakdownBox
          title={es['dashboard.newByRole']}
          status={status}
          roles={
            data?.newUsersByRole
              .filter((entry) => entry.value > 0 || entry.previous > 0)
              .map((entry) => entry.role) ?? []
          }
          figures={data?.newUsersByRole}
          showEmpty
        />
      </div>

      <Box title={es['dashboard.signupsChart']} status={status}>
        {data ? <SignupsPerDay days={data.signupsPerDay} /> : null}
      </Box>
    </div>
  )
}

function Box({ title, status, children }: { title: string; status: Status; children: ReactNode }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-xs"
    >
      <h2 id={headingId} className="text-sm font-semibold text-ink-800">
        {title}
      </h2>
      {status === 'loading' ? <Skeleton className="h-16" /> : null}
      {status === 'error' ? <p className="text-sm text-ink-600">{es['dashboard.cardFailed']}</p> : null}
      {status === 'ready' ? children : null}
    </section>
  )
}

function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-ink-100', className)} />
}

type FigureCardProps = { title: string; status: Status; figure: DashboardFigure | undefined; extra?: string }

function FigureCard({ title, status, figure, extra }: FigureCardProps) {
  return (
    <Box title={title} status={figure ? 'ready' : status}>
      {figure ? (
        <div className="flex flex-col gap-1">
          <p className="font-display text-3xl text-ink-950 tabular-nums">{formatCount(figure.value)}</p>
          {extra ? <p className="text-sm font-medium text-primary-800">{extra}</p> : null}
          <ChangeLine figure={figure} />
        </div>
      ) : null}
    </Box>
  )
}

function ChangeLine({ figure }: { figure: DashboardFigure }) {
  const change = changeOf(figure)
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : ArrowRight
  return (
    <p
      className={cn(
        'flex items-center gap-1 text-sm',
        change.direction === 'up' && 'text-success-700',
        change.direction === 'down' && 'text-danger-700',
        (change.direction === 'same' || change.direction === 'fromZero') && 'text-ink-600',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{change.text}</span>
    </p>
  )
}

type BreakdownBoxProps = {
  title: string
  status: Status
  roles: readonly UserRole[]
  figures: DashboardResponse['usersByRole'] | undefined
  showEmpty?: boolean
}

function BreakdownBox({ title, status, roles, figures, showEmpty }: BreakdownBoxProps) {
  const rows = roles
    .map((role) => figures?.find((entry) => entry.role === role))
    .filter((entry) => entry !== undefined)
  const total = rows.reduce((sum, entry) => sum + entry.value, 0)
  const previous = rows.reduce((sum, entry) => sum + entry.previous, 0)
  return (
    <Box title={title} status={status}>
      <div className="flex flex-col gap-3">
        {!showEmpty ? (
          <div className="flex flex-col gap-1">
            <p className="font-display text-2xl text-ink-950 tabular-nums">{formatCount(total)}</p>
            <ChangeLine figure={{ value: total, previous }} />
          </div>
        ) : null}
        {rows.length === 0 ? (
          <p className="text-sm text-ink-600">{formatCount(0)}</p>
        ) : (
          <dl className="flex flex-col divide-y divide-ink-100">
            {rows.map((entry) => (
              <div key={entry.role} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
                <dt className="text-ink-700">{roleLabel(entry.role)}</dt>
                <dd className="font-medium text-ink-950 tabular-nums">{formatCount(entry.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Box>
  )
}

function SignupsPerDay({ days }: { days: DashboardResponse['signupsPerDay'] }) {
  const total = days.reduce((sum, entry) => sum + entry.count, 0)
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-ink-700">
        {tCount('dashboard.signupsTotal', total, { count: formatCount(total) })}
      </p>
      <SignupsChart days={days} />
      <table className="sr-only">
        <caption>{es['dashboard.signupsChart']}</caption>
        <thead>
          <tr>
            <th scope="col">{es['dashboard.day']}</th>
            <th scope="col">{es['dashboard.signups']}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((entry) => (
            <tr key={entry.day}>
              <td>{formatDay(entry.day)}</td>
              <td>{formatCount(entry.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
