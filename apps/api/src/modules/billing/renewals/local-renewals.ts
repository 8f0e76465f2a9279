import { withOutbox } from '../../../mail/outbox.ts'
import type { BillingContext } from '../billing-context.ts'
import { addDays, DAY_MS } from '../subscriptions/plan-rules.ts'
import {
  findDueLocalRenewals,
  lockProviderSubscription,
  updateProviderSubscription,
} from './provider-subscriptions.repository.ts'

import { applyPaymentFailed, applyRenewalPaid, applySubscriptionEnded, planOf } from './renewal-events.ts'

/** Local charges fail three times in a row at most (a day apart), then the subscription ends. */
const LOCAL_MAX_FAILURES = 3

/**
 * The local provider's renewals, what Stripe Billing does on its side: at each period's end a due
 * subscription is charged (always paid, unless a test or demo asked for a decline), or ends when the
 * member cancelled its renewal. Runs from the scheduler with the clock the tests give it.
 */
export async function runLocalRenewals(ctx: BillingContext, now: Date): Promise<number> {
  if (ctx.provider.name !== 'local') return 0
  let applied = 0
  for (const due of await findDueLocalRenewals(ctx.db, now)) {
    const sub = await withOutbox(ctx.db, async (tx) => {
      const row = await lockProviderSubscription(tx, 'local', due.externalId)
      if (!row || row.status === 'ended') return null
      const plan = await planOf(tx, row.planId)
      const dueAt = new Date(row.currentPeriodEnd.getTime() + row.failedCharges * DAY_MS)
      if (dueAt > now) return null
      if (row.cancelAtPeriodEnd) return { row, plan, outcome: 'end' as const }
      if (row.declineNextCharge) {
        const failures = row.failedCharges + 1
        await updateProviderSubscription(tx, row.id, { failedCharges: failures })
        return {
          row,
          plan,
          outcome: failures >= LOCAL_MAX_FAILURES ? ('lastFailure' as const) : ('failed' as const),
          failures,
        }
      }
      return { row, plan, outcome: 'paid' as const }
    })
    if (!sub) continue
    const { row, plan } = sub
    const invoiceRef = `${row.externalId}:${row.currentPeriodEnd.toISOString()}`
    if (sub.outcome === 'end') {
      await applySubscriptionEnded(ctx, { externalId: row.externalId, at: row.currentPeriodEnd, now })
    } else if (sub.outcome === 'paid') {
      await applyRenewalPaid(ctx, {
        externalId: row.externalId,
        invoiceRef,
        amountCents: row.amountCents,
        currency: row.currency,
        paidUntil: addDays(row.currentPeriodEnd, plan.durationDays),
        paymentRef: null,
        firstInvoice: false,
        at: now,
      })
    } else {
      await applyPaymentFailed(ctx, {
        externalId: row.externalId,
        invoiceRef,
        attempt: sub.failures ?? 1,
        amountCents: row.amountCents,
        currency: row.currency,
        // The next charge is due a day later per failure (findDueLocalRenewals): the grace follows it.
        nextAttempt:
          sub.outcome === 'failed'
            ? new Date(row.currentPeriodEnd.getTime() + (sub.failures ?? 1) * DAY_MS)
            : null,
        at: now,
      })
      if (sub.outcome === 'lastFailure')
        await applySubscriptionEnded(ctx, { externalId: row.externalId, at: now, now })
    }
    applied++
  }
  return applied
}
