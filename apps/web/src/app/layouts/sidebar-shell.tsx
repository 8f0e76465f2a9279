import { es } from '@sosiego/shared/messages/common'
import { LogOut, type LucideIcon, Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Link, NavLink, Outlet } from 'react-router'
import { BrandLogo } from '../../components/brand-logo.tsx'
import { Avatar } from '../../components/ui/avatar.tsx'
import { Button } from '../../components/ui/button.tsx'
import { cn } from '../../lib/cn.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { useWideScreen } from '../../lib/use-wide-screen.ts'
import { mainContentId } from './skip-link.tsx'

const NavDrawer = lazyNamed(() => import('./nav-drawer.tsx'), 'NavDrawer')

export type LayoutUser = {
  name: string
  lastName?: string | null
  email: string
  avatarUrl?: string | null
}

export type SidebarItem = {
  to: string
  label: string
  icon: LucideIcon
  /** Active only on this exact path, for an index item whose path prefixes the others. */
  end?: boolean
}

type SidebarShellProps = {
  navLabel: string
  items: SidebarItem[]
  /** Who is signed in, with the way out; none in the frame drawn while the session is checked. */
  account?: { user: LayoutUser; onLogout: () => void }
  /** Shown under every page, sticky at the bottom of the main area (the panel's player bar). */
  footer?: ReactNode
  /** The page: the route's own by default. */
  children?: ReactNode
}

/**
 * The member panel and back office share one frame: a sidebar that collapses to icons on desktop,
 * and a drawer behind a menu button on small screens.
 */
export function SidebarShell({ navLabel, items, account, footer, children = <Outlet /> }: SidebarShellProps) {
  const [collapsed, setCollapsed] = useState(false)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const navId = useId()
  // Below 768 px the sidebar is hidden and its menu lives in the drawer: its links and account block
  // are drawn only where it shows, a good part of a phone's first drawing of the area (issue 28).
  // The server, which cannot know the width, draws them (CSS hides them on a phone).
  const wide = useWideScreen()

  return (
    <div className="min-h-dvh bg-sand-50 md:flex">
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-ink-200 bg-white/90 px-4 backdrop-blur-md md:hidden">
        <Link to="/" aria-label={es['nav.brand']} className="rounded-md">
          <BrandLogo />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          aria-label={es['nav.openMenu']}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <Menu aria-hidden="true" className="size-6" />
        </Button>
        <Deferred when={drawerOpen}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title={navLabel}>
            <BrandLogo className="mb-6 px-2 pt-1.5" />
            <SidebarNav label={navLabel} items={items} onNavigate={() => setDrawerOpen(false)} />
            {account ? <UserBlock {...account} /> : null}
          </NavDrawer>
        </Deferred>
      </header>

      <aside
        data-collapsed={collapsed}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-ink-200 bg-white p-3 transition-[width] duration-200 md:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div className={cn('mb-6 flex items-center gap-2', collapsed ? 'flex-col' : 'justify-between pl-2')}>
          <Link to="/" aria-label={es['nav.brand']} className="rounded-md">
            <BrandLogo markOnly={collapsed} />
          </Link>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setCollapsed((value) => !value)}
            aria-controls={navId}
            aria-expanded={!collapsed}
            aria-label={collapsed ? es['sidebar.expand'] : es['sidebar.collapse']}
          >
            {collapsed ? (
              <PanelLeftOpen aria-hidden="true" className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden="true" className="size-5" />
            )}
          </Button>
        </div>
        {wide ? (
          <>
            <SidebarNav id={navId} label={navLabel} items={items} collapsed={collapsed} />
            {account ? <UserBlock {...account} collapsed={collapsed} /> : null}
          </>
        ) : null}
      </aside>

      {/* Without an account this is the frame drawn while the session is checked: its page is not
          the one that will take input yet, so it says so (and the browser suite waits on it). */}
      <main
        id={mainContentId}
        tabIndex={-1}
        aria-busy={account ? undefined : true}
        className="flex min-h-[calc(100dvh-4rem)] min-w-0 flex-1 flex-col px-5 pt-8 outline-none sm:px-8 md:min-h-dvh lg:px-12"
      >
        {/* Grows to push the footer to the bottom of the screen on short pages. */}
        <div className="flex-1 pb-8">{children}</div>
        {footer}
      </main>
    </div>
  )
}

type SidebarNavProps = {
  id?: string
  label: string
  items: SidebarItem[]
  collapsed?: boolean
  onNavigate?: () => void
}

function SidebarNav({ id, label, items, collapsed = false, onNavigate }: SidebarNavProps) {
  return (
    <nav id={id} aria-label={label} className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
      <ul className="flex flex-col gap-1">
        {items.map(({ to, label: itemLabel, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              onClick={onNavigate}
              title={collapsed ? itemLabel : undefined}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                  collapsed && 'justify-center px-0',
                  isActive
                    ? 'bg-primary-50 text-primary-800'
                    : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5 shrink-0" />
              <span className={cn('truncate', collapsed && 'sr-only')}>{itemLabel}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

type UserBlockProps = { user: LayoutUser; onLogout: () => void; collapsed?: boolean }

function UserBlock({ user, onLogout, collapsed = false }: UserBlockProps) {
  const fullName = [user.name, user.lastName].filter(Boolean).join(' ')
  return (
    <div className="mt-6 flex flex-col gap-2 border-t border-ink-200 pt-4">
      <div className={cn('flex items-center gap-3', collapsed ? 'justify-center' : 'px-2')}>
        <Avatar name={user.name} src={user.avatarUrl} alt="" />
        <div className={cn('min-w-0', collapsed && 'sr-only')}>
          <p className="truncate text-sm font-semibold text-ink-950">{fullName}</p>
          <p className="truncate text-sm text-ink-600">{user.email}</p>
        </div>
      </div>
      <Button
        variant="ghost"
        size="sm"
        onClick={onLogout}
        title={collapsed ? es['auth.logout'] : undefined}
        className={cn('h-11 rounded-lg', collapsed ? 'justify-center px-0' : 'justify-start gap-3 px-3')}
      >
        <LogOut aria-hidden="true" className="size-5" />
        <span className={cn(collapsed && 'sr-only')}>{es['auth.logout']}</span>
      </Button>
    </div>
  )
}
