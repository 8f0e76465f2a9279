import { es, t } from '@sosiego/shared/messages/back-office'
import type { ReactNode } from 'react'
import { DashboardPanel } from '../../features/dashboard/components/dashboard-panel.tsx'
import { useSignedInUser } from '../../lib/session-store.ts'
import { useSessionWait } from '../layouts/session-wait.tsx'

const longDate = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** /admin: the heading, the greeting, then the Panel de Control (issue 15). */
export function AdminHomeRoute() {
  return useSessionWait() ? <AdminHomeFrame /> : <AdminHome />
}

/**
 * The page's top. While the session is checked (the frame the server pre-renders, issue 28) it holds
 * the heading and the intro, the page's largest text, so a phone paints it before any script runs;
 * the greeting, which needs the session, comes after them and so moves nothing.
 */
function AdminHomeFrame({ greeting, children }: { greeting?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{es['admin.dashboard.title']}</h1>
        <p className="text-base text-ink-600">{es['admin.dashboard.intro']}</p>
        {greeting ? <p className="text-base text-ink-600">{greeting}</p> : null}
      </header>
      {children}
    </div>
  )
}

function AdminHome() {
  const user = useSignedInUser()
  return (
    <AdminHomeFrame
      greeting={t('admin.dashboard.welcome', { name: user.name, date: longDate.format(new Date()) })}
    >
      <DashboardPanel />
    </AdminHomeFrame>
  )
}
