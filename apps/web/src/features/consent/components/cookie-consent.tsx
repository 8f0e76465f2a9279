import { es } from '@sosiego/shared/messages/common'
import { Cookie } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import {
  openConsentSettings,
  saveConsent,
  useConsentSettingsOpen,
  useCookieConsent,
} from '../consent-store.ts'
import { useConsentedTagManager } from '../tag-manager.ts'

const ConsentSettings = lazyNamed(() => import('./consent-settings.tsx'), 'ConsentSettings')

/**
 * The cookie notice: a banner until the visitor chooses, a settings layer on demand, and the tag
 * manager once (and only if) analytics are accepted. Rendered first in the page so keyboard users
 * reach it before anything else, though it sits at the bottom of the screen.
 */
export function CookieConsent() {
  const consent = useCookieConsent()
  const settingsOpen = useConsentSettingsOpen()
  useConsentedTagManager(consent)
  return (
    <>
      {consent === null && !settingsOpen ? <ConsentBanner /> : null}
      <Deferred when={settingsOpen}>
        <ConsentSettings open={settingsOpen} analytics={consent?.analytics ?? false} />
      </Deferred>
    </>
  )
}

/** While the banner shows, the page can scroll its last lines (the footer's links) above it. */
function useRoomBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [ref])
}

// Under 640 px the banner's buttons take the small size, and share one row.
const compactButton = 'h-10 px-2 sm:h-11 sm:px-5'

function ConsentBanner() {
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLElement>(null)
  useRoomBelow(ref)
  return (
    // On a phone the notice keeps to the bottom strip of the screen (the first screen's 'Prueba GRATIS'
    // stays in sight): smaller type and spacing, and its three buttons on one row.
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-40 p-2 sm:p-5 motion-safe:animate-fade-in"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-2.5 rounded-2xl border border-ink-200 bg-white p-3.5 text-ink-900 shadow-lifted sm:gap-4 sm:p-6 md:flex-row md:items-center md:gap-6">
        <div className="flex flex-1 flex-col gap-1 sm:gap-2">
          <h2 id={titleId} className="flex items-center gap-2 font-display text-base text-ink-950 sm:text-xl">
            <Cookie aria-hidden="true" className="size-4 text-primary-700 sm:size-5" />
            {es['consent.title']}
          </h2>
          <p id={textId} className="text-xs leading-snug text-ink-700 sm:text-sm sm:leading-relaxed">
            {es['consent.text']}{' '}
            <Link to="/politica-privacidad#cookies" className="text-primary-800 underline underline-offset-2">
              {es['consent.moreInfo']}
            </Link>
            .
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2 sm:grid-cols-2 md:flex md:flex-col md:items-stretch">
          {/* Rejecting is exactly as prominent as accepting: same style, same size, side by side. */}
          <Button
            variant="primary"
            className={compactButton}
            onClick={() => saveConsent({ analytics: true })}
          >
            {es['consent.accept']}
          </Button>
          <Button
            variant="primary"
            className={compactButton}
            onClick={() => saveConsent({ analytics: false })}
          >
            {es['consent.reject']}
          </Button>
          <Button
            variant="outline"
            className={`${compactButton} sm:col-span-2`}
            onClick={openConsentSettings}
          >
            {es['consent.configure']}
          </Button>
        </div>
      </div>
    </section>
  )
}
