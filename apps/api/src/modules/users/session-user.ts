import type { SessionUser, TestResult } from '@sosiego/shared'
import type { UserRow } from './users.repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The session user of spec §3 with what the modules above this one know of it (the current test
     * result, the subscriptions): composed in accounts/session-user.ts and decorated by app.ts, so a
     * module below that composition (the test's routes) answers with it without importing it.
     */
    sessionUserOf(user: UserRow): Promise<SessionUser>
  }
}

/** What other tables know about the user, read by `sessionUserOf`. */
export type SessionUserExtras = { testResult?: TestResult | null } & Partial<
  Pick<SessionUser, 'activeSubscription' | 'activeSubscriptionDate' | 'subscriptions' | 'paymentPending'>
>

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
    paymentPending: extras.paymentPending ?? false,
  }
}
