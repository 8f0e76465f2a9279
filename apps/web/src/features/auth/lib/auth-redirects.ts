import { isBackOfficeRole } from '@sosiego/shared'
/**
 * Where the account flows send people (spec §4 "Verification redirect", "Login", "Google callback",
 * and the route guards of §6). Pure decisions; the web app reads browser storage and navigates.
 */

export type RedirectUser = {
  role: string
  isActive: boolean
  isVerified: boolean
  activeSubscription?: { status: string } | null
}

export const emailVerificationPath = '/email-verification'
export const verifyEmailPath = '/verify-email'

/**
 * A stored redirect is followed only when it is a path on this site: browser storage can be written
 * by any script or extension, and an open redirect after sign-in is a phishing aid.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

/** Home of a signed-in person: the back office's front door for staff, the panel for everyone else. */
export function homePathFor(role: string): string {
  return isBackOfficeRole(role) ? '/' : '/panel'
}

export type LoginOutcome =
  | { kind: 'inactive' }
  | { kind: 'verifyEmail'; path: string }
  | { kind: 'redirect'; path: string; usedLoginRedirect: boolean }

const isUnder = (path: string, section: string) =>
  path === section ||
  path.startsWith(`${section}/`) ||
  path.startsWith(`${section}?`) ||
  path.startsWith(`${section}#`)

/** Whether a stored redirect is a guarded page, one whose visitor was asked to sign in to continue. */
export function asksForSignIn(path: string | null | undefined): boolean {
  const safe = safeRedirectPath(path)
  return safe !== null && ['/panel', '/checkout', '/admin'].some((section) => isUnder(safe, section))
}

/**
 * Whether a stored redirect is a page this person opens after signing in (decision 017, amended by
 * issue 28): a pending checkout (spec §4), and the deep links that asked for a sign-in, a member
 * page for a member (the receipt's 'Ir a mi panel') and a back-office page for staff.
 */
function resumesAfterSignIn(path: string, role: string): boolean {
  if (isBackOfficeRole(role)) return isUnder(path, '/admin')
  return isUnder(path, '/checkout') || isUnder(path, '/panel')
}

/**
 * After a password or Google sign-in (spec §4 "Login", "Google callback"): inactive accounts stop,
 * unverified ones verify first; a pending checkout or a page that asked for the sign-in is resumed;
 * otherwise staff go to / and members to /panel.
 */
export function loginOutcome(user: RedirectUser, loginRedirect: string | null | undefined): LoginOutcome {
  if (!user.isActive) return { kind: 'inactive' }
  if (!user.isVerified) return { kind: 'verifyEmail', path: emailVerificationPath }
  const stored = safeRedirectPath(loginRedirect)
  if (stored && resumesAfterSignIn(stored, user.role))
    return { kind: 'redirect', path: stored, usedLoginRedirect: true }
  return { kind: 'redirect', path: homePathFor(user.role), usedLoginRedirect: false }
}

/** After the e-mail is verified: the post-verification redirect, else the login redirect, else /panel. */
export function afterVerificationPath(
  postVerificationRedirect: string | null | undefined,
  loginRedirect: string | null | undefined,
): string {
  return safeRedirectPath(postVerificationRedirect) ?? safeRedirectPath(loginRedirect) ?? '/panel'
}

type VerificationRedirectInput = {
  user: RedirectUser | null
  pathname: string
  postVerificationRedirect?: string | null
  loginRedirect?: string | null
}

/**
 * The app-wide verification rule (spec §4): a signed-in unverified person is kept on the verification
 * pages; a verified one does not linger on /email-verification. Null means "stay".
 */
export function verificationRedirect({
  user,
  pathname,
  postVerificationRedirect,
  loginRedirect,
}: VerificationRedirectInput): string | null {
  if (!user) return null
  const onVerificationPage = pathname === emailVerificationPath
  if (!user.isVerified) {
    const onVerifyLink = pathname === verifyEmailPath || pathname.startsWith(`${verifyEmailPath}/`)
    return onVerificationPage || onVerifyLink ? null : emailVerificationPath
  }
  return onVerificationPage ? afterVerificationPath(postVerificationRedirect, loginRedirect) : null
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Anonymous: remember the path as the login redirect and ask for a sign-in. */
  | { kind: 'signIn'; path: string }
  | { kind: 'redirect'; path: string }

/**
 * Where a signed-out visitor who opened a guarded page is asked to sign in: the login page, which
 * says 'Inicia sesión para continuar' and comes back afterwards (issue 28; the spec's `/` left them on
 * the marketing page with no prompt).
 */
export const signInToContinuePath = '/login?mode=login'

const signIn: GuardDecision = { kind: 'signIn', path: signInToContinuePath }
const allow: GuardDecision = { kind: 'allow' }

/**
 * The member panel (and checkout) admits signed-in, active, verified people who are not staff;
 * staff are sent to their back office. See docs/decisions/017-panel-guard.md.
 */
export function panelAccess(user: RedirectUser | null): GuardDecision {
  if (!user) return signIn
  if (!user.isActive) return { kind: 'redirect', path: '/' }
  if (!user.isVerified) return { kind: 'redirect', path: emailVerificationPath }
  if (isBackOfficeRole(user.role)) return { kind: 'redirect', path: '/admin' }
  return allow
}

/** requireAdmin (spec §6): only admin and crmUser; everyone else goes to /. */
export function adminAccess(user: RedirectUser | null): GuardDecision {
  if (!user) return signIn
  if (!user.isActive || !isBackOfficeRole(user.role)) return { kind: 'redirect', path: '/' }
  return allow
}

/** requireActiveSubscription (spec §6): the subscription must be active, else /404. */
export function activeSubscriptionAccess(user: RedirectUser | null): GuardDecision {
  if (!user) return signIn
  if (user.activeSubscription?.status !== 'active') return { kind: 'redirect', path: '/404' }
  return allow
}
