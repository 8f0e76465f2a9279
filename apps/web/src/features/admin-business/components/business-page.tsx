import type { BusinessSummary } from '@sosiego/shared'
import { formatMoney } from '@sosiego/shared'
import { type BackOfficeKey, es, t } from '@sosiego/shared/messages/back-office'
import { type ReactNode, useId } from 'react'
import { DayChart } from '../../../components/day-chart.tsx'
import { PeriodPicker } from '../../../components/period-picker.tsx'
import { formatDay, PeriodRange } from '../../../components/period-range.tsx'
import { LoadError } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { usePeriodParam } from '../../../lib/use-period-param.ts'
import { useBusinessCohorts, useBusinessContentRetention, useBusinessSummary } from '../api/get-business.ts'
import { changeOf, formatCount, formatRate, type Polarity } from '../lib/format.ts'
import { Box, type Status } from './box.tsx'
import { CohortTable } from './cohort-table.tsx'
import { ContentTable } from './content-table.tsx'
import { ExportButton } from './export-button.tsx'
import { ChangeLine, FigureCard } from './figure-card.tsx'
import { ReasonsList } from './reasons-box.tsx'

type Movement = keyof BusinessSummary['revenue']['movement']
const movementParts: { key: Movement; polarity: Polarity; sign: 1 | -1 }[] = [
  { key: 'new', polarity: 'higherIsBetter', sign: 1 },
  { key: 'expansion', polarity: 'higherIsBetter', sign: 1 },
  { key: 'reactivated', polarity: 'higherIsBetter', sign: 1 },
  { key: 'contraction', polarity: 'lowerIsBetter', sign: -1 },
  { key: 'churned', polarity: 'lowerIsBetter', sign: -1 },
]
const rateOrDash = (value: number | null) =>
  value === null ? es['business.notApplicable'] : formatRate(value)

/**
 * /admin/negocio (issue 33, admins only): the period's revenue and its movement, paying members,
 * trials and churn against the previous period, why members cancel, the monthly cohorts and the
 * content that goes with staying. Each figure's definition is the business module's README.
 */
export function BusinessPage() {
  const [period, setPeriod] = usePeriodParam()
  const summary = useBusinessSummary(period)
  const cohorts = useBusinessCohorts()
  const content = useBusinessContentRetention()
  const data = summary.data
  const status: Status = data ? 'ready' : summary.isError ? 'error' : 'loading'

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={es['business.title']} description={es['business.description']} />
      <div className="flex flex-col gap-2">
        <PeriodPicker value={period} onChange={setPeriod} />
        <PeriodRange period={data?.period} />
      </div>
      {summary.isError ? (
        <LoadError
          message={errorMessage(summary.error, es['business.loadFailed'])}
          retryLabel={es['business.retry']}
          onRetry={() => void summary.refetch()}
        />
      ) : null}
      {status === 'loading' ? (
        <p role="status" className="sr-only">
          {es['business.loading']}
        </p>
      ) : null}

      <Section
        title={es['business.revenue']}
        action={<ExportButton table="summary" period={period} label={es['business.exportSummary']} />}
      >
        <RevenueCards status={status} data={data} />
      </Section>

      <Section title={es['business.members']}>
        <MemberCards status={status} data={data} />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Box title={es['business.payingChart']} status={status}>
            {data ? (
              <PerDay
                summary={data}
                valueLabel={es['business.payingMembers']}
                pick={(day) => day.paying}
                format={formatCount}
              />
            ) : null}
          </Box>
          <Box title={es['business.mrrChart']} status={status}>
            {data ? (
              <PerDay
                summary={data}
                valueLabel={es['business.mrrShort']}
                pick={(day) => day.mrr}
                format={(value) => formatMoney(value, data.currency)}
                axis={(value) => formatCount(value)}
              />
            ) : null}
          </Box>
        </div>
      </Section>

      <Section title={es['business.reasons']}>
        <Box title={es['business.reasonsBox']} hint={es['business.reasonsHint']} status={status}>
          {data ? <ReasonsList summary={data} /> : null}
        </Box>
      </Section>

      <Section
        title={es['business.cohorts']}
        action={<ExportButton table="cohorts" period={period} label={es['business.exportCohorts']} />}
      >
        <p className="text-sm text-ink-700">{es['business.cohortsHint']}</p>
        {cohorts.isError ? (
          <LoadError
            message={errorMessage(cohorts.error, es['business.loadFailed'])}
            retryLabel={es['business.retry']}
            onRetry={() => void cohorts.refetch()}
          />
        ) : cohorts.data ? (
          <CohortTable cohorts={cohorts.data} />
        ) : (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-ink-100" />
        )}
      </Section>

      <Section
        title={es['business.content']}
        action={
          <ExportButton table="contentRetention" period={period} label={es['business.exportContent']} />
        }
      >
        <p className="text-sm text-ink-700">{es['business.contentHint']}</p>
        <p className="rounded-lg border border-primary-200 bg-primary-50 px-4 py-3 text-sm text-ink-900">
          {es['business.contentCorrelation']}
        </p>
        {content.isError ? (
          <LoadError
            message={errorMessage(content.error, es['business.loadFailed'])}
            retryLabel={es['business.retry']}
            onRetry={() => void content.refetch()}
          />
        ) : content.data ? (
          <ContentTable content={content.data} />
        ) : (
          <div aria-hidden="true" className="h-40 animate-pulse rounded-2xl bg-ink-100" />
        )}
      </Section>
    </div>
  )
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-display text-2xl text-ink-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}

function RevenueCards({ status, data }: { status: Status; data: BusinessSummary | undefined }) {
  const currency = data?.currency ?? 'EUR'
  const money = (figure: { value: number; previous: number } | undefined, polarity: Polarity) =>
    figure
      ? { value: formatMoney(figure.value, currency), change: changeOf(figure, 'money', polarity, currency) }
      : { value: undefined, change: undefined }
  const revenue = data?.revenue
  const movement = revenue?.movement
  const net =
    movement &&
    movementParts.reduce(
      (sum, part) => ({
        value: sum.value + part.sign * movement[part.key].value,
        previous: sum.previous + part.sign * movement[part.key].previous,
      }),
      { value: 0, previous: 0 },
    )
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <FigureCard
          title={es['business.mrr']}
          status={status}
          hint={es['business.mrrHint']}
          {...money(revenue?.mrr, 'higherIsBetter')}
        />
        <Box title={es['business.movement']} status={status} className="sm:col-span-1 xl:col-span-2">
          {movement && net ? (
            <div className="flex flex-col gap-2">
              <dl className="grid grid-cols-1 gap-x-6 gap-y-2 md:grid-cols-2">
                {movementParts.map((part) => (
                  <div
                    key={part.key}
                    className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 border-b border-ink-100 pb-2"
                  >
                    <dt className="text-sm text-ink-800">
                      {es[`business.movement.${part.key}` as BackOfficeKey]}
                      <span className="block text-xs text-ink-600">
                        {es[`business.movement.${part.key}Hint` as BackOfficeKey]}
                      </span>
                    </dt>
                    <dd className="font-display text-xl text-ink-950 tabular-nums">
                      {part.sign < 0 && movement[part.key].value > 0 ? '−' : ''}
                      {formatMoney(movement[part.key].value, currency)}
                    </dd>
                    <dd className="col-span-2">
                      <ChangeLine change={changeOf(movement[part.key], 'money', part.polarity, currency)} />
                    </dd>
                  </div>
                ))}
              </dl>
              <p className="text-sm font-medium text-ink-900">
                {t('business.movement.net', {
                  amount: `${net.value > 0 ? '+' : ''}${formatMoney(net.value, currency)}`,
                })}
              </p>
            </div>
          ) : null}
        </Box>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureCard
          title={es['business.charged']}
          status={status}
          hint={es['business.chargedHint']}
          {...money(revenue?.charged, 'higherIsBetter')}
        />
        <FigureCard
          title={es['business.oneOff']}
          status={status}
          hint={es['business.oneOffHint']}
          {...money(revenue?.oneOff, 'higherIsBetter')}
        />
        <FigureCard
          title={es['business.refunded']}
          status={status}
          hint={es['business.refundedHint']}
          {...money(revenue?.refunded, 'lowerIsBetter')}
        />
        <FigureCard
          title={es['business.net']}
          status={status}
          hint={es['business.netHint']}
          {...money(revenue?.net, 'higherIsBetter')}
        />
      </div>
    </div>
  )
}

function MemberCards({ status, data }: { status: Status; data: BusinessSummary | undefined }) {
  const members = data?.members
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <FigureCard
        title={es['business.paying']}
        status={status}
        value={members ? formatCount(members.paying.value) : undefined}
        change={members ? changeOf(members.paying, 'count', 'higherIsBetter') : undefined}
        hint={
          members ? t('business.payingHint', { start: formatCount(members.payingAtStart.value) }) : undefined
        }
      />
      <FigureCard
        title={es['business.trialsStarted']}
        status={status}
        value={members ? formatCount(members.trialsStarted.value) : undefined}
        change={members ? changeOf(members.trialsStarted, 'count', 'higherIsBetter') : undefined}
      />
      <FigureCard
        title={es['business.trialConversion']}
        status={status}
        value={members ? rateOrDash(members.trialConversion.value) : undefined}
        change={members ? changeOf(members.trialConversion, 'rate', 'higherIsBetter') : undefined}
        hint={
          members
            ? members.trialConversion.value === null
              ? es['business.notApplicableHint']
              : t('business.trialConversionHint', {
                  converted: formatCount(members.trialsConverted.value),
                  started: formatCount(members.trialsStarted.value),
                })
            : undefined
        }
      />
      <FigureCard
        title={es['business.churn']}
        status={status}
        value={members ? rateOrDash(members.churn.value) : undefined}
        change={members ? changeOf(members.churn, 'rate', 'lowerIsBetter') : undefined}
        hint={
          members
            ? members.churn.value === null
              ? es['business.notApplicableHint']
              : t('business.churnHint', {
                  churned: formatCount(members.churned.value),
                  start: formatCount(members.payingAtStart.value),
                })
            : undefined
        }
      />
    </div>
  )
}

type PerDayProps = {
  summary: BusinessSummary
  valueLabel: string
  pick: (day: BusinessSummary['perDay'][number]) => number
  format: (value: number) => string
  /** The axis's shorter labels (no currency sign), when they differ from the values'. */
  axis?: (value: number) => string
}

/** A line over the period's days, and the same figures as a table one click away for everyone. */
function PerDay({ summary, valueLabel, pick, format, axis }: PerDayProps) {
  const points = summary.perDay.map((day) => ({ day: day.day, value: pick(day) }))
  return (
    <div className="flex flex-col gap-2">
      <DayChart variant="line" points={points} valueLabel={valueLabel} formatValue={axis ?? format} />
      <details className="text-sm">
        <summary className="cursor-pointer text-primary-800 underline-offset-2 hover:underline">
          {es['business.chartTable']}
        </summary>
        <div className="mt-2 max-h-64 overflow-auto rounded-lg border border-ink-200">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{valueLabel}</caption>
            <thead className="bg-ink-50 text-xs text-ink-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {es['business.day']}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {valueLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {points.map((point) => (
                <tr key={point.day}>
                  <td className="px-3 py-1.5">{formatDay(point.day)}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
