import { index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { id } from './columns.ts'
import { users } from './users.ts'

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * A session: what one sign-in started, on one device. Every change to a family, whether a refresh
 * rotating its token or anything ending it, takes this row's lock first, so no interleaving can leave
 * a successor token alive in an ended family. Access tokens name their family and are refused once
 * it is revoked. A family is also over once the user's token version moves past the one it began with.
 */
export const sessionFamilies = pgTable(
  'session_families',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's `tokenVersion` when the family began. */
    userVersion: integer('user_version').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Absolute expiry, whatever the refreshes. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('session_families_user_idx').on(t.userId)],
)

/**
 * Refresh tokens, stored hashed. Each refresh rotates to a successor in the same family. A rotated
 * token presented again after the grace window revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Idle expiry: a token unused this long is dead. */
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

/**
 * `confirm_email_change` is sent to a new address (the change takes effect only from it, issue 27);
 * `undo_email_change` to the address it replaces, which may put itself back.
 */
export const userTokenPurposes = [
  'verify_email',
  'reset_password',
  'set_password',
  'confirm_email_change',
  'undo_email_change',
] as const
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
    /**
     * The address a change-of-address link is about (the new one to confirm, or the old one to put
     * back); null for the other purposes, which act on the account's current address.
     */
    email: text('email'),
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
