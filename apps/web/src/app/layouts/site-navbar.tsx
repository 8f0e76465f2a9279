import { type CommonKey, es } from '@sosiego/shared/messages/common'
import { Menu, X } from 'lucide-react'
import { type MouseEvent, Suspense, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/brand-logo.tsx'
import { useSignOut } from '../../features/auth/session.ts'
import { type SectionId, useSectionNavigation } from '../../features/landing/lib/section-scroll.ts'
import { requestTrialDialog } from '../../features/landing/lib/trial-dialog-store.ts'
import { cn } from '../../lib/cn.ts'
import { lazyNamed } from '../../lib/deferred.tsx'
import { useAuth } from '../../lib/session-store.ts'
import { GuestActions } from './guest-actions.tsx'

// Only signed-in people see the account menu: visitors of the landing page do not load it.
const accountMenu = () => import('../../features/auth/components/account-menu.tsx')
const AccountMenu = lazyNamed(accountMenu, 'AccountMenu')
const AccountMenuList = lazyNamed(accountMenu, 'AccountMenuList')

export const sectionLinks: { id: SectionId; label: CommonKey }[] = [
  { id: 'prueba-gratuita', label: 'nav.trial' },
  { id: 'pricing', label: 'nav.pricing' },
  { id: 'about', label: 'nav.about' },
  { id: 'testimonials', label: 'nav.testimonials' },
]

/**
 * What a section link does: 'Prueba gratuita' fires the page-wide event that opens the trial dialog
 * (spec §2); the others scroll to their section.
 */
export function followSectionLink(id: SectionId, goToSection: (id: SectionId) => void): void {
  if (id === 'prueba-gratuita') requestTrialDialog()
  else goToSection(id)
}

const mobileMenuId = 'mobile-menu'
// Until the session is known (or the account menu has loaded), hold the space without showing the
// wrong buttons.
const accountPlaceholder = <span aria-hidden="true" className="hidden h-9 w-52 lg:block" />

export function SiteNavbar() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const { goToSection, goToTop } = useSectionNavigation()
  const { user, sessionChecked } = useAuth()
  const signOut = useSignOut()
  const onLogout = () => void signOut()

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)
  const onBrand = (event: MouseEvent) => {
    event.preventDefault()
    closeMenu()
    goToTop()
  }
  const onSection = (event: MouseEvent, id: SectionId) => {
    event.preventDefault()
    closeMenu()
    followSectionLink(id, goToSection)
  }

  const linkClasses =
    'rounded-full px-3.5 py-2 text-sm font-medium text-ink-700 transition-colors hover:bg-primary-50 hover:text-primary-800'

  return (
    <header className="sticky top-0 z-40 border-b border-ink-200/70 bg-sand-50/90 backdrop-blur-md">
      <nav
        aria-label={es['nav.label']}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8"
      >
        <Link to="/" onClick={onBrand} aria-label={es['nav.brand']} className="rounded-md">
          <BrandLogo />
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {sectionLinks.map((link) => (
            <li key={link.id}>
              <a href={`/#${link.id}`} onClick={(event) => onSection(event, link.id)} className={linkClasses}>
                {es[link.label]}
              </a>
            </li>
          ))}
        </ul>

        {user ? (
          <Suspense fallback={accountPlaceholder}>
            <AccountMenu user={user} onLogout={onLogout} className="hidden lg:flex" />
          </Suspense>
        ) : sessionChecked ? (
          <GuestActions className="hidden lg:flex" />
        ) : (
          accountPlaceholder
        )}

        <button
          ref={toggleRef}
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls={mobileMenuId}
          aria-label={menuOpen ? es['nav.closeMenu'] : es['nav.openMenu']}
          className="-mr-2 flex size-11 cursor-pointer items-center justify-center rounded-full text-ink-800 hover:bg-ink-100 lg:hidden"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </nav>

      <div
        id={mobileMenuId}
        hidden={!menuOpen}
        className={cn(
          'border-t border-ink-200/70 bg-sand-50 lg:hidden',
          menuOpen && 'motion-safe:animate-fade-in',
        )}
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-3 py-3 sm:px-6">
          {sectionLinks.map((link) => (
            <li key={link.id}>
              <a
                href={`/#${link.id}`}
                onClick={(event) => onSection(event, link.id)}
                className="flex h-12 items-center rounded-lg px-3 text-base font-medium text-ink-800 hover:bg-primary-50"
              >
                {es[link.label]}
              </a>
            </li>
          ))}
        </ul>
        {user ? (
          <Suspense fallback={null}>
            <AccountMenuList
              user={user}
              onLogout={onLogout}
              onNavigate={closeMenu}
              className="mx-auto max-w-6xl border-t border-ink-200/70 px-3 py-3 sm:px-6"
            />
          </Suspense>
        ) : sessionChecked ? (
          <GuestActions
            onNavigate={closeMenu}
            className="mx-auto max-w-6xl flex-col border-t border-ink-200/70 px-5 py-4 sm:px-8 [&>a]:h-11 [&>a]:text-base"
          />
        ) : null}
      </div>
    </header>
  )
}
