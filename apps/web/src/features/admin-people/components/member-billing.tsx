import { formatMoney, type MemberBilling } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { type ReactNode, useId } from 'react'
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx'
import { EmptyState, LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { useMemberBilling } from '../api/get-member-billing.ts'

const date = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' })
const dateTime = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' })

function renewalLine(renewal: NonNullable<MemberBilling['renewal']>): string {
  const until = date.format(new Date(renewal.paidUntil))
  if (renewal.status === 'ended') return es['people.billingEnded']
  if (renewal.status === 'past_due') return t('people.billingPastDue', { date: until })
  return renewal.cancelAtPeriodEnd
    ? t('people.billingCancelled', { date: until })
    : t('people.billingRenews', { date: until })
}

/**
 * A member's subscription and payments in the Clientes editor (issue 18): whether the plan renews or
 * its renewal was cancelled, and every order row — purchases, renewals, declines, cancellations,
 * withdrawals and refunds — as Órdenes labels them.
 */
export function MemberBillingSection({
  userId,
  invoices,
}: {
  userId: string
  /** Issue 32: the member's invoices, composed by the route. */
  invoices?: ((userId: string) => ReactNode) | undefined
}) {
  const headingId = useId()
  const billing = useMemberBilling(userId)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-ink-200 pt-4">
      <h2 id={headingId} className="font-medium text-ink-900">
        {es['people.billingTitle']}
      </h2>
      {billing.isPending ? (
        <LoadingState text={es['people.billingLoading']} />
      ) : billing.isError ? (
        <LoadError
          message={es['people.billingFailed']}
          retryLabel={es['people.billingRetry']}
          onRetry={() => void billing.refetch()}
        />
      ) : billing.data.orders.length === 0 && !billing.data.renewal ? (
        <EmptyState text={es['people.billingEmpty']} />
      ) : (
        <div className="flex flex-col gap-3 text-sm text-ink-700">
          {billing.data.renewal ? (
            <p className="font-medium text-ink-900">
              {billing.data.renewal.planName}: {renewalLine(billing.data.renewal)}
            </p>
          ) : null}
          <ul className="flex flex-col gap-2">
            {billing.data.orders.map((order) => (
              <li key={order._id} className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0">
                  {dateTime.format(new Date(order.createdAt))} · {order.planName}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-mono tabular-nums text-ink-800">
                    {formatMoney(order.amount, order.currency)}
                  </span>
                  <OrderStatusBadge status={order.status} kind={order.kind} />
                </span>
              </li>
            ))}
          </ul>
          {invoices?.(userId)}
        </div>
      )}
    </section>
  )
}
