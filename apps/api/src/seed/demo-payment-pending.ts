import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { paymentOrders, plans, providerSubscriptions, subscriptions, users } from '../db/schema/index.ts'
import { addDays, GRACE_MARGIN_MS } from '../modules/billing/index.ts'

export const DEMO_PAYMENT_PENDING_EMAIL = 'pendiente@sosiego.app'

/** When the demo's declined renewal fell due, before the seed ran: this morning, as far as the demo goes. */
export const DEMO_RENEWAL_DUE_HOURS_AGO = 6

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/**
 * Issue 32: a member whose renewal is being retried, so the demo shows what decision 114 built — the
 * 'Pago pendiente' filter in Clientes has someone, and signing in as this member shows the panel's
 * banner 'No pudimos cobrar la renovación. Actualiza tu tarjeta'. The rows are the ones the local
 * provider leaves after a first declined charge (local-renewals.ts, applyPaymentFailed): the full plan
 * bought a period ago (a completed purchase, invoiced by the seed's invoicing), its renewal due a few
 * hours ago and declined (a failed renewal order), the provider subscription `past_due` with one
 * failure and the next charges set to decline too, and the access row kept to a day after the next
 * retry (`grace_until`). From then on the billing clock runs it as any other: a retry a day, and the
 * third failure ends the plan, two days after the seed — a demo started later shows the plan ended.
 *
 * Once per database: the member's row is locked (two instances starting together seed one after the
 * other) and a member who has, or had, any plan is left as they are, so a restart finds what it made.
 */
export async function seedDemoPaymentPending(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_PAYMENT_PENDING_EMAIL))
      .for('update')
    if (!member) return
    const [anySubscription] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.userId, member.id))
      .limit(1)
    if (anySubscription) return
    const [plan] = await tx.select().from(plans).where(eq(plans.slug, 'full'))
    if (!plan) return

    const due = new Date(now.getTime() - DEMO_RENEWAL_DUE_HOURS_AGO * HOUR_MS)
    const boughtAt = addDays(due, -plan.durationDays)
    const orderId = randomUUID()
    const externalId = `lsub_${orderId}`
    await tx.insert(paymentOrders).values({
      id: orderId,
      userId: member.id,
      planId: plan.id,
      amountCents: plan.priceCents,
      currency: plan.currency,
      status: 'completed',
      provider: 'local',
      providerSessionId: `lcs_demo_${orderId}`,
      idempotencyKey: `checkout-${orderId}`,
      expiresAt: new Date(boughtAt.getTime() + 30 * 60_000),
      immediateStartRequestedAt: boughtAt,
      completedAt: boughtAt,
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    // The next charge is due a day after each failure (local-renewals.ts): the grace follows it.
    const nextAttempt = new Date(due.getTime() + DAY_MS)
    const [access] = await tx
      .insert(subscriptions)
      .values({
        userId: member.id,
        planId: plan.id,
        status: 'active',
        source: 'payment',
        orderId,
        startDate: boughtAt,
        endDate: due,
        graceUntil: new Date(nextAttempt.getTime() + GRACE_MARGIN_MS),
        createdAt: boughtAt,
        updatedAt: due,
      })
      .returning()
    if (!access) return
    await tx.insert(providerSubscriptions).values({
      userId: member.id,
      planId: plan.id,
      provider: 'local',
      externalId,
      orderId,
      subscriptionId: access.id,
      status: 'past_due',
      currentPeriodEnd: due,
      amountCents: plan.priceCents,
      currency: plan.currency,
      // The card stays declined: the retries fail too, and the third ends the plan (decision 114).
      declineNextCharge: true,
      failedCharges: 1,
      createdAt: boughtAt,
      updatedAt: due,
    })
    // The declined charge, as applyPaymentFailed records it (its reference is the local charge's own,
    // so the billing clock never records that attempt twice).
    const declinedAt = new Date(due.getTime() + 60_000)
    await tx.insert(paymentOrders).values({
      userId: member.id,
      planId: plan.id,
      amountCents: plan.priceCents,
      currency: plan.currency,
      kind: 'renewal',
      status: 'failed',
      provider: 'local',
      providerRef: `${externalId}:${due.toISOString()}:failed:1`,
      idempotencyKey: `event-${randomUUID()}`,
      expiresAt: declinedAt,
      createdAt: declinedAt,
      updatedAt: declinedAt,
    })
  })
}
