import type { SessionUser } from '@sosiego/shared'
import type { UserRow } from './accounts.repository.ts'

/** The session user of spec §3. Test and subscription fields stay empty until those features land. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    _id: user.id,
    name: user.name,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarUrl,
    phone: user.phone,
    isVerified: user.isVerified,
    isActive: user.isActive,
    hasPassword: user.passwordHash !== null,
    tookTest: false,
    testResult: null,
    activeSubscription: null,
    subscriptions: [],
  }
}
