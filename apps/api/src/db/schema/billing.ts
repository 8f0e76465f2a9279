import {
  paymentOrderKindValues,
  paymentOrderStatusValues,
  providerSubscriptionStatusValues,
  subscriptionStatusValues,
} from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { themes } from './catalog.ts'
import { id, timestamps } from './columns.ts'
import { plans } from './plans.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

export const paymentProviders = ['local', 'stripe'] as const
export const paymentProvider = pgEnum('payment_provider', paymentProviders)

export const paymentOrderStatus = pgEnum('payment_order_status', paymentOrderStatusValues)

/**
 * What an order row records (issue 18): a checkout attempt (`purchase`, the spec's orders), or an event
 * of a renewing subscription or of a withdrawal, so staff read a member's whole billing story in
 * Órdenes.
 */
export const paymentOrderKind = pgEnum('payment_order_kind', paymentOrderKindValues)

/**
 * One checkout attempt: created before the provider's session, so the provider call carries our
 * idempotency key, and fulfilled at most once (the row is locked while it is fulfilled).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    /**
     * Null once the member's account was deleted (decision 069): orders are kept as the tax law
     * requires, but no longer point at a person. Deleting a user never erases an order.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    /** Minor units, copied from the plan when the attempt starts: never from the client. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: paymentOrderStatus('status').notNull().default('intent_created'),
    provider: paymentProvider('provider').notNull(),
    /** The provider's checkout session; null only while the provider call is in flight. */
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    /** Sent to the provider with the session request, so a retried request never makes two sessions. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The mini plan's two themes, when the client sent them with the attempt or its verification. */
    themeId1: uuid('theme_id_1').references(() => themes.id),
    themeId2: uuid('theme_id_2').references(() => themes.id),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    kind: paymentOrderKind('kind').notNull().default('purchase'),
    /**
     * The provider's fact behind an event row (`in_…:paid`, `sub_…:deleted`): unique, so an event
     * delivered twice, or by two routes, writes one row and one e-mail.
     */
    providerRef: text('provider_ref'),
    /** The provider's payment (Stripe payment intent) a refund goes back through. */
    providerPaymentRef: text('provider_payment_ref'),
    /**
     * When the buyer asked expressly for the service to start at once and acknowledged that a
     * withdrawal then pays for the part already provided (TRLGDCU art. 98.8 and 108.3, issue 27).
     */
    immediateStartRequestedAt: at('immediate_start_requested_at'),
    /**
     * The trial kept (issue 32, decision 115): bought while the free trial was in force, the plan
     * starts, and is first charged, here (the trial's end); nothing is charged at checkout. Null: the
     * plan starts, and is paid, at once.
     */
    firstChargeAt: at('first_charge_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_orders_provider_ref_unique').on(t.providerRef),
    uniqueIndex('payment_orders_provider_session_unique').on(t.provider, t.providerSessionId),
    uniqueIndex('payment_orders_idempotency_key_unique').on(t.idempotencyKey),
    // A second click while a session is open reuses it: one open attempt per user and plan.
    uniqueIndex('payment_orders_one_open_attempt')
      .on(t.userId, t.planId)
      .where(sql`${t.status} = 'intent_created'`),
    index('payment_orders_user_idx').on(t.userId),
    // Órdenes' page and ordenes.csv's keyset both read newest first by (created_at, id): with both
    // columns, and NULLS FIRST as ORDER BY … DESC means, the first page of 100,000 orders is an index
    // scan, not a sort of every join (0.4 ms, was 300; the old NULLS LAST index was never used).
    index('payment_orders_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payment_orders_amount_positive', sql`${t.amountCents} >= 0`),
  ],
)

export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatusValues)

/**
 * How a subscription came to be: a paid order, a free plan taken in the app, the landing page's
 * trial form, or staff.
 */
export const subscriptionSources = ['payment', 'free', 'trial', 'admin'] as const
export const subscriptionSource = pgEnum('subscription_source', subscriptionSources)

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    status: subscriptionStatus('status').notNull(),
    source: subscriptionSource('source').notNull(),
    /** The paid order behind it: unique, so one payment never grants two subscriptions. */
    orderId: uuid('order_id').references(() => paymentOrders.id),
    startDate: at('start_date').notNull(),
    /** Null: without end (staff may grant a plan with no end date). */
    endDate: at('end_date'),
    themeId1: uuid('theme_id_1').references(() => themes.id),
    themeId2: uuid('theme_id_2').references(() => themes.id),
    /** When the 3-days-left e-mail was queued, so it is sent once. */
    endingNoticeAt: at('ending_notice_at'),
    /**
     * Access kept past the paid end date while the provider retries a declined renewal (issue 32,
     * decision 114): a day after the next retry is due; null when nothing is being retried.
     */
    graceUntil: at('grace_until'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_order_unique').on(t.orderId).where(sql`${t.orderId} is not null`),
    // At most one active subscription per user; an upgrade ends the old one in the same transaction.
    uniqueIndex('subscriptions_one_active').on(t.userId).where(sql`${t.status} = 'active'`),
    // A free plan once per user, ever (the app's free plans and the landing trial alike).
    uniqueIndex('subscriptions_one_free').on(t.userId).where(sql`${t.source} in ('free', 'trial')`),
    index('subscriptions_user_idx').on(t.userId),
    index('subscriptions_due_idx').on(t.status, t.endDate),
  ],
)

export const localCheckoutStatuses = ['open', 'paid', 'canceled', 'expired'] as const
export const localCheckoutStatus = pgEnum('local_checkout_status', localCheckoutStatuses)

/**
 * The `local` provider's own sessions: what Stripe keeps on its side, kept here for the built-in
 * test checkout page. The rest of the code sees them only through the provider interface.
 */
export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: text('id').primaryKey(),
  /** The caller's idempotency key: the same key answers the same session. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  reference: text('reference').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: localCheckoutStatus('status').notNull().default('open'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** A renewing plan's period in days, shown beside the amount ('/ mes'); null: a one-off payment (issue 32). */
  intervalDays: integer('interval_days'),
  /** The trial kept (issue 32): nothing is paid now; `amount_cents` is first charged at this moment. */
  firstChargeAt: at('first_charge_at'),
  createdAt: at('created_at').notNull().defaultNow(),
})

/** Each provider event handled, by its id: a redelivered event is recognised and skipped. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
})

/** The provider's customer for a user: one per user and provider, never two (issue 18). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProvider('provider').notNull(),
    /** Null while the request that claimed the row is creating the customer with the provider. */
    customerId: text('customer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
)

export const providerSubscriptionStatus = pgEnum(
  'provider_subscription_status',
  providerSubscriptionStatusValues,
)

/**
 * A renewing plan's subscription as the provider holds it (Stripe Billing, or the local provider's
 * simulation): the state our webhooks and the scheduler keep in step. Access is still read from the
 * `subscriptions` row it extends; this row says whether and when it renews.
 */
export const providerSubscriptions = pgTable(
  'provider_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    provider: paymentProvider('provider').notNull(),
    /** Stripe's `sub_…`, or `lsub_…` for the local provider. */
    externalId: text('external_id').notNull(),
    /** The purchase that started it. */
    orderId: uuid('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    /** The access row whose end date each paid period moves. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    status: providerSubscriptionStatus('status').notNull().default('active'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** Paid up to here. */
    currentPeriodEnd: at('current_period_end').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's time of the last state applied: an older `customer.subscription.updated` is ignored. */
    stateAt: at('state_at'),
    /** The period end the last renewal notice was sent for, so each goes once per period. */
    reminderFor: at('reminder_for'),
    /**
     * The days-before of that notice (15 or 3; null: the former 7-day annual reminder): a notice of
     * the same period goes only when closer to the renewal than the last one (issue 32).
     */
    reminderDays: integer('reminder_days'),
    /** Local provider only: the next renewal charge is declined (tests and demos of a failed card). */
    declineNextCharge: boolean('decline_next_charge').notNull().default(false),
    /** Local provider only: failed charges of the period in a row; the third ends it, as Stripe's retries do. */
    failedCharges: integer('failed_charges').notNull().default(0),
    endedAt: at('ended_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('provider_subscriptions_external_unique').on(t.provider, t.externalId),
    index('provider_subscriptions_user_idx').on(t.userId),
    index('provider_subscriptions_due_idx').on(t.status, t.currentPeriodEnd),
  ],
)
