import { es, t } from '@sosiego/shared/messages/back-office'
import { DashboardPanel } from '../../features/dashboard/components/dashboard-panel.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** /admin: the greeting, then the Panel de Control (issue 15). */
export function AdminHomeRoute() {
  const user = useSignedInUser()
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{es['admin.dashboard.title']}</h1>
        <p className="text-base text-ink-600">
          {t('admin.dashboard.welcome', { name: user.name, date: longDate.format(new Date()) })}
        </p>
      </header>
      <DashboardPanel />
    </div>
  )
}
