import { userRoleValues } from '@sosiego/shared'
import { sql } from 'drizzle-orm'
import { boolean, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
)
