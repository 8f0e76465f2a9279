import { cancelReasonValues } from '@sosiego/shared'
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providerSubscriptions } from './billing.ts'
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
