import { and, eq, lte, ne } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { paymentOrders, plans, subscriptions } from '../../db/schema/index.ts'
import { queueMail, withOutbox } from '../../mail/outbox.ts'
import { findUserById, forgetSessionUser } from '../users/index.ts'
import { billingTemplates } from './billing.mail.ts'
import type { BillingContext } from './billing-context.ts'
import { forgetShownEntitlements } from './entitlements.ts'
import { addDays, DAY_MS } from './plan-rules.ts'
import {
  claimAnnualReminders,
  claimCustomer,
  findCustomer,
  findDueLocalRenewals,
  insertEventOrder,
  lockProviderSubscription,
  type ProviderSubscriptionRow,
  setCustomerId,
  updateProviderSubscription,
} from './provider-subscriptions.repository.ts'
import { syncClientRoles } from './roles-follow-plans.ts'

/** How long a second purchase waits for the first to finish creating the customer before taking over. */
const CUSTOMER_TAKEOVER_MS = 10_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The user's one customer with the provider, created at most once (issue 18: "one Stripe customer per
 * user, never two, also under concurrent purchases"). The first request claims the row (primary key
 * on user and provider) and creates the customer; the others wait for its id. A claim left empty by a
 * crashed request is taken over after 10 s with the same idempotency key, which Stripe answers with
 * the customer already made.
 */
export async function ensureCustomer(
  ctx: BillingContext,
  user: { id: string; email: string; name: string },
): Promise<string | null> {
  const create = ctx.provider.createCustomer
  if (!create) return null
  const provider = ctx.provider.name
  const idempotencyKey = `customer-${user.id}`
  if (await claimCustomer(ctx.db, user.id, provider)) {
    const customerId = await create(user, idempotencyKey)
    await setCustomerId(ctx.db, user.id, provider, customerId)
    return customerId
  }
  for (let attempt = 0; attempt < 300; attempt++) {
    const row = await findCustomer(ctx.db, user.id, provider)
    if (row?.customerId) return row.customerId
    if (row && Date.now() - row.createdAt.getTime() > CUSTOMER_TAKEOVER_MS) {
      const customerId = await create(user, idempotencyKey)
      await setCustomerId(ctx.db, user.id, provider, customerId)
      return (await findCustomer(ctx.db, user.id, provider))?.customerId ?? customerId
    }
    await sleep(100)
  }
  throw new Error(`customer for user ${user.id} was never created`)
}

const panelUrl = (ctx: Pick<BillingContext, 'appUrl'>) => `${ctx.appUrl}/panel/suscripcion`

async function planOf(tx: Database, planId: string) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId))
  if (!plan) throw new Error(`plan ${planId} is missing`)
  return plan
}

/** Caches that show the member's plan or role are stale once the subscription moves. */
function forget(userId: string) {
  forgetShownEntitlements(userId)
  forgetSessionUser(userId)
}

/**
 * Moves the access row's end to `paidUntil` when that is later (never earlier: a late or repeated
 * event cannot take paid days away), and brings a row the scheduler had expired back into force.
 */
async function extendAccess(tx: Database, sub: ProviderSubscriptionRow, paidUntil: Date, now: Date) {
  if (!sub.subscriptionId) return
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.subscriptionId))
  if (!row) return
  const endDate = row.endDate && row.endDate > paidUntil ? row.endDate : paidUntil
  let status = row.status
  if (status === 'expired' && endDate > now) {
    const [other] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, row.userId),
          eq(subscriptions.status, 'active'),
          ne(subscriptions.id, row.id),
        ),
      )
    if (!other) status = 'active'
  }
  await tx.update(subscriptions).set({ endDate, status, updatedAt: now }).where(eq(subscriptions.id, row.id))
}

export type EventOutcome = 'applied' | 'duplicate' | 'unknown'

/**
 * A renewal paid (Stripe `invoice.paid`, or the local provider's charge): the period moves on, an
 * order row and a receipt, once per invoice. The first invoice of a subscription is the purchase
 * itself (its order and receipt already exist): it only records the payment for a later refund.
 */
export async function applyRenewalPaid(
  ctx: BillingContext,
  event: {
    externalId: string
    invoiceRef: string
    amountCents: number
    currency: string
    paidUntil: Date
    paymentRef: string | null
    firstInvoice: boolean
    at: Date
  },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    const now = new Date()
    const paidUntil = new Date(Math.max(sub.currentPeriodEnd.getTime(), event.paidUntil.getTime()))
    await updateProviderSubscription(tx, sub.id, {
      currentPeriodEnd: paidUntil,
      ...(sub.status === 'ended' ? {} : { status: 'active' as const, failedCharges: 0 }),
    })
    await extendAccess(tx, sub, paidUntil, now)
    forget(sub.userId)
    if (event.firstInvoice) {
      if (sub.orderId && event.paymentRef)
        await tx
          .update(paymentOrders)
          .set({ providerPaymentRef: event.paymentRef })
          .where(eq(paymentOrders.id, sub.orderId))
      return 'applied'
    }
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'renewal',
      status: 'completed',
      amountCents: event.amountCents,
      currency: event.currency,
      providerRef: `${event.invoiceRef}:paid`,
      providerPaymentRef: event.paymentRef,
      at: event.at,
    })
    if (!order) return 'duplicate'
    await syncClientRoles(tx, [sub.userId], now)
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    if (user)
      await queueMail(
        tx,
        user.email,
        billingTemplates.renewalReceipt(
          user.name,
          {
            planName: plan.name,
            amountCents: event.amountCents,
            currency: event.currency,
            paidAt: event.at,
            orderId: order.id,
          },
          paidUntil,
          panelUrl(ctx),
        ),
      )
    return 'applied'
  })
}

/**
 * A renewal charge declined (Stripe `invoice.payment_failed`, each attempt): a failed order row and an
 * e-mail with the link to update the card, once per attempt. Access stays to the paid date.
 */
export async function applyPaymentFailed(
  ctx: BillingContext,
  event: {
    externalId: string
    invoiceRef: string
    attempt: number
    amountCents: number
    currency: string
    nextAttempt: Date | null
    at: Date
  },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'renewal',
      status: 'failed',
      amountCents: event.amountCents,
      currency: event.currency,
      providerRef: `${event.invoiceRef}:failed:${event.attempt}`,
      at: event.at,
    })
    if (!order) return 'duplicate'
    // A decline older than the paid period (a late event after a later payment) changes nothing.
    if (sub.status === 'active' && sub.currentPeriodEnd <= event.at)
      await updateProviderSubscription(tx, sub.id, { status: 'past_due' })
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    if (user)
      await queueMail(
        tx,
        user.email,
        billingTemplates.paymentDeclined(
          user.name,
          plan.name,
          event.amountCents,
          event.currency,
          event.nextAttempt,
          `${panelUrl(ctx)}?tarjeta=1`,
        ),
      )
    return 'applied'
  })
}

/**
 * The renewal cancelled or resumed (Stripe `customer.subscription.updated`, or the member's own
 * button): applied only when newer than the last state applied and different from it, so a late or
 * repeated event changes nothing. Each change is an order row and an e-mail.
 */
export async function applyRenewalChoice(
  ctx: BillingContext,
  event: { externalId: string; cancelAtPeriodEnd: boolean; pastDue?: boolean; at: Date },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    if (sub.status === 'ended' || (sub.stateAt && sub.stateAt > event.at)) return 'duplicate'
    const changed = sub.cancelAtPeriodEnd !== event.cancelAtPeriodEnd
    const status =
      event.pastDue === undefined ? sub.status : event.pastDue ? ('past_due' as const) : ('active' as const)
    await updateProviderSubscription(tx, sub.id, {
      cancelAtPeriodEnd: event.cancelAtPeriodEnd,
      stateAt: event.at,
      status,
    })
    if (!changed) return 'duplicate'
    forget(sub.userId)
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: event.cancelAtPeriodEnd ? 'cancellation' : 'resumption',
      status: event.cancelAtPeriodEnd ? 'canceled' : 'completed',
      amountCents: 0,
      currency: sub.currency,
      providerRef: `${sub.externalId}:${event.cancelAtPeriodEnd ? 'cancel' : 'resume'}:${event.at.toISOString()}`,
      at: event.at,
    })
    const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
    if (user && order)
      await queueMail(
        tx,
        user.email,
        event.cancelAtPeriodEnd
          ? billingTemplates.renewalCancelled(user.name, plan.name, sub.currentPeriodEnd, panelUrl(ctx))
          : billingTemplates.renewalResumed(
              user.name,
              plan.name,
              sub.currentPeriodEnd,
              sub.amountCents,
              sub.currency,
              panelUrl(ctx),
            ),
      )
    return 'applied'
  })
}

/**
 * The subscription ended with the provider (Stripe `customer.subscription.deleted`: cancelled at the
 * period's end, or the last retry failed). Final: nothing moves it again. Access stays to the date
 * paid, as the issue asks; an ended row and the "subscription ended" e-mail, once.
 */
export async function applySubscriptionEnded(
  ctx: BillingContext,
  event: { externalId: string; at: Date; notify?: boolean; now?: Date },
): Promise<EventOutcome> {
  return withOutbox(ctx.db, async (tx) => {
    const sub = await lockProviderSubscription(tx, ctx.provider.name, event.externalId)
    if (!sub) return 'unknown'
    if (sub.status === 'ended') return 'duplicate'
    const now = event.now ?? new Date()
    await updateProviderSubscription(tx, sub.id, { status: 'ended', endedAt: event.at })
    if (sub.subscriptionId)
      await tx
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(subscriptions.id, sub.subscriptionId),
            eq(subscriptions.status, 'active'),
            // The paid period still running: it stays active and the scheduler expires it on time.
            lte(subscriptions.endDate, now),
          ),
        )
    await syncClientRoles(tx, [sub.userId], now)
    forget(sub.userId)
    const order = await insertEventOrder(tx, {
      userId: sub.userId,
      planId: sub.planId,
      provider: ctx.provider.name,
      kind: 'ended',
      status: 'canceled',
      amountCents: 0,
      currency: sub.currency,
      providerRef: `${sub.externalId}:ended`,
      at: event.at,
    })
    if (order && event.notify !== false) {
      const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
      if (user)
        await queueMail(
          tx,
          user.email,
          billingTemplates.subscriptionEnded(
            user.name,
            plan.name,
            sub.currentPeriodEnd,
            `${ctx.appUrl}/#pricing`,
          ),
        )
    }
    return 'applied'
  })
}

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
        nextAttempt: sub.outcome === 'failed' ? addDays(now, 1) : null,
        at: now,
      })
      if (sub.outcome === 'lastFailure')
        await applySubscriptionEnded(ctx, { externalId: row.externalId, at: now })
    }
    applied++
  }
  return applied
}

const ANNUAL_REMINDER_MS = 7 * DAY_MS

/** Annual plans: the e-mail 7 days before the renewal, with the amount and the cancel link; once a period. */
export async function sendAnnualReminders(
  ctx: Pick<BillingContext, 'db' | 'appUrl'>,
  now: Date,
): Promise<number> {
  return withOutbox(ctx.db, async (tx) => {
    const due = await claimAnnualReminders(tx, now, ANNUAL_REMINDER_MS)
    for (const sub of due) {
      const [user, plan] = [await findUserById(tx, sub.userId), await planOf(tx, sub.planId)]
      if (!user) continue
      await queueMail(
        tx,
        user.email,
        billingTemplates.annualReminder(
          user.name,
          plan.name,
          sub.currentPeriodEnd,
          sub.amountCents,
          sub.currency,
          panelUrl(ctx),
        ),
      )
    }
    return due.length
  })
}
