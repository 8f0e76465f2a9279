import { isBackOfficeRole, type SessionUser } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/common'
import {
  ChevronDown,
  ClipboardList,
  Headphones,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  ShieldCheck,
} from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Link } from 'react-router'
import { Avatar } from '../../../components/ui/avatar.tsx'
import { cn } from '../../../lib/cn.ts'
import { accountMenuLinks } from '../lib/account-menu.ts'

const icons: Record<ReturnType<typeof accountMenuLinks>[number]['id'], LucideIcon> = {
  panel: LayoutDashboard,
  media: Headphones,
  crm: ShieldCheck,
  test: ClipboardList,
}

function fullName(user: SessionUser): string {
  return [user.name, user.lastName].filter(Boolean).join(' ')
}

/**
 * 'Plan: …' for members. Staff work in the back office and need no plan, so 'Sin plan activo' would
 * read as something missing: they get the line only if they do hold a plan in force.
 */
function planLine(user: SessionUser): string | null {
  const plan = user.activeSubscription?.status === 'active' ? user.activeSubscription.plan.name : null
  if (!plan && isBackOfficeRole(user.role)) return null
  return t('accountMenu.plan', { plan: plan ?? es['accountMenu.noPlan'] })
}

function Identity({ user }: { user: SessionUser }) {
  const plan = planLine(user)
  return (
    <div className="flex items-center gap-3">
      <Avatar name={user.name} src={user.avatarUrl} alt="" />
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink-950">{fullName(user)}</p>
        <p className="truncate text-sm text-ink-600">{user.email}</p>
        {plan && <p className="truncate text-xs font-medium text-primary-700">{plan}</p>}
      </div>
    </div>
  )
}

type AccountMenuProps = { user: SessionUser; onLogout: () => void; className?: string }

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-ink-800 outline-none select-none data-highlighted:bg-primary-50 data-highlighted:text-primary-900'

/** The navigation bar's account dropdown for a signed-in person (spec §2), on wide screens. */
export function AccountMenu({ user, onLogout, className }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={es['accountMenu.trigger']}
        className={cn(
          'flex cursor-pointer items-center gap-1.5 rounded-full p-1 pr-2 text-ink-700 transition-colors hover:bg-ink-100 data-[state=open]:bg-ink-100',
          className,
        )}
      >
        <Avatar name={user.name} src={user.avatarUrl} alt="" size="sm" />
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-xl border border-ink-200 bg-white p-2 shadow-lifted motion-safe:animate-fade-in"
        >
          <DropdownMenu.Label className="px-2 py-2">
            <Identity user={user} />
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          {accountMenuLinks(user).map((link) => {
            const Icon = icons[link.id]
            return (
              <DropdownMenu.Item key={link.id} asChild className={itemClasses}>
                <Link to={link.to}>
                  <Icon aria-hidden="true" className="size-4 text-ink-600" />
                  {es[link.label]}
                </Link>
              </DropdownMenu.Item>
            )
          })}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item className={itemClasses} onSelect={onLogout}>
            <LogOut aria-hidden="true" className="size-4 text-ink-600" />
            {es['auth.logout']}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

type AccountMenuListProps = AccountMenuProps & { onNavigate: () => void }

/** The same items inside the collapsible mobile menu. */
export function AccountMenuList({ user, onLogout, onNavigate, className }: AccountMenuListProps) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="px-3 py-2">
        <Identity user={user} />
      </div>
      <ul className="flex flex-col">
        {accountMenuLinks(user).map((link) => {
          const Icon = icons[link.id]
          return (
            <li key={link.id}>
              <Link
                to={link.to}
                onClick={onNavigate}
                className="flex h-12 items-center gap-3 rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-primary-50"
              >
                <Icon aria-hidden="true" className="size-5 text-ink-600" />
                {es[link.label]}
              </Link>
            </li>
          )
        })}
        <li>
          <button
            type="button"
            onClick={() => {
              onNavigate()
              onLogout()
            }}
            className="flex h-12 w-full cursor-pointer items-center gap-3 rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-primary-50"
          >
            <LogOut aria-hidden="true" className="size-5 text-ink-600" />
            {es['auth.logout']}
          </button>
        </li>
      </ul>
    </div>
  )
}
