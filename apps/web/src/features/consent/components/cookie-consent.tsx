import { es } from '@sosiego/shared'
import { Cookie } from 'lucide-react'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import {
  closeConsentSettings,
  openConsentSettings,
  restoreSettingsOpenerFocus,
  saveConsent,
  useConsentSettingsOpen,
  useCookieConsent,
} from '../consent-store.ts'
import { useConsentedTagManager } from '../tag-manager.ts'

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
      {!consent && !settingsOpen ? <ConsentBanner /> : null}
      <ConsentSettings open={settingsOpen} analytics={consent?.analytics ?? false} />
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

function ConsentBanner() {
  const titleId = useId()
  const textId = useId()
  const ref = useRef<HTMLElement>(null)
  useRoomBelow(ref)
  return (
    <section
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="fixed inset-x-0 bottom-0 z-40 p-3 sm:p-5 motion-safe:animate-fade-in"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-5 text-ink-900 shadow-lifted sm:p-6 md:flex-row md:items-center md:gap-6">
        <div className="flex flex-1 flex-col gap-2">
          <h2 id={titleId} className="flex items-center gap-2 font-display text-xl text-ink-950">
            <Cookie aria-hidden="true" className="size-5 text-primary-700" />
            {es['consent.title']}
          </h2>
          <p id={textId} className="text-sm leading-relaxed text-ink-700">
            {es['consent.text']}{' '}
            <Link to="/politica-privacidad#cookies" className="text-primary-800 underline underline-offset-2">
              {es['consent.moreInfo']}
            </Link>
            .
          </p>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-2 md:flex md:flex-col md:items-stretch">
          {/* Rejecting is exactly as prominent as accepting: same style, same size, side by side. */}
          <Button variant="primary" onClick={() => saveConsent({ analytics: true })}>
            {es['consent.accept']}
          </Button>
          <Button variant="primary" onClick={() => saveConsent({ analytics: false })}>
            {es['consent.reject']}
          </Button>
          <Button variant="outline" className="col-span-2" onClick={openConsentSettings}>
            {es['consent.configure']}
          </Button>
        </div>
      </div>
    </section>
  )
}

function ConsentSettings({ open, analytics }: { open: boolean; analytics: boolean }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? openConsentSettings() : closeConsentSettings())}>
      <DialogContent
        className="max-w-lg"
        onCloseAutoFocus={(event) => {
          if (restoreSettingsOpenerFocus()) event.preventDefault()
        }}
      >
        {/* Mounted per opening, so each one starts from the stored choice. */}
        {open ? <ConsentSettingsForm initialAnalytics={analytics} /> : null}
      </DialogContent>
    </Dialog>
  )
}

function ConsentSettingsForm({ initialAnalytics }: { initialAnalytics: boolean }) {
  const [analytics, setAnalytics] = useState(initialAnalytics)
  const analyticsId = useId()
  return (
    <>
      <DialogHeader>
        <DialogTitle>{es['consent.settingsTitle']}</DialogTitle>
        <DialogDescription>{es['consent.settingsText']}</DialogDescription>
      </DialogHeader>
      <ul className="mt-6 flex flex-col gap-4">
        <li className="flex flex-col gap-1 rounded-xl border border-ink-200 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink-950">{es['consent.technical']}</span>
            <span className="rounded-full bg-primary-100 px-3 py-1 text-xs font-semibold text-primary-800">
              {es['consent.alwaysOn']}
            </span>
          </div>
          <span className="text-sm text-ink-700">{es['consent.technicalText']}</span>
        </li>
        <li className="flex items-start justify-between gap-4 rounded-xl border border-ink-200 p-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={analyticsId} className="cursor-pointer font-semibold text-ink-950">
              {es['consent.analytics']}
            </label>
            <span className="text-sm text-ink-700">{es['consent.analyticsText']}</span>
          </div>
          <button
            id={analyticsId}
            type="button"
            role="switch"
            aria-checked={analytics}
            onClick={() => setAnalytics((value) => !value)}
            className="relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-ink-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 aria-checked:bg-primary-600"
          >
            <span
              aria-hidden="true"
              className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${analytics ? 'translate-x-6' : 'translate-x-1'}`}
            />
          </button>
        </li>
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => saveConsent({ analytics })}>{es['consent.save']}</Button>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="outline" onClick={() => saveConsent({ analytics: true })}>
            {es['consent.acceptAll']}
          </Button>
          <Button variant="outline" onClick={() => saveConsent({ analytics: false })}>
            {es['consent.rejectAll']}
          </Button>
        </div>
      </div>
    </>
  )
}
