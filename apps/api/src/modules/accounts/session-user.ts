import type { SessionUser } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { sessionSubscriptionFields } from '../billing/session-subscriptions.ts'
import { currentTestResult } from '../questionnaire/questionnaire.service.ts'
import { toSessionUser } from '../users/session-user.ts'
import type { UserRow } from '../users/users.repository.ts'

/** The session user with what other tables know: the current test result and the subscriptions. */
export async function sessionUserOf(db: Database, user: UserRow): Promise<SessionUser> {
  const [testResult, subscriptions] = await Promise.all([
    currentTestResult(db, user.id),
    sessionSubscriptionFields(db, user.id),
  ])
  return toSessionUser(user, { testResult, ...subscriptions })
}
