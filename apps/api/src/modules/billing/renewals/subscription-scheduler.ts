import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { plans, providerSubscriptions, subscriptions, users } from '../../../db/schema/index.ts'
import { backgroundPasses } from '../../../lib/background-passes.ts'
import { addZonedDays } from '../../../lib/period.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext, InvoicingSettings } from '../billing-context.ts'
import { expireLapsedOrders } from '../orders/payment-orders.repository.ts'
import { syncClientRoles } from '../subscriptions/roles-follow-plans.ts'
import {
  claimEndingSoon,
  expireEnded,
  expireStaleQueued,
  type SubscriptionRow,
  startDue,
} from '../subscriptions/subscriptions.repository.ts'
import { runLocalRenewals } from './local-renewals.ts'
import { sendRenewalNotices } from './renewal-notices.ts'

/** Once a minute: a subscription ends within a minute of its end date, with nobody calling anything. */
export const SCHEDULER_INTERVAL_MS = 60_000
const ENDING_NOTICE_DAYS = 3

export interface SchedulerPass {
  expired: number
  started: number
  endingNotices: number
  ordersExpired: number
}

type Person = { name: string; email: string; plan: string; trial: boolean }

async function people(tx: Database, rows: SubscriptionRow[]) {
  if (rows.length === 0) return new Map<string, Person>()
  const found = await tx
    .select({
      id: subscriptions.id,
      name: users.name,
      email: users.email,
      plan: plans.name,
      trial: plans.isTestPlan,
    })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      inArray(
        subscriptions.id,
        rows.map((row) => row.id),
      ),
    )
  return new Map(found.map((row) => [row.id, row]))
}

async function withProviderSubscription(tx: Database, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await tx
    .select({ id: providerSubscriptions.subscriptionId })
    .from(providerSubscriptions)
    .where(inArray(providerSubscriptions.subscriptionId, ids))
  return new Set(rows.map((row) => row.id as string))
}

/** The plans a trial member may choose, as the trial's last notice lists them: for sale and paid. */
async function plansForSale(tx: Database) {
  return tx
    .select({
      name: plans.name,
      priceCents: plans.priceCents,
      currency: plans.currency,
      durationDays: plans.durationDays,
    })
    .from(plans)
    .where(and(eq(plans.isActive, true), eq(plans.isTestPlan, false), gt(plans.priceCents, 0)))
    .orderBy(asc(plans.order), asc(plans.durationDays))
}

/**
 * One pass of the billing clock, in one transaction: ended subscriptions expire, queued renewals
 * start, the 3-days-left notices go out, and lapsed checkout attempts close. Each change is a
 * conditional update, so two instances running a pass at once never send an e-mail twice.
 * "3 days left" is 3 calendar days in TIME_ZONE at the end's wall-clock time (issue 32: across a
 * DST change too); for the free trial it is the trial's reminder, with the plans to choose from.
 */
export async function runSchedulerPass(
  ctx: Pick<BillingContext, 'db' | 'appUrl' | 'timeZone'> & {
    invoicing?: Pick<InvoicingSettings, 'pricesIncludeTax'>
  },
  now = new Date(),
): Promise<SchedulerPass> {
  const { db, appUrl } = ctx
  return withOutbox(db, async (tx) => {
    const expired = [...(await expireEnded(tx, now)), ...(await expireStaleQueued(tx, now))]
    const started = await startDue(tx, now)
    const renewed = new Set(started.map((row) => row.userId))
    // Decision 058: whoever lost their last paid plan in this pass is a visitor again.
    await syncClientRoles(
      tx,
      expired.map((row) => row.userId),
      now,
    )
    const ending = await claimEndingSoon(tx, now, addZonedDays(now, ENDING_NOTICE_DAYS, ctx.timeZone))
    const who = await people(tx, [...expired, ...ending])
    // A renewing plan's end was told by the provider's own event (applySubscriptionEnded): once.
    const toldByProvider = await withProviderSubscription(
      tx,
      expired.map((row) => row.id),
    )

    for (const row of expired) {
      const person = who.get(row.id)
      // A renewal took over: nothing ended from the member's point of view.
      if (!person || renewed.has(row.userId) || row.status !== 'expired' || toldByProvider.has(row.id))
        continue
      await queueMail(
        tx,
        person.email,
        billingTemplates.expired(person.name, person.plan, `${appUrl}/#pricing`),
      )
    }
    // Prices before tax say '+ IVA' (decision 113): the checkout adds it.
    const plusTax = ctx.invoicing?.pricesIncludeTax === false
    const forSale = ending.some((row) => who.get(row.id)?.trial)
      ? (await plansForSale(tx)).map((plan) => ({ ...plan, plusTax }))
      : []
    for (const row of ending) {
      const person = who.get(row.id)
      if (!person || !row.endDate) continue
      if (person.trial) {
        // The trial simply ends (nothing is charged): the reminder lists the plans to go on with.
        await queueMail(
          tx,
          person.email,
          billingTemplates.trialEnding(person.name, row.endDate, ctx.timeZone, forSale, `${appUrl}/#pricing`),
        )
        continue
      }
      await queueMail(
        tx,
        person.email,
        billingTemplates.endingSoon(person.name, person.plan, row.endDate, `${appUrl}/panel/suscripcion`),
      )
    }
    const ordersExpired = await expireLapsedOrders(tx, now)
    return { expired: expired.length, started: started.length, endingNotices: ending.length, ordersExpired }
  })
}

/**
 * The whole clock: the local provider's renewals first (so a renewed plan never lapses for a
 * moment), then the renewal notices (issue 32), then the pass.
 */
async function runClock(ctx: BillingContext, now = new Date()) {
  const renewals = await runLocalRenewals(ctx, now)
  const renewalNotices = await sendRenewalNotices(ctx, now)
  return { ...(await runSchedulerPass(ctx, now)), renewals, renewalNotices }
}

/** The periodic job, started and stopped with the app like the mail dispatcher. */
export function createSubscriptionScheduler(ctx: BillingContext) {
  const passes = backgroundPasses({
    name: 'billing scheduler',
    pass: async () => {
      const pass = await runClock(ctx)
      if (
        pass.expired ||
        pass.started ||
        pass.endingNotices ||
        pass.ordersExpired ||
        pass.renewals ||
        pass.renewalNotices
      )
        ctx.log.info(pass, 'billing scheduler pass')
    },
    intervalMs: SCHEDULER_INTERVAL_MS,
    log: ctx.log,
  })
  return {
    runOnce: (now?: Date) => runClock(ctx, now),
    start: passes.start,
    stop: passes.stop,
  }
}
