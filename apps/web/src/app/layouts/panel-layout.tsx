import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { ChartNoAxesColumn, ClipboardList, CreditCard, Headphones, ListOrdered, Settings } from 'lucide-react'
import { PaymentPendingBanner } from '../../features/billing/components/payment-pending-banner.tsx'
import { OfflineSync } from '../../features/meditations/offline/offline-sync.tsx'
import { PlayerBar } from '../../features/meditations/player/player-bar.tsx'
import { PendingAnswersRedirect } from '../../features/questionnaire/components/pending-answers-redirect.tsx'
import { AfterFrame, PageAfterFrame } from './session-wait.tsx'
import { type SidebarItem, SidebarShell } from './sidebar-shell.tsx'

type PanelLayoutProps = {
  /**
   * The member (`_id` keys their offline data on this device, decision 082); null while the session
   * is checked: then it is the frame the server pre-renders (issue 28).
   */
  user: SessionUser | null
  onLogout: () => void
}

/** The panel's menu: Meditaciones only while the subscription is active. */
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

/**
 * The panel's frame, the same element while the session is checked and once it is known (issue 28):
 * the area's first drawing then adds the member's block and the page to what the frame drew, instead
 * of drawing the whole area again. While waiting, its menu is that of a member whose plan is in force
 * (the daily path's case) and its page the page's own top.
 */
export function PanelLayout({ user, onLogout }: PanelLayoutProps) {
  // Meditaciones is listed only while the subscription is active (spec §2).
  const hasActiveSubscription = user ? user.activeSubscription?.status === 'active' : true
  // The player bar sits in the frame, not in the Meditaciones page: listening goes on across pages.
  return (
    <SidebarShell
      navLabel={es['panel.navLabel']}
      items={panelItems(hasActiveSubscription)}
      account={user ? { user, onLogout } : undefined}
      footer={
        user ? (
          <AfterFrame>
            <OfflineSync member={user} hasActiveSubscription={hasActiveSubscription} />
            <PlayerBar />
          </AfterFrame>
        ) : null
      }
    >
      {user ? <PendingAnswersRedirect user={user} /> : null}
      {/* Issue 32: a declined renewal being retried is said above every panel page. */}
      <PaymentPendingBanner pending={user?.paymentPending === true} />
      <PageAfterFrame ready={user !== null} />
    </SidebarShell>
  )
}
