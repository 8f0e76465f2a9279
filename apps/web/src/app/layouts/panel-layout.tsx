import type { SessionUser } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { ChartNoAxesColumn, ClipboardList, CreditCard, Headphones, Settings } from 'lucide-react'
import { OfflineSync } from '../../features/meditations/offline/offline-sync.tsx'
import { PlayerBar } from '../../features/meditations/player/player-bar.tsx'
import { type SidebarItem, SidebarShell } from './sidebar-shell.tsx'

type PanelLayoutProps = {
  /** `_id` keys the member's offline data on this device (decision 082); kept to open offline. */
  user: SessionUser
  /** Meditaciones is listed only while the subscription is active (spec §2). */
  hasActiveSubscription: boolean
  onLogout: () => void
}

export function PanelLayout({ user, hasActiveSubscription, onLogout }: PanelLayoutProps) {
  const items: SidebarItem[] = [
    { to: '/panel/mis-tests', label: es['panel.nav.tests'], icon: ClipboardList },
    ...(hasActiveSubscription
      ? [{ to: '/panel/meditaciones', label: es['panel.nav.meditations'], icon: Headphones }]
      : []),
    // Mi progreso for every member: listening already counted stays theirs after a plan ends.
    { to: '/panel/progreso', label: es['panel.nav.progress'], icon: ChartNoAxesColumn },
    { to: '/panel/suscripcion', label: es['panel.nav.subscription'], icon: CreditCard },
    { to: '/panel/configuracion', label: es['panel.nav.settings'], icon: Settings },
  ]
  // The player bar sits in the frame, not in the Meditaciones page: listening goes on across pages.
  return (
    <SidebarShell
      navLabel={es['panel.navLabel']}
      items={items}
      user={user}
      onLogout={onLogout}
      footer={
        <>
          <OfflineSync member={user} hasActiveSubscription={hasActiveSubscription} />
          <PlayerBar />
        </>
      }
    />
  )
}
