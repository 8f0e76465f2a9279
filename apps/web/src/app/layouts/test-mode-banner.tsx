import { es } from '@sosiego/shared/messages/common'
import { appSetting } from '../../lib/app-config.ts'

/**
 * A staging site (ALLOW_TEST_PAYMENTS on the server) says so at the top of every page: nobody may
 * take a simulated payment for a real one. The server hands the switch over in the page's settings.
 */
export function TestModeBanner() {
  if (appSetting('test-mode') !== 'enabled') return null
  return (
    <aside
      aria-label={es['testMode.label']}
      className="border-b border-sand-300 bg-sand-100 px-4 py-2 text-center text-sm text-sand-900"
    >
      <strong className="font-semibold">{es['testMode.label']}</strong>: {es['testMode.notice']}
    </aside>
  )
}
