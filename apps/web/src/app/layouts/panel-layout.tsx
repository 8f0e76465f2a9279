import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { ChartNoAxesColumn, ClipboardList, CreditCard, Headphones, ListOrdered, Settings } from 'lucide-react'
import { PaymentPendingBanner } from '../../features/billing/components/payment-pending-banner.tsx'
import { OfflineSync } from '../../features/meditations/offline/offline-sync.tsx'
import { PlayerBar } from '../../features/meditations/player/player-bar.tsx'
import { AfterFrame, PageAfterFrame, WaitingPage } from './session-wait.tsx'
import { type SidebarItem, SidebarShell } from './sidebar-shell.tsx'

type PanelLayoutProps = {
  /** `_id` keys the member's offline data on this device (decision 082); kept to open offline. */
  user: SessionUser
  /** Meditaciones is listed only while the subscription is active (spec §2). */
  hasActiveSubscription: boolean
  onLogout: () => void
}

/** The panel's menu: Meditaciones only while the subscription is active (spec §2). */
function panelItems(hasActiveSubscription: boolean): SidebarItem[] {
  return [
    { to: '/panel/mis-tests', label: es['panel.nav.tests'], icon: ClipboardList },
    ...(hasActiveSubscription
      ? [{ to: '/panel/meditaciones', label: es['panel.nav.meditations'], icon: Headphones }]
      : []),
    // Programas for every member: without a plan they see what a plan opens ('Adquirir plan').
    { to: '/panel/programas', label: es['panelPrograms.title'], icon: ListOrdered },
    // Mi progreso for every member: listening already counted stays theirs after a plan ends.
    { to: '/panel/progreso', label: es['panel.nav.progress'], icon: ChartNoAxesColumn },
    { to: '/panel/suscripcion', label: es['panel.nav.subscription'], icon: CreditCard },
    { to: '/panel/configuracion', label: es['panel.nav.settings'], icon: Settings },
  ]
}

export function PanelLayout({ user, hasActiveSubscription, onLogout }: PanelLayoutProps) {
  // The player bar sits in the frame, not in the Meditaciones page: listening goes on across pages.
  return (
    <SidebarShell
      navLabel={es['panel.navLabel']}
      items={panelItems(hasActiveSubscription)}
      account={{ user, onLogout }}
      footer={
        <AfterFrame>
          <OfflineSync member={user} hasActiveSubscription={hasActiveSubscription} />
          <PlayerBar />
        </AfterFrame>
      }
    >
      {/* Issue 32: a declined renewal being retried is said above every panel page. */}
      <PaymentPendingBanner pending={user.paymentPending === true} />
      <PageAfterFrame />
    </SidebarShell>
  )
}

/**
 * The panel while the session is checked, as the server pre-renders it (issue 28): the menu of a
 * member whose plan is in force (the daily path's case) and the page's own top.
 */
export function PanelWaitingFrame() {
  return (
    <SidebarShell navLabel={es['panel.navLabel']} items={panelItems(true)}>
      <WaitingPage />
    </SidebarShell>
  )
}
