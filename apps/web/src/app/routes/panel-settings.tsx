import { isBackOfficeRole } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { SettingsPage } from '../../features/accounts/components/settings-page.tsx'
import { HealthConsentSettings } from '../../features/questionnaire/components/health-consent-settings.tsx'
import { ReminderSettings } from '../../features/reminders/components/reminder-settings.tsx'
import { remindersSectionId } from '../../features/reminders/lib/paths.ts'
import { useSignedInUser } from '../../lib/session-store.ts'

/**
 * Configuración, with the test's consent (a questionnaire matter) among the account's sections, and
 * the member's reminders (issue 31) in a tab of their own: staff have none.
 */
export function PanelSettingsRoute() {
  const user = useSignedInUser()
  const reminders = isBackOfficeRole(user.role)
    ? []
    : [{ value: remindersSectionId, label: es['reminders.tab'], content: <ReminderSettings /> }]
  return (
    <SettingsPage user={user} accountSections={<HealthConsentSettings user={user} />} extraTabs={reminders} />
  )
}
