import { createPageFlag } from '../../../lib/page-flag.ts'

// The trial form's open state, page-wide: the navigation bar's and the footer's 'Prueba gratuita'
// links open it (spec §2), and on the landing page they, and the form, hydrate as separate islands.
const trialDialog = createPageFlag()

export const setTrialDialogOpen = trialDialog.set

export function requestTrialDialog(): void {
  trialDialog.set(true)
}

export function useTrialDialogOpen(): boolean {
  return trialDialog.useValue()
}
