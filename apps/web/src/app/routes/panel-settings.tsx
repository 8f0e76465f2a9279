import { SettingsPage } from '../../features/accounts/components/settings-page.tsx'
import { HealthConsentSettings } from '../../features/questionnaire/components/health-consent-settings.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

/** Configuración, with the test's consent (a questionnaire matter) among the account's sections. */
export function PanelSettingsRoute() {
  const user = useSignedInUser()
  return <SettingsPage user={user} accountSections={<HealthConsentSettings user={user} />} />
}
