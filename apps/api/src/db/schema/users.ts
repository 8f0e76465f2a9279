import { userRoleValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'

/** Letters with marks and their plain forms, pair by pair (Spanish, Portuguese, French, German, Catalan). */
export const ACCENTED = 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç'
export const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'

/** The roles of spec §6, defined once in the shared package. */
export const userRole = pgEnum('user_role', userRoleValues)

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    /** argon2id; null for accounts created through Google until a password is set. */
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('visitor'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    isVerified: boolean('is_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Created by staff without a password of the user's own choosing (spec: temporary accounts). */
    isTemporary: boolean('is_temporary').notNull().default(false),
    /** Google's `sub` for accounts that sign in with Google. */
    googleSub: text('google_sub'),
    /**
     * The per-user "valid after" stamp: access tokens carry the version they were issued under, so
     * raising it (password change or reset, deactivation) invalidates every earlier token at once.
     */
    tokenVersion: integer('token_version').notNull().default(1),
    /**
     * The explicit consent to process the wellbeing test's answers, health data under GDPR art. 9
     * (issue 27): when it was given and which text version. Null: not given or withdrawn; no answer
     * is stored without it.
     */
    healthConsentAt: timestamp('health_consent_at', { withTimezone: true }),
    healthConsentVersion: text('health_consent_version'),
    /**
     * Name and last name folded (lower case, accents off) for the back office's search. Computed by
     * the database from the two columns, so no writer can forget it; `translate` is immutable and
     * portable (no `unaccent` extension on PGlite). Matches `foldText` of @sosiego/shared for Spanish.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(translate(name || ' ' || last_name, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The back office's lists: one role group, newest first (issue 14).
    index('users_role_created_idx').on(t.role, t.createdAt.desc(), t.id),
    // A group is two or three roles: no single range of the index above is in order, so PostgreSQL
    // sorted all 100,000 rows for the first page (462 ms). Newest first over every user, it reads 20.
    // NULLS FIRST is what a plain `desc` orders by: with NULLS LAST the planner would not use it.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The dashboard's sign-ups of a period (issue 15, decision 061): a range scan over the period's
    // rows only, answered from the index alone (role and flags ride along).
    index('users_created_role_flags_idx').on(t.createdAt, t.role, t.isActive, t.isVerified),
    // The back office's text search (decision 093): `like '%word%'` over the folded name and over
    // the e-mail, which a trigram index answers without reading every user (pg_trgm, migration
    // creates the extension; PGlite loads it as a contrib extension in db/client.ts).
    index('users_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_email_lower_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
)

/**
 * Every staff change to a user (issue 14's audit trail): who, when, and each changed field's
 * before and after. Kept when the actor's account is removed (actor set null, the name copied).
 */
export const userChanges = pgTable(
  'user_changes',
  {
    id: id(),
    /**
     * Null only on the record of a deleted account's deletion (decision 069): the member's earlier
     * rows, which hold their personal data before and after, are erased with the account.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** 'create' | 'update' | 'activate' | 'deactivate' | 'plan' | 'export' | 'delete'. */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_changes_user_created_idx').on(t.userId, t.createdAt.desc())],
)

/**
 * How many users there are now, per role and account state (issue 15, decision 061). Kept by a
 * database trigger on `users` (migration 'dashboard_indexes'), so every writer, seed and SQL console
 * keeps it right; counting a million rows per dashboard view would take ~0.4 s. Never write it from
 * the application.
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: userRole('role').notNull(),
    isActive: boolean('is_active').notNull(),
    isVerified: boolean('is_verified').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive, t.isVerified] })],
)

/**
 * Sign-ups per UTC day, per role and account state now (decision 091). Kept by a database trigger on
 * `users` like `user_counts` (migration 'user_signup_days'); never written by the application. The
 * dashboard sums it for long or past periods instead of scanning every account created since the
 * previous period began, and corrects each local midnight from the users index (at most a day of rows).
 */
export const userSignupDays = pgTable(
  'user_signup_days',
  {
    day: date('day').notNull(),
    role: userRole('role').notNull(),
    isActive: boolean('is_active').notNull(),
    isVerified: boolean('is_verified').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.role, t.isActive, t.isVerified] })],
)

/**
 * Free trials used, by a keyed hash (HMAC with the server secret) of the normalised e-mail address and
 * of the Google subject (issue 27, decision 030). Deleting an account does not clear it, so deleting
 * and signing up again does not grant a second trial; the hash alone names nobody.
 */
export const usedTrials = pgTable('used_trials', {
  keyHash: text('key_hash').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
