import { checkSession } from '../../features/auth/session.ts'
import { TrialDialogHost } from '../../features/landing/components/trial-dialog-host.tsx'

/** The trial form's host, given the session check it runs once a member's trial has started. */
export function SiteTrialDialog() {
  return <TrialDialogHost refreshSession={checkSession} />
}
