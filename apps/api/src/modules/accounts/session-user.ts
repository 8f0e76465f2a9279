import type { SessionUser, TestResult } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import {
  type SessionSubscriptionFields,
  sessionSubscriptionFields,
} from '../billing/session-subscriptions.ts'
import { currentTestResult } from '../questionnaire/questionnaire.service.ts'
import type { UserRow } from './accounts.repository.ts'

/** What other tables know about the user, read by `sessionUserOf`. */
export type SessionUserExtras = { testResult?: TestResult | null } & Partial<SessionSubscriptionFields>

/** The session user of spec §3, with what `extras` says of the test and the subscriptions. */
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
    signsInWithGoogle: user.googleSub !== null,
    tookTest: Boolean(extras.testResult),
    testResult: extras.testResult ?? null,
    healthConsent:
      user.healthConsentAt && user.healthConsentVersion
        ? { givenAt: user.healthConsentAt.toISOString(), version: user.healthConsentVersion }
        : null,
    activeSubscription: extras.activeSubscription ?? null,
    activeSubscriptionDate: extras.activeSubscriptionDate ?? null,
    subscriptions: extras.subscriptions ?? [],
  }
}

/** The session user with what other tables know: the current test result and the subscriptions. */
export async function sessionUserOf(db: Database, user: UserRow): Promise<SessionUser> {
  const [testResult, subscriptions] = await Promise.all([
    currentTestResult(db, user.id),
    sessionSubscriptionFields(db, user.id),
  ])
  return toSessionUser(user, { testResult, ...subscriptions })
}
