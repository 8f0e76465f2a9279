import type { SessionUser, Subscription } from '@sosiego/shared'
import { es, tCount } from '@sosiego/shared/messages/panel'
import { CreditCard } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { canChangePlan, subscriptionPriceLabel } from '../../../lib/plan-picker.ts'
import {
  subscriptionDate,
  subscriptionHistory,
  subscriptionStatusLabel,
  subscriptionStatusTone,
} from '../lib/my-subscription.ts'

type ActiveSubscription = NonNullable<SessionUser['activeSubscription']>

type SubscriptionPageProps = {
  user: Pick<SessionUser, 'activeSubscription' | 'subscriptions'>
  /** 'Actualizar plan': the route opens the plan picker. */
  onChangePlan: () => void
  /** Below the plan in force: its renewal and withdrawal (issue 18), composed by the route. */
  renewal?: ReactNode
}

/**
 * /panel/suscripcion, Mi Suscripción (spec §2): the plan in force, or none with 'Ver Planes'; then the
 * history, the subscriptions of other plans. 'Actualizar plan' while the plan is mini or the trial.
 */
export function SubscriptionPage({ user, onChangePlan, renewal }: SubscriptionPageProps) {
  const active = user.activeSubscription?.status === 'active' ? user.activeSubscription : null
  const history = subscriptionHistory(user.subscriptions, active)
  const historyId = useId()

  return (
    <SubscriptionFrame>
      {active ? (
        <>
          <ActiveCard subscription={active} onChangePlan={canChangePlan(active) ? onChangePlan : null} />
          {renewal}
        </>
      ) : (
        <section className="flex flex-col items-center gap-5 rounded-2xl border border-ink-200 bg-white px-6 py-12 text-center shadow-soft">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700">
            <CreditCard aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold text-ink-950">{es['subscription.none']}</h2>
          <Button asChild size="lg">
            <Link to="/" state={{ section: 'pricing' }}>
              {es['subscription.viewPlans']}
            </Link>
          </Button>
        </section>
      )}
      <section aria-labelledby={historyId} className="flex flex-col gap-4">
        <h2 id={historyId} className="font-display text-2xl text-ink-950">
          {es['subscription.history']}
        </h2>
        {history.length === 0 ? (
          <p className="text-ink-600">{es['subscription.noHistory']}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {history.map((subscription) => (
              <li key={subscription._id}>
                <HistoryRow subscription={subscription} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </SubscriptionFrame>
  )
}

/**
 * The page's top and column: drawn alone while the session is checked (issue 28). The intro paints
 * with the server's frame, before any script: a phone's largest paint comes at once, not with the plan.
 */
export function SubscriptionFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-4xl leading-tight text-ink-950">{es['subscription.title']}</h1>
        <p className="text-ink-700">{es['subscription.intro']}</p>
      </div>
      {children}
    </div>
  )
}

function StatusBadge({ status }: { status: string }) {
  return <Badge tone={subscriptionStatusTone(status)}>{subscriptionStatusLabel(status)}</Badge>
}

function ActiveCard({
  subscription,
  onChangePlan,
}: {
  subscription: ActiveSubscription
  onChangePlan: (() => void) | null
}) {
  const { plan } = subscription
  const nameId = useId()
  const details: [string, string][] = [
    [
      es['subscription.price'],
      subscriptionPriceLabel({
        price: plan.price ?? 0,
        currency: plan.currency,
        durationDays: plan.durationDays,
      }),
    ],
    [es['subscription.duration'], tCount('subscription.durationDays', plan.durationDays)],
  ]
  if (subscription.createdAt)
    details.push([es['subscription.createdAt'], subscriptionDate(subscription.createdAt)])
  if (subscription.endDate !== undefined) {
    details.push([
      es['subscription.endDate'],
      subscription.endDate ? subscriptionDate(subscription.endDate) : es['subscription.noEndDate'],
    ])
  }

  return (
    <section
      aria-labelledby={nameId}
      className="flex flex-col gap-6 rounded-2xl border border-primary-600 bg-white p-6 shadow-soft ring-1 ring-primary-600 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-ink-600">{es['subscription.current']}</p>
          <h2 id={nameId} className="font-display text-3xl text-ink-950">
            {plan.name}
          </h2>
        </div>
        <StatusBadge status={subscription.status} />
      </div>
      {plan.description ? <p className="leading-relaxed text-ink-700">{plan.description}</p> : null}
      {plan.isTestSubscrionPlan ? (
        <p className="rounded-xl bg-primary-50 px-4 py-3 text-ink-800">{es['billingNotice.trialNoCharge']}</p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2">
        {details.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-1 rounded-xl bg-ink-50 px-4 py-3">
            <dt className="text-sm text-ink-600">{term}</dt>
            <dd className="font-semibold text-ink-950">{value}</dd>
          </div>
        ))}
      </dl>
      {plan.features && plan.features.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-ink-900">{es['subscription.features']}</h3>
          <CheckList items={plan.features} className="text-base" />
        </div>
      ) : null}
      {onChangePlan ? (
        <div>
          <Button size="lg" onClick={onChangePlan} className="w-full sm:w-auto">
            {es['subscription.changePlan']}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

function HistoryRow({ subscription }: { subscription: Subscription }) {
  const { plan } = subscription
  const period = `${subscriptionDate(subscription.startDate)} – ${
    subscription.endDate ? subscriptionDate(subscription.endDate) : es['subscription.noEndDate']
  }`
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-ink-200 bg-white px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold text-ink-950">{plan.name}</h3>
        <p className="text-sm text-ink-600">{period}</p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm text-ink-700">{subscriptionPriceLabel(plan)}</span>
        <StatusBadge status={subscription.status} />
      </div>
    </article>
  )
}
