import type { SessionUser } from '@sosiego/shared'
import { type ReactNode, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { rememberLoginRedirect } from '../../../lib/auth-storage.ts'
import { useAuth } from '../../../lib/session-store.ts'
import { useNextTaskValue } from '../../../lib/use-next-task.ts'
import {
  activeSubscriptionAccess,
  adminAccess,
  type GuardDecision,
  panelAccess,
} from '../lib/auth-redirects.ts'

type GuardProps = {
  decide: (user: SessionUser | null) => GuardDecision
  /** Rendered only when the decision allows; receives the signed-in user. */
  children: (user: SessionUser) => ReactNode
  /** Drawn until the first session check has answered (a spinner unless the page has a frame). */
  waiting?: ReactNode
}

/**
 * Waits for the first session check, then applies a guard rule of spec §6. The rule is re-applied
 * whenever the session changes (sign-out, expiry), so a guarded page never outlives its session.
 */
function Guard({ decide, children, waiting }: GuardProps) {
  const { user, sessionChecked } = useAuth()
  // The first answer opens the whole area (the panel or the back office): drawn in a task of its own,
  // not in the one that handled the answer (issue 28). Later changes (a sign-out, an expiry) apply at
  // once.
  const checked = useNextTaskValue(sessionChecked)
  const decision = checked ? decide(user) : null
  const allowed = decision?.kind === 'allow' && user !== null
  // Whether this page was shown to a signed-in user: if the session then ends here (sign-out,
  // expiry), the path is not remembered as somewhere to come back to.
  const admitted = useRef(false)
  useEffect(() => {
    if (allowed) admitted.current = true
  }, [allowed])

  if (!decision) {
    return (
      waiting ?? (
        <div className="flex min-h-dvh flex-1 items-center justify-center">
          <Spinner className="size-8 text-primary-600" />
        </div>
      )
    )
  }
  if (allowed && user) return children(user)
  // A visitor who opened the page is asked to sign in and brought back; a session that ended here
  // (sign-out, expiry) just leaves for the home page.
  const askSignIn = decision.kind === 'signIn' && !admitted.current
  return (
    <GuardRedirect
      target={askSignIn || decision.kind === 'redirect' ? decision.path : '/'}
      remember={askSignIn}
    />
  )
}

function GuardRedirect({ target, remember }: { target: string; remember: boolean }) {
  const location = useLocation()
  const navigate = useNavigate()
  const here = location.pathname + location.search + location.hash

  useEffect(() => {
    if (remember) rememberLoginRedirect(here)
    void navigate(target, { replace: true })
  }, [remember, here, target, navigate])
  return null
}

type GuardChildren = Pick<GuardProps, 'children' | 'waiting'>

/** Member panel and checkout: see docs/decisions/017-panel-guard.md. */
export function RequirePanelAccess({ children, waiting }: GuardChildren) {
  return (
    <Guard decide={panelAccess} waiting={waiting}>
      {children}
    </Guard>
  )
}

/** Back office: admin and crmUser. */
export function RequireAdmin({ children, waiting }: GuardChildren) {
  return (
    <Guard decide={adminAccess} waiting={waiting}>
      {children}
    </Guard>
  )
}

/** Content that needs an active subscription; others land on /404. */
export function RequireActiveSubscription({ children }: Pick<GuardProps, 'children'>) {
  return <Guard decide={activeSubscriptionAccess}>{children}</Guard>
}
