import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
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

/** The spec's order statuses (back-office §4), spelled as the clients read them. */
export const paymentOrderStatuses = ['intent_created', 'completed', 'expired', 'failed', 'canceled'] as const
export const paymentOrderStatus = pgEnum('payment_order_status', paymentOrderStatuses)

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_orders_provider_session_unique').on(t.provider, t.providerSessionId),
    uniqueIndex('payment_orders_idempotency_key_unique').on(t.idempotencyKey),
    // A second click while a session is open reuses it: one open attempt per user and plan.
    uniqueIndex('payment_orders_one_open_attempt')
      .on(t.userId, t.planId)
      .where(sql`${t.status} = 'intent_created'`),
    index('payment_orders_user_idx').on(t.userId),
    index('payment_orders_created_idx').on(t.createdAt.desc()),
    check('payment_orders_amount_positive', sql`${t.amountCents} >= 0`),
  ],
)

export const subscriptionStatuses = [
  'active',
  'inactive',
  'expired',
  'cancelled',
  'pending',
  'completed',
] as const
export const subscriptionStatus = pgEnum('subscription_status', subscriptionStatuses)

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
  createdAt: at('created_at').notNull().defaultNow(),
})

/** Each provider event handled, by its id: a redelivered event is recognised and skipped. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: paymentProvider('provider').notNull(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
})
