import type { SessionUser } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { sessionSubscriptionFields } from '../billing/index.ts'
import { currentTestResult } from '../questionnaire/index.ts'
import type { UserRow } from '../users/index.ts'
import { toSessionUser } from '../users/index.ts'

/** The session user with what other tables know: the current test result and the subscriptions. */
export async function sessionUserOf(db: Database, user: UserRow): Promise<SessionUser> {
  const [testResult, subscriptions] = await Promise.all([
    currentTestResult(db, user.id),
    sessionSubscriptionFields(db, user.id),
  ])
  return toSessionUser(user, { testResult, ...subscriptions })
}
