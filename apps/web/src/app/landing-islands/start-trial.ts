import { requestAccount } from '../../features/auth/hooks/use-account-modal.ts'

// Anonymous visitors starting the free trial are sent to the test once they have an account.
const trialRedirectPath = '/test'

/**
 * What every 'Prueba GRATIS' button on the landing page does. Two trial doors, on purpose: the
 * navigation bar's 'Prueba gratuita' link opens the trial form (requestTrialDialog); these buttons
 * start the real trial, which needs an account, so they open the account modal (redirect /test), or
 * point a signed-in member to the panel.
 */
export function startTrial(): void {
  requestAccount(trialRedirectPath)
}
