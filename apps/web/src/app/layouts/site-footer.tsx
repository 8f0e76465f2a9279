import { type CommonKey, es, t } from '@sosiego/shared/messages/common'
import { Mail, MapPin, Phone } from 'lucide-react'
import { type MouseEvent, type ReactNode, useId } from 'react'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/brand-logo.tsx'
import { accountMenuLinks } from '../../features/auth/lib/account-menu.ts'
import { openConsentSettings } from '../../features/consent/consent-store.ts'
import { type SectionId, useSectionNavigation } from '../../features/landing/lib/section-scroll.ts'
import { contactDetails, phoneHref } from '../../features/legal/contact-details.ts'
import { useAuthValue } from '../../lib/session-store.ts'
import { followSectionLink, sectionLinks } from './site-navbar.tsx'

/** A visitor's account links (also what the pre-rendered footer shows, before the session is known). */
const guestLinks: { to: string; label: CommonKey }[] = [
  { to: '/login?mode=login', label: 'nav.login' },
  { to: '/login?mode=signup', label: 'nav.signup' },
  { to: '/test', label: 'footer.takeTest' },
]

const legalLinks: { to: string; label: CommonKey }[] = [
  { to: '/terminos-y-condiciones', label: 'footer.terms' },
  { to: '/politica-privacidad', label: 'footer.privacy' },
  { to: '/contact', label: 'footer.contactPage' },
  { to: '/accesibilidad', label: 'footer.accessibility' },
]

const linkClasses = 'rounded-sm text-primary-100 transition-colors hover:text-white hover:underline'

/**
 * The account links for whoever is reading: a visitor is offered to sign in, subscribe and take the
 * test; a signed-in person gets the links of their account menu (spec §2), for their role and plan.
 */
function useAccountLinks(): { to: string; label: CommonKey }[] {
  const user = useAuthValue((auth) => auth.user)
  return user ? accountMenuLinks(user) : guestLinks
}

export function SiteFooter() {
  const { goToSection, goToTop } = useSectionNavigation()
  const accountLinks = useAccountLinks()
  const { email: contactEmail, phone: contactPhone } = contactDetails()
  const onSection = (event: MouseEvent, id: SectionId) => {
    event.preventDefault()
    followSectionLink(id, goToSection)
  }
  const onHome = (event: MouseEvent) => {
    event.preventDefault()
    goToTop()
  }

  return (
    <footer className="bg-primary-950 text-primary-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-12 px-5 py-16 sm:px-8 lg:grid-cols-[1.6fr_repeat(4,1fr)]">
        <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
          <BrandLogo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-primary-200">{es['app.tagline']}</p>
        </div>

        <LinkGroup title={es['footer.navigation']}>
          <li>
            <a href="/" onClick={onHome} className={linkClasses}>
              {es['footer.home']}
            </a>
          </li>
          {sectionLinks.map((link) => (
            <li key={link.id}>
              <a href={`/#${link.id}`} onClick={(event) => onSection(event, link.id)} className={linkClasses}>
                {es[link.label]}
              </a>
            </li>
          ))}
        </LinkGroup>

        <RouteLinkGroup title={es['footer.account']} links={accountLinks} />
        <RouteLinkGroup title={es['footer.legal']} links={legalLinks}>
          <li>
            <button
              type="button"
              onClick={openConsentSettings}
              className={`${linkClasses} cursor-pointer text-left`}
            >
              {es['footer.cookies']}
            </button>
          </li>
        </RouteLinkGroup>

        <div className="flex flex-col gap-4">
          <h2 className="text-sm font-semibold tracking-wide text-white">{es['footer.contact']}</h2>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <a href={`mailto:${contactEmail}`} className={`${linkClasses} inline-flex items-center gap-2`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {contactEmail}
            </a>
            <a href={phoneHref(contactPhone)} className={`${linkClasses} inline-flex items-center gap-2`}>
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {contactPhone}
            </a>
            <span className="inline-flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {es['footer.location']}
            </span>
          </address>
        </div>
      </div>
      <div className="border-t border-primary-800">
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm text-primary-200 sm:px-8">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}

function RouteLinkGroup({
  title,
  links,
  children,
}: {
  title: string
  links: { to: string; label: CommonKey }[]
  children?: ReactNode
}) {
  return (
    <LinkGroup title={title}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClasses}>
            {es[link.label]}
          </Link>
        </li>
      ))}
      {children}
    </LinkGroup>
  )
}

function LinkGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <nav aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white">
        {title}
      </h2>
      <ul className="flex flex-col gap-3 text-sm">{children}</ul>
    </nav>
  )
}
