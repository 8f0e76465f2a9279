import { boolean, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns.ts'

export const userRoles = [
  'admin',
  'crmUser',
  'visitor',
  'subscriber',
  'tester',
  'creator',
  'therapist',
] as const
export const userRole = pgEnum('user_role', userRoles)

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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
)
