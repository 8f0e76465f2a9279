import { DAY_MS } from '../subscriptions/plan-rules.ts'

/** Directive 2011/83/EU art. 9: 14 days to withdraw from a contract made at a distance. */
export const WITHDRAWAL_DAYS = 14

/**
 * What a withdrawal refunds (decision 086 as amended by issue 27). A member who asked at checkout for
 * the service to start at once pays for the part already provided (TRLGDCU art. 98.8 and 108.3;
 * Directive 2011/83/EU art. 14.3) and gets the rest back:
 *
 *   refund = floor(amount × unused days / period days)
 *
 * - The period is the access row's own dates (start → end), in days.
 * - Every 24-hour day started since the access began counts as used, the first one at once: a
 *   member who buys and withdraws repeatedly pays at least one day each time, so no cycle is free.
 *   The amount is also the same all day, so what Mi Suscripción shows is what the confirmation
 *   refunds, and a retry the same day asks the provider for the same amount under the same
 *   idempotency key.
 * - Rounded down to the cent, so the refunds of any sequence of purchases never exceed what was paid
 *   for the time not used.
 * - A purchase queued behind the plan in force (not started) has used nothing: all of it goes back.
 * - An order without the request (bought before issue 27) keeps the old rule: the whole amount,
 *   because without the request no part of the service can be charged.
 */
export function withdrawalRefundCents(
  order: { amountCents: number; immediateStartRequestedAt: Date | null },
  access: { startDate: Date; endDate: Date | null },
  now: Date,
): number {
  if (!order.immediateStartRequestedAt || !access.endDate) return order.amountCents
  const periodDays = Math.round((access.endDate.getTime() - access.startDate.getTime()) / DAY_MS)
  if (periodDays <= 0) return 0
  const elapsed = now.getTime() - access.startDate.getTime()
  const usedDays = elapsed < 0 ? 0 : Math.min(periodDays, Math.floor(elapsed / DAY_MS) + 1)
  return Math.floor((order.amountCents * (periodDays - usedDays)) / periodDays)
}
