import type { SessionUser, TestResult } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { currentTestResult } from '../questionnaire/questionnaire.service.ts'
import type { UserRow } from './accounts.repository.ts'

/** What other tables know about the user, read by `sessionUserOf`. */
export type SessionUserExtras = { testResult?: TestResult | null }

/** The session user of spec §3. The subscription fields stay empty until that feature lands. */
export function toSessionUser(user: UserRow, extras: SessionUserExtras = {}): SessionUser {
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
    tookTest: Boolean(extras.testResult),
    testResult: extras.testResult ?? null,
    activeSubscription: null,
    subscriptions: [],
  }
}

/** The session user with what other tables know: the current test result. */
export async function sessionUserOf(db: Database, user: UserRow): Promise<SessionUser> {
  return toSessionUser(user, { testResult: await currentTestResult(db, user.id) })
}
