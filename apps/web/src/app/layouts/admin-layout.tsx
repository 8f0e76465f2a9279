import type { UserRole } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import {
  Accessibility,
  BriefcaseBusiness,
  CalendarDays,
  ChartColumn,
  FolderOpen,
  LayoutDashboard,
  LibraryBig,
  ListOrdered,
  MessageSquareQuote,
  Receipt,
  Tags,
  UserCog,
  Users,
} from 'lucide-react'
import { adminNavItemsFor } from './admin-nav.ts'
import { PageAfterFrame } from './session-wait.tsx'
import { type LayoutUser, type SidebarItem, SidebarShell } from './sidebar-shell.tsx'

const items: SidebarItem[] = [
  { to: '/admin', label: es['admin.nav.dashboard'], icon: LayoutDashboard, end: true },
  { to: '/admin/kpi', label: es['admin.nav.kpi'], icon: ChartColumn },
  { to: '/admin/negocio', label: es['business.nav'], icon: BriefcaseBusiness },
  { to: '/admin/usuarios', label: es['admin.nav.users'], icon: UserCog },
  { to: '/admin/clientes', label: es['admin.nav.clients'], icon: Users },
  { to: '/admin/planes', label: es['admin.nav.plans'], icon: Tags },
  { to: '/admin/logs-ordenes', label: es['admin.nav.orders'], icon: Receipt },
  { to: '/admin/assets', label: es['admin.nav.assets'], icon: FolderOpen },
  { to: '/admin/audio', label: es['admin.nav.content'], icon: LibraryBig },
  { to: '/admin/programas', label: es['admin.nav.programs'], icon: ListOrdered },
  { to: '/admin/calendario', label: es['admin.nav.calendar'], icon: CalendarDays },
  { to: '/admin/reviews', label: es['admin.nav.reviews'], icon: MessageSquareQuote },
  { to: '/admin/accesibilidad', label: es['accessibilityReports.nav'], icon: Accessibility },
]

type AdminLayoutProps = {
  /** The staff member; null while the session is checked: then it is the frame the server pre-renders. */
  user: (LayoutUser & { role: UserRole }) | null
  onLogout: () => void
}

/**
 * The back office's frame, the same element while the session is checked and once it is known
 * (issue 28), so the area's first drawing adds to what the frame drew. While waiting its menu is
 * empty: which links it holds depends on the role (decision 031), known only with the session, and
 * links appearing in an empty menu move nothing.
 */
export function AdminLayout({ user, onLogout }: AdminLayoutProps) {
  return (
    <SidebarShell
      navLabel={es['admin.navLabel']}
      items={user ? adminNavItemsFor(items, user.role) : []}
      account={user ? { user, onLogout } : undefined}
    >
      <PageAfterFrame ready={user !== null} />
    </SidebarShell>
  )
}
