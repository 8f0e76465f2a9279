import { outsideTaxTerritory, type PlanCharge, planCharge } from '@sosiego/shared'
import type { Database } from '../../../db/client.ts'
import { findPlanRowById } from '../../plans/index.ts'
import type { BillingContext } from '../billing-context.ts'
import { findBillingDetails } from '../invoices/invoices.repository.ts'
import { findOrderById } from '../orders/payment-orders.repository.ts'

/**
 * What this buyer pays for a plan (issue 32, decision 113 "Tax"): `planCharge` under the configured
 * tax rule, with the buyer's billing details as they are now. Called once, when the checkout's order
 * is created: the order keeps the amount, the provider session charges it, and the renewals repeat it
 * (Stripe's subscription price, the local provider's `amount_cents`), so a later change of address or
 * of PRICES_INCLUDE_TAX changes the next purchase, never a plan already bought.
 */
export async function buyerCharge(
  db: Database,
  ctx: Pick<BillingContext, 'invoicing'>,
  userId: string,
  priceCents: number,
): Promise<PlanCharge> {
  const details = await findBillingDetails(db, userId)
  return planCharge(
    priceCents,
    { ratePercent: ctx.invoicing.taxRatePercent, pricesIncludeTax: ctx.invoicing.pricesIncludeTax },
    outsideTaxTerritory(details ?? null),
  )
}

/**
 * How an order's amount breaks down, for the built-in checkout page: the plan's price and the tax
 * added to it (the order keeps only the total, fixed by `buyerCharge` at creation). Null when the
 * order or its plan is gone, or the plan's price has since moved above what the order charges.
 */
export async function orderCharge(
  db: Database,
  ctx: Pick<BillingContext, 'invoicing'>,
  orderId: string,
): Promise<PlanCharge | null> {
  const order = await findOrderById(db, orderId)
  const plan = order ? await findPlanRowById(db, order.planId) : undefined
  if (!order || !plan || order.amountCents < plan.priceCents) return null
  const taxCents = order.amountCents - plan.priceCents
  const exemptIn =
    !ctx.invoicing.pricesIncludeTax && taxCents === 0 && order.userId
      ? outsideTaxTerritory((await findBillingDetails(db, order.userId)) ?? null)
      : null
  return { priceCents: plan.priceCents, taxCents, totalCents: order.amountCents, exemptIn }
}
