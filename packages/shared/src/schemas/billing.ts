import { z } from 'zod'
import { es } from '../messages/common.ts'
import { idSchema, listResponseSchema, searchQuerySchema } from './common.ts'

export const subscriptionStatusValues = [
  'active',
  'inactive',
  'expired',
  'cancelled',
  'pending',
  'completed',
] as const
/** A renewing plan's state with the provider (issue 18): paid up, a charge being retried, over. */
export const providerSubscriptionStatusValues = ['active', 'past_due', 'ended'] as const
export const paymentOrderStatusValues = [
  'intent_created',
  'completed',
  'expired',
  'failed',
  'canceled',
  'refunded',
] as const
/**
 * What an order row records (issue 18): a purchase (the spec's orders) or a subscription event; a
 * `refund` is money given back at the provider by staff (issue 32: Stripe's dashboard), with its
 * rectifying invoice — a withdrawal's refund is its `withdrawal` row.
 */
export const paymentOrderKindValues = [
  'purchase',
  'renewal',
  'cancellation',
  'resumption',
  'ended',
  'withdrawal',
  'refund',
] as const

/** The plan as a subscription carries it: what the session user, Mi Suscripción and the apps read. */
export const subscriptionPlanSchema = z.object({
  _id: idSchema,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  durationDays: z.number(),
  features: z.array(z.string()),
  fullCategoryAccess: z.boolean(),
  isTestSubscrionPlan: z.boolean(),
})
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>

export const subscriptionSchema = z.object({
  _id: idSchema,
  status: z.enum(subscriptionStatusValues),
  plan: subscriptionPlanSchema,
  startDate: z.iso.datetime(),
  /** Null: without end (granted by staff with no end date). */
  endDate: z.iso.datetime().nullable(),
  /** The mini plan's two themes. */
  themeId1: idSchema.nullable(),
  themeId2: idSchema.nullable(),
  createdAt: z.iso.datetime(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

const optionalThemeId = idSchema.optional().nullable()

/**
 * POST /api/payments/create-checkout-session. The themes are optional additions for the mini plan.
 * `immediateStart` (issue 27, decision 086): the buyer asks expressly for the service to start now and
 * acknowledges that a withdrawal within 14 days then pays for the part already enjoyed (TRLGDCU art.
 * 98.8 and 108.3). Required and true for a paid plan; free plans do not need it.
 * `keepTrial` (issue 32, decision 115), instead of `immediateStart`: bought during the free trial, the
 * plan starts and is first charged when the trial ends (the same request, for that start); nothing is
 * charged at checkout. Only for a renewing plan, with the trial at least 48 hours from its end.
 */
export const createCheckoutSessionBodySchema = z.object({
  planId: idSchema,
  themeId1: optionalThemeId,
  themeId2: optionalThemeId,
  immediateStart: z.boolean().optional(),
  keepTrial: z.boolean().optional(),
})
export const createCheckoutSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Where the browser goes next: the provider's checkout page, or the panel when a free plan was activated. */
  url: z.string(),
  data: z.object({ url: z.string(), sessionId: z.string().nullable(), activated: z.boolean() }),
})

/** POST /api/payments/verify-payment-session. */
export const verifyPaymentSessionBodySchema = z.object({
  sessionId: z.string().trim().min(1).max(255),
  themeId1: optionalThemeId,
  themeId2: optionalThemeId,
})
export const verifyPaymentSessionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ subscription: subscriptionSchema }),
})

/** One row of GET /api/payment-records/list (back-office "Payment order"). */
export const paymentRecordSchema = z.object({
  _id: idSchema,
  status: z.enum(paymentOrderStatusValues),
  /** In units, like plan prices. */
  amount: z.number(),
  currency: z.string(),
  provider: z.string(),
  user: z.object({ _id: idSchema, name: z.string(), lastName: z.string(), email: z.string() }),
  plan: z.object({ _id: idSchema, name: z.string(), slug: z.string() }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  /** Issue 18: a purchase, or an event of a renewing subscription or a withdrawal. */
  kind: z.enum(paymentOrderKindValues),
})
export type PaymentRecord = z.infer<typeof paymentRecordSchema>
/**
 * GET /api/payment-records/list: the spec's call without parameters answers every order, as it always
 * did (small shops, the apps). With `page` or `pageSize` (issue 18) it answers one page, newest
 * first, with `pagination`; `search` and `status` are the Órdenes filters of the export call.
 */
export const paymentRecordListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  search: searchQuerySchema,
  status: z.enum(paymentOrderStatusValues).optional(),
})
export type PaymentRecordListQuery = z.infer<typeof paymentRecordListQuerySchema>
export const paymentRecordListResponseSchema = listResponseSchema(paymentRecordSchema).extend({
  /** Only on a paged call. */
  pagination: z
    .object({
      page: z.number(),
      pageSize: z.number(),
      /** Orders matching the filters. */
      total: z.number(),
      /** Every order, whatever the filters (Órdenes' 'N de M'); added with the paged page (decision 070). */
      allTotal: z.number(),
      pages: z.number(),
    })
    .optional(),
})

/**
 * GET /api/payment-records/export: the Órdenes page's own filters (search over name and last name,
 * e-mail and plan, every word, accents and case folded; one status), so ordenes.csv is what the
 * page shows — all of it, not one page.
 */
export const paymentRecordExportQuerySchema = z.object({
  search: searchQuerySchema,
  status: z.enum(paymentOrderStatusValues).optional(),
})
export type PaymentRecordExportQuery = z.infer<typeof paymentRecordExportQuerySchema>

const trialText = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, required)

/** POST /api/users/trial: the landing page's trial form, with its own messages (spec §5). */
export const trialBodySchema = z.object({
  name: trialText(es['trialForm.nameRequired']),
  lastName: trialText(es['trialForm.lastNameRequired']),
  email: z
    .string({ error: es['trialForm.emailRequired'] })
    .trim()
    .min(1, es['trialForm.emailRequired'])
    .max(254, es['trialForm.emailInvalid'])
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, es['trialForm.emailInvalid'])
    .refine((value) => !/^\.|\.$|\.\.|@\.|\.@/.test(value), es['trialForm.emailInvalid'])
    .transform((value) => value.toLowerCase()),
})
export const trialResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The trial plan's name, for the thank-you toast; the same answer whatever the account. */
  data: z.object({ plan: z.object({ name: z.string() }) }),
})

/** Dollars as the back office sends them ("9.99", 9.99): at most two decimals, never negative. */
const priceSchema = z
  .union([z.number(), z.string().trim().min(1)], { error: es['plans.priceInvalid'] })
  .transform((value, ctx) => {
    const number = typeof value === 'number' ? value : Number(value.replace(',', '.'))
    const cents = Math.round(number * 100)
    if (
      !Number.isFinite(number) ||
      number < 0 ||
      Math.abs(cents - number * 100) > 1e-6 ||
      cents > 10_000_000
    ) {
      ctx.addIssue({ code: 'custom', message: es['plans.priceInvalid'] })
      return z.NEVER
    }
    return cents
  })

/** PUT /api/plans/update/{id}: every field optional; the back office sends them all. */
export const planUpdateBodySchema = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  description: z.string().trim().max(1000).optional(),
  /** Answered as cents after parsing. */
  price: priceSchema.optional(),
  currency: z.literal('USD', { error: es['plans.currencyInvalid'] }).optional(),
  durationDays: z.coerce
    .number({ error: es['plans.durationInvalid'] })
    .int(es['plans.durationInvalid'])
    .min(1, es['plans.durationInvalid'])
    .max(3650, es['plans.durationInvalid'])
    .optional(),
  features: z.array(z.string().trim().min(1).max(200)).max(30).optional(),
  categoryAccess: z.array(idSchema).max(100).optional(),
  fullCategoryAccess: z.boolean().optional(),
  isActive: z.boolean().optional(),
  order: z.coerce.number().int().min(0).max(1000).optional(),
  isFeatured: z.boolean().optional(),
  isTestSubscrionPlan: z.boolean().optional(),
  /** Issue 18: the plan renews with the provider. The test plan never does. */
  renews: z.boolean().optional(),
})
export type PlanUpdateBody = z.infer<typeof planUpdateBodySchema>

/**
 * GET /api/payments/subscription/renewal (issue 18): what Mi Suscripción offers for the plan in force —
 * whether it renews, until when it is paid, whether the renewal was cancelled, and the withdrawal
 * right's deadline.
 */
export const renewalStateSchema = z.object({
  /** The plan in force renews with the provider (and was not ended). */
  renews: z.boolean(),
  /** The member cancelled the renewal: the plan stays usable until `paidUntil`. */
  cancelAtPeriodEnd: z.boolean(),
  /** A renewal payment failed and the provider is retrying it. */
  pastDue: z.boolean(),
  /** Paid up to here (the next renewal date when it renews). */
  paidUntil: z.iso.datetime().nullable(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  /** The card can be updated at the provider's customer portal (Stripe). */
  canUpdateCard: z.boolean(),
  /** 'Desistir del contrato' is offered until this moment (14 days after the purchase), else null. */
  withdrawableUntil: z.iso.datetime().nullable(),
  /**
   * Issue 27: what a withdrawal now would refund (the unused part of the period, decision 086), in the
   * currency's units like `amount`; null when there is nothing to withdraw from.
   */
  withdrawalRefundAmount: z.number().nullable(),
  /** The currency of `withdrawalRefundAmount` (the purchase's), else null. */
  withdrawalCurrency: z.string().nullable(),
})
export type RenewalState = z.infer<typeof renewalStateSchema>
export const renewalStateResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: renewalStateSchema,
})

/**
 * Issue 32: the renewal notice's one-click link (`?token=` signed for one renewing plan, no session).
 * GET shows what it would cancel; POST …/cancel cancels the renewal at the period's end.
 */
export const renewalLinkQuerySchema = z.object({ token: z.string().min(1).max(200) })
export const renewalLinkSchema = z.object({
  planName: z.string(),
  /** The renewal date (the paid period's end). */
  renewsOn: z.iso.datetime(),
  amount: z.number(),
  currency: z.string(),
  /** The renewal is already cancelled: the plan stays usable until `renewsOn`, nothing more is charged. */
  cancelAtPeriodEnd: z.boolean(),
  /**
   * Issue 32: the renewal's charge was declined and the provider is retrying it (`renewsOn` is then
   * past): cancelling stops the retries, and the plan ends with them.
   */
  pastDue: z.boolean(),
  /** The service's TIME_ZONE: the page states the date on the clock the e-mail used. */
  timeZone: z.string(),
})
export type RenewalLink = z.infer<typeof renewalLinkSchema>
export const renewalLinkResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: renewalLinkSchema,
})
export type RenewalStateResponse = z.infer<typeof renewalStateResponseSchema>

/** POST /api/payments/subscription/withdraw: the withdrawal's acknowledgement (issue 18). */
export const withdrawalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    withdrawnAt: z.iso.datetime(),
    refundAmount: z.number(),
    currency: z.string(),
  }),
})

/** POST /api/payments/billing-portal: the provider's customer portal, to update the card. */
export const billingPortalResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ url: z.string() }),
})

/**
 * GET /api/users/{id}/billing (staff, issue 18): a member's billing story in Clientes — the renewal
 * state of their subscription and every order row (purchases, renewals, cancellations, withdrawals
 * and refunds), newest first.
 */
export const memberBillingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    renewal: z
      .object({
        planName: z.string(),
        status: z.enum(providerSubscriptionStatusValues),
        cancelAtPeriodEnd: z.boolean(),
        paidUntil: z.iso.datetime(),
      })
      .nullable(),
    orders: z.array(
      z.object({
        _id: idSchema,
        kind: z.enum(paymentOrderKindValues),
        status: z.enum(paymentOrderStatusValues),
        amount: z.number(),
        currency: z.string(),
        planName: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
})
export type MemberBilling = z.infer<typeof memberBillingResponseSchema>['data']
