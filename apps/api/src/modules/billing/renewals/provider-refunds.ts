import { and, desc, eq, inArray } from 'drizzle-orm'
import { paymentOrders } from '../../../db/schema/index.ts'
import { queueMail, withOutbox } from '../../../mail/outbox.ts'
import { findUserById } from '../../users/index.ts'
import { billingTemplates } from '../billing.mail.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoiceAttachment, storeIssuedPdfs } from '../invoices/invoice-files.ts'
import type { InvoiceRow } from '../invoices/invoices.repository.ts'
import { issueRectifyingInvoice } from '../invoices/issue-invoice.ts'
import { insertEventOrder } from './provider-subscriptions.repository.ts'

export interface ProviderRefund {
  /** The provider's refund id ('re_…'): one refund, one order row, one rectifying invoice. */
  id: string
  /** The payment it gives money back from (Stripe's payment intent), as our charge rows keep it. */
  paymentRef: string | null
  amountCents: number
  currency: string
  /** The purchase a withdrawal refunded (its own metadata): that withdrawal invoices it, not this. */
  withdrawalOf: string | null
  at: Date
}

export type RefundOutcome = 'invoiced' | 'duplicate' | 'withdrawal' | 'unknown'

/**
 * A refund made at the provider (issue 32: staff refunding in Stripe's dashboard) gives a rectifying
 * invoice, series R, for the amount refunded, against the invoice of the charge it refunds. Once per
 * refund: its `refund:<id>` order row is unique, and the invoice is issued in the row's transaction.
 * The member gets it by e-mail. Never for a withdrawal's own refund (marked at creation, or already recorded on the withdrawal's
 * row): `withdraw` issues that one. A refund of a charge we never invoiced (or never knew) changes
 * nothing but the log.
 */
export async function applyProviderRefund(
  ctx: BillingContext,
  refund: ProviderRefund,
): Promise<RefundOutcome> {
  if (refund.withdrawalOf) return 'withdrawal'
  if (!refund.paymentRef || refund.amountCents <= 0) return 'unknown'
  let rectifying: InvoiceRow | null = null
  const outcome = await withOutbox(ctx.db, async (tx): Promise<RefundOutcome> => {
    const [withdrawn] = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.kind, 'withdrawal'), eq(paymentOrders.providerPaymentRef, refund.id)))
    if (withdrawn) return 'withdrawal'
    // The charge: a purchase paid at checkout or a renewal (a kept trial's first charge is one).
    const [charge] = await tx
      .select()
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.providerPaymentRef, refund.paymentRef as string),
          inArray(paymentOrders.kind, ['purchase', 'renewal']),
          eq(paymentOrders.status, 'completed'),
        ),
      )
      .orderBy(desc(paymentOrders.createdAt))
      .limit(1)
    if (!charge) {
      ctx.log.warn({ refundId: refund.id }, 'refund of a payment we do not know: no rectifying invoice')
      return 'unknown'
    }
    const row = await insertEventOrder(tx, {
      userId: charge.userId,
      planId: charge.planId,
      provider: charge.provider,
      kind: 'refund',
      status: 'refunded',
      amountCents: refund.amountCents,
      currency: refund.currency,
      providerRef: `refund:${refund.id}`,
      providerPaymentRef: refund.id,
      at: refund.at,
    })
    if (!row) return 'duplicate'
    rectifying = await issueRectifyingInvoice(tx, ctx, {
      originalOrderId: charge.id,
      orderId: row.id,
      refundCents: refund.amountCents,
      at: refund.at,
    })
    // The member is sent the rectifying invoice, as with a withdrawal's.
    const user = charge.userId ? await findUserById(tx, charge.userId) : undefined
    if (user && rectifying)
      await queueMail(tx, user.email, {
        ...billingTemplates.providerRefund(
          user.name,
          rectifying.planName,
          {
            amountCents: -rectifying.totalCents,
            currency: rectifying.currency,
            invoiceCode: rectifying.code,
          },
          `${ctx.appUrl}/panel/suscripcion`,
        ),
        attachments: [invoiceAttachment(rectifying)],
      })
    return 'invoiced'
  })
  await storeIssuedPdfs(ctx, [rectifying])
  return outcome
}
