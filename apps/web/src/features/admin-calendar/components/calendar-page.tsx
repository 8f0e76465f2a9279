import type { CalendarDay } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/back-office'
import { ChevronLeft, ChevronRight, Film, Music, Pencil, Plus, X } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { cn } from '../../../lib/cn.ts'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { localDay } from '../../../lib/local-day.ts'
import { notify } from '../../../lib/notify.ts'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { useConfirmation } from '../../admin-content/components/confirm-dialog.tsx'
import { CoverThumb } from '../../admin-content/components/content-item.tsx'
import { useCalendarMonth } from '../api/get-calendar-month.ts'
import { usePlanDay } from '../api/plan-day.ts'
import { dayName, isMonth, monthOf, monthTitle, shiftMonth, weekdays, weeksOf } from '../lib/month-grid.ts'

const PickDayDialog = lazyNamed(() => import('./pick-day-dialog.tsx'), 'PickDayDialog')

/** The month shown, in the URL (`?mes=2026-11`) so reload, Back and a shared link keep it. */
function useMonthParam(today: string): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams()
  const asked = params.get('mes')
  const month = isMonth(asked) ? asked : monthOf(today)
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === monthOf(today)) updated.delete('mes')
        else updated.set('mes', next)
        return updated
      },
      { preventScrollReset: true },
    )
  return [month, setMonth]
}

type DayActions = {
  canEdit: boolean
  today: string
  onPick: (day: CalendarDay) => void
  onClear: (day: CalendarDay) => void
}

/**
 * /admin/calendario (issue 30): 'Tu meditación de hoy' planned day by day. A month from Monday to
 * Sunday with each day's item or a visible 'Sin planificar', today marked; on a phone, the month's
 * days as a list. Admins pick an item for a day or clear it; crmUser reads (decision 034).
 */
export function CalendarPage() {
  const user = useSignedInUser()
  const canEdit = user.role === 'admin'
  const [today] = useState(localDay)
  const [month, setMonth] = useMonthParam(today)
  const calendar = useCalendarMonth(month)
  // Seven days beside the sidebar: at least 90 px each, for a cover and two lines of title.
  const wide = useWideScreen(1024)
  const [picking, setPicking] = useState<CalendarDay | null>(null)
  const { ask, dialog } = useConfirmation()
  const plan = usePlanDay()
  // The answer for the month asked: a kept earlier month is not shown under the new month's name.
  const data = calendar.data?.month === month ? calendar.data : undefined
  const gaps = data ? data.days.filter((day) => day.item === null).length : 0

  const clear = (day: CalendarDay) =>
    ask({
      title: t('adminCalendar.clearTitle', { day: dayName(day.day) }),
      description: es['adminCalendar.clearText'],
      confirmLabel: es['adminCalendar.clear'],
      tone: 'danger',
      run: async () => {
        try {
          await plan.mutateAsync({
            plan: { day: day.day, mediaId: null },
            fallbackMessage: es['adminCalendar.clearFailed'],
          })
          notify.success(es['adminCalendar.cleared'])
        } catch (error) {
          toastError(error, es['adminCalendar.clearFailed'])
        }
      },
    })

  const actions: DayActions = { canEdit, today, onPick: setPicking, onClear: clear }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={es['adminCalendar.title']} description={es['adminCalendar.description']} />
      {canEdit ? null : (
        <Alert>
          <p>{es['adminCalendar.readOnly']}</p>
        </Alert>
      )}
      <MonthNavigation month={month} current={monthOf(today)} onChange={setMonth} />
      <StaleListNotice query={calendar} />
      {data ? (
        <>
          <p className={cn('text-sm font-medium', gaps > 0 ? 'text-sand-800' : 'text-success-700')}>
            {gaps > 0 ? tCount('adminCalendar.gaps', gaps) : es['adminCalendar.noGaps']}
          </p>
          {wide ? (
            <MonthGrid month={month} days={data.days} actions={actions} />
          ) : (
            <DayList month={month} days={data.days} actions={actions} />
          )}
        </>
      ) : calendar.isError ? (
        <LoadError
          message={errorMessage(calendar.error, es['adminCalendar.loadFailed'])}
          retryLabel={es['adminCalendar.retry']}
          onRetry={() => void calendar.refetch()}
        />
      ) : (
        <LoadingState text={es['adminCalendar.loading']} />
      )}
      <Deferred when={picking !== null}>
        <PickDayDialog day={picking} onClose={() => setPicking(null)} />
      </Deferred>
      {dialog}
    </div>
  )
}

function MonthNavigation({
  month,
  current,
  onChange,
}: {
  month: string
  current: string
  onChange: (month: string) => void
}) {
  return (
    <nav aria-label={es['adminCalendar.navLabel']} className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={() => onChange(shiftMonth(month, -1))}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {es['adminCalendar.previous']}
      </Button>
      {/* On a phone the month's name has its own line, above the two buttons side by side. */}
      <h2
        aria-live="polite"
        className="order-first w-full font-display text-2xl text-ink-950 sm:order-none sm:w-auto sm:min-w-44 sm:text-center"
      >
        {monthTitle(month)}
      </h2>
      <Button variant="outline" size="sm" onClick={() => onChange(shiftMonth(month, 1))}>
        {es['adminCalendar.next']}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
      {month === current ? null : (
        <Button variant="ghost" size="sm" onClick={() => onChange(current)}>
          {es['adminCalendar.thisMonth']}
        </Button>
      )}
    </nav>
  )
}

/** From 1024 px: the month as a table, a column per weekday from Monday. */
function MonthGrid({ month, days, actions }: { month: string; days: CalendarDay[]; actions: DayActions }) {
  const byDay = new Map(days.map((day) => [day.day, day]))
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-200 bg-white">
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('adminCalendar.caption', { month: monthTitle(month) })}</caption>
        <thead className="bg-ink-50 text-ink-700">
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" className="h-10 px-2 text-xs font-semibold uppercase">
                <span aria-hidden="true">{weekday.short}</span>
                <span className="sr-only">{weekday.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean)} className="divide-x divide-ink-100 border-t border-ink-100">
              {week.map((day, index) => {
                const entry = day ? byDay.get(day) : undefined
                return entry ? (
                  <DayCell key={entry.day} day={entry} actions={actions} />
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells of a week are its positions.
                  <td key={index} className="bg-ink-50/60" />
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function DayCell({ day, actions }: { day: CalendarDay; actions: DayActions }) {
  const isToday = day.day === actions.today
  const name = dayName(day.day)
  return (
    <td
      aria-current={isToday ? 'date' : undefined}
      className={cn('h-32 p-1.5 align-top', isToday && 'bg-primary-50 ring-2 ring-primary-500 ring-inset')}
    >
      <div className="flex h-full flex-col gap-1">
        <div className="flex items-center justify-between gap-1">
          <span className="font-mono text-sm font-semibold tabular-nums text-ink-900">
            <span aria-hidden="true">{Number(day.day.slice(8))}</span>
            <span className="sr-only">{name}</span>
          </span>
          {isToday ? <Badge tone="primary">{es['adminCalendar.today']}</Badge> : null}
        </div>
        <PlannedItem day={day} compact />
        {actions.canEdit ? (
          <div className="mt-auto flex justify-end">
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              title={es[day.item ? 'adminCalendar.change' : 'adminCalendar.pick']}
              aria-label={t(day.item ? 'adminCalendar.changeOf' : 'adminCalendar.pickOf', { day: name })}
              onClick={() => actions.onPick(day)}
            >
              {day.item ? (
                <Pencil aria-hidden="true" className="size-4" />
              ) : (
                <Plus aria-hidden="true" className="size-4" />
              )}
            </Button>
            {day.item ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-8 text-danger-700"
                title={es['adminCalendar.clear']}
                aria-label={t('adminCalendar.clearOf', { day: name })}
                onClick={() => actions.onClear(day)}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </td>
  )
}

/** The day's item (cover and title), or the gap, seen at a glance. */
function PlannedItem({ day, compact }: { day: CalendarDay; compact: boolean }) {
  if (!day.item)
    return (
      <p className="rounded-md border border-dashed border-sand-400 bg-sand-50 px-2 py-1 text-xs font-medium text-sand-800">
        {es['adminCalendar.unplanned']}
      </p>
    )
  return (
    <div className={cn('flex min-w-0 gap-2', compact ? 'flex-col' : 'items-center')}>
      <CoverThumb
        url={day.item.coverImage?.coverImageUrl}
        icon={day.item.fileType === 'video' ? Film : Music}
        className={compact ? 'h-10 w-full' : 'size-12'}
      />
      <span className={cn('min-w-0 break-words text-ink-900', compact ? 'line-clamp-2 text-xs' : 'text-sm')}>
        {day.item.title}
      </span>
    </div>
  )
}

/** Below 1024 px: the month's days as a list, each with its item or gap and labelled actions. */
function DayList({ month, days, actions }: { month: string; days: CalendarDay[]; actions: DayActions }) {
  return (
    <ol aria-label={t('adminCalendar.caption', { month: monthTitle(month) })} className="flex flex-col gap-2">
      {days.map((day) => {
        const isToday = day.day === actions.today
        const name = dayName(day.day)
        return (
          <li
            key={day.day}
            aria-current={isToday ? 'date' : undefined}
            className={cn(
              'flex flex-col gap-2 rounded-xl border border-ink-200 bg-white p-3',
              isToday && 'border-primary-500 bg-primary-50',
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-medium text-ink-950 first-letter:uppercase">{name}</span>
              {isToday ? <Badge tone="primary">{es['adminCalendar.today']}</Badge> : null}
            </div>
            <PlannedItem day={day} compact={false} />
            {actions.canEdit ? (
              <div className="flex justify-end gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t(day.item ? 'adminCalendar.changeOf' : 'adminCalendar.pickOf', { day: name })}
                  onClick={() => actions.onPick(day)}
                >
                  {es[day.item ? 'adminCalendar.change' : 'adminCalendar.pick']}
                </Button>
                {day.item ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-danger-700"
                    aria-label={t('adminCalendar.clearOf', { day: name })}
                    onClick={() => actions.onClear(day)}
                  >
                    {es['adminCalendar.clear']}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
