import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Refresh tokens, stored hashed. Each sign-in starts a family; each refresh rotates to a successor in
 * the same family. A rotated token presented again after the grace window revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Idle expiry: a token unused this long is dead. */
    expiresAt: at('expires_at').notNull(),
    /** Absolute expiry of the family, whatever the refreshes. */
    familyExpiresAt: at('family_expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
)

export const userTokenPurposes = ['verify_email', 'reset_password', 'set_password'] as const
export const userTokenPurpose = pgEnum('user_token_purpose', userTokenPurposes)

/** Single-use e-mail link tokens, stored hashed and tied to a user and a purpose. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: userTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_tokens_user_purpose_idx').on(t.userId, t.purpose)],
)

/**
 * Fixed-window counters shared by every server instance. An atomic upsert per hit keeps the count
 * exact under concurrency.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
)
