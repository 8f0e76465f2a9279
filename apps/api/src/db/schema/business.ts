import { cancelReasonValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { providerSubscriptions } from './billing.ts'
import { categories } from './catalog.ts'
import { id } from './columns.ts'
import { plans } from './plans.ts'
import { users } from './users.ts'

export const cancelReason = pgEnum('cancel_reason', cancelReasonValues)

/**
 * Issue 33: one row per 'Cancelar renovación' a member made (Mi Suscripción or the notice's link),
 * answered or not ('¿Por qué cancelas?' is optional: reason and note null). Written in the
 * cancellation's own request; kept anonymously when the account is deleted (user_id set null).
 */
export const renewalCancellations = pgTable(
  'renewal_cancellations',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    providerSubscriptionId: uuid('provider_subscription_id').references(() => providerSubscriptions.id, {
      onDelete: 'set null',
    }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    reason: cancelReason('reason'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('renewal_cancellations_created_idx').on(t.createdAt)],
)

/*
 * The business figures' pre-aggregation (issue 33, decision 116). Nothing here is written by a
 * request: `business_money_hours` by the database's trigger on `payment_orders` (migration
 * 0030_business), the rest by the business module's refresh pass (modules/business/business-refresh.ts)
 * from the members the trigger on `subscriptions` marks in `business_dirty_members`. Member ids carry
 * no foreign key: a deleted account's rows stay, moved to a fresh random id (decision 069's rule for
 * the listening ledger), so the history keeps its shape without the person.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Members whose subscriptions changed since the refresh pass last read them (trigger-kept). */
export const businessDirtyMembers = pgTable('business_dirty_members', {
  memberId: uuid('member_id').primaryKey(),
})

export const businessEventKinds = [
  'new',
  'reactivated',
  'expansion',
  'contraction',
  'churned',
  /** A paying member changed without MRR moving (a one-off plan began or ended). */
  'paying',
  'trial',
] as const
export const businessEventKind = pgEnum('business_event_kind', businessEventKinds)

/**
 * Each change of a member's paid state, at its instant (a plan's start or end, future ends included:
 * the plan ends then unless a renewal moves it), and each trial's start. Rebuilt per member.
 */
export const businessMemberEvents = pgTable(
  'business_member_events',
  {
    memberId: uuid('member_id').notNull(),
    at: at('at').notNull(),
    kind: businessEventKind('kind').notNull(),
    /** +1 starts paying, −1 stops, 0 neither. */
    payingDelta: integer('paying_delta').notNull().default(0),
    /** MRR after − before, in cents (negative: a loss). */
    mrrDeltaCents: integer('mrr_delta_cents').notNull().default(0),
    /** A trial that led to a paid plan starting within 30 days of its start. */
    trialConverted: boolean('trial_converted').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.at, t.kind] }),
    // The hour begun now, read from the events themselves (the hours stop at the last whole hour).
    index('business_member_events_at_idx').on(t.at),
  ],
)

/** Each stretch of time a member was paying without a break (upgrades and renewals do not break it). */
export const businessPayingSpans = pgTable(
  'business_paying_spans',
  {
    memberId: uuid('member_id').notNull(),
    startedAt: at('started_at').notNull(),
    /** Null: still paying, with no end known. */
    endedAt: at('ended_at'),
    /** The end of the member's span before this one: a reactivation; null for their first. */
    previousEndedAt: at('previous_ended_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.startedAt] }),
    // Churn in a period: the spans that end in it (decision 116).
    index('business_paying_spans_ended_idx').on(t.endedAt, t.startedAt).where(sql`${t.endedAt} is not null`),
    index('business_paying_spans_returned_idx')
      .on(t.previousEndedAt)
      .where(sql`${t.previousEndedAt} is not null`),
  ],
)

/** The members' events summed per UTC hour (the refresh pass keeps it with the events). */
export const businessHours = pgTable('business_hours', {
  hour: at('hour').primaryKey(),
  payingDelta: integer('paying_delta').notNull().default(0),
  mrrDeltaCents: bigint('mrr_delta_cents', { mode: 'number' }).notNull().default(0),
  newCents: bigint('new_cents', { mode: 'number' }).notNull().default(0),
  expansionCents: bigint('expansion_cents', { mode: 'number' }).notNull().default(0),
  contractionCents: bigint('contraction_cents', { mode: 'number' }).notNull().default(0),
  churnedCents: bigint('churned_cents', { mode: 'number' }).notNull().default(0),
  reactivatedCents: bigint('reactivated_cents', { mode: 'number' }).notNull().default(0),
  trials: integer('trials').notNull().default(0),
  trialsConverted: integer('trials_converted').notNull().default(0),
})

/**
 * Money per UTC hour of the orders' `completed_at`, kept by the database's trigger on `payment_orders`
 * in the same transaction as every order written (like `user_signup_days`): what Órdenes lists.
 */
export const businessMoneyHours = pgTable('business_money_hours', {
  hour: at('hour').primaryKey(),
  chargedCents: bigint('charged_cents', { mode: 'number' }).notNull().default(0),
  oneOffCents: bigint('one_off_cents', { mode: 'number' }).notNull().default(0),
  refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
})

/**
 * Cancellations per UTC hour and answer ('none': unanswered), kept by the database's trigger on
 * `renewal_cancellations` (migration 0030_business): the reasons of a year are a few thousand rows.
 */
export const businessCancelHours = pgTable(
  'business_cancel_hours',
  {
    hour: at('hour').notNull(),
    reason: text('reason').notNull(),
    cancellations: integer('cancellations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.reason] })],
)

/** Each cohort (month of first payment, in TIME_ZONE) and its size. */
export const businessCohorts = pgTable('business_cohorts', {
  cohort: date('cohort').primaryKey(),
  size: integer('size').notNull(),
})

/** Per cohort and later month: members paying at some moment of it, and members who listened in it. */
export const businessCohortMonths = pgTable(
  'business_cohort_months',
  {
    cohort: date('cohort').notNull(),
    month: date('month').notNull(),
    paying: integer('paying').notNull(),
    listened: integer('listened').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohort, t.month] })],
)

/** Per cohort: members whose 90 days have passed, and of them those still paying at 90 days. */
export const businessContentCohorts = pgTable('business_content_cohorts', {
  cohort: date('cohort').primaryKey(),
  members: integer('members').notNull(),
  retained: integer('retained').notNull(),
})

/** Per cohort and category: of those members, who played it in their first 14 days, and retained. */
export const businessContentCategories = pgTable(
  'business_content_categories',
  {
    cohort: date('cohort').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    played: integer('played').notNull(),
    playedRetained: integer('played_retained').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cohort, t.categoryId] })],
)

/** The refresh pass's bookkeeping: when the monthly tables were last rebuilt, from which month, in which zone. */
export const businessRefreshState = pgTable('business_refresh_state', {
  id: integer('id').primaryKey(),
  monthlyAt: at('monthly_at'),
  /** The earliest month a member's change touched since: the next monthly rebuild starts there. */
  monthlyFrom: date('monthly_from'),
  timeZone: text('time_zone'),
})
