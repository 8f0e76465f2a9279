import { SettingsPage } from '../../features/accounts/components/settings-page.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

export function PanelSettingsRoute() {
  return <SettingsPage user={useSignedInUser()} />
}
