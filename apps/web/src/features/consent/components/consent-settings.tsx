import { es } from '@sosiego/shared/messages/common'
import { useId, useState } from 'react'
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
} from '../consent-store.ts'

/** The settings layer: one switch per purpose, the technical cookies always on. */
export function ConsentSettings({ open, analytics }: { open: boolean; analytics: boolean }) {
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
            <label
              id={`${analyticsId}-label`}
              htmlFor={analyticsId}
              className="cursor-pointer font-semibold text-ink-950"
            >
              {es['consent.analytics']}
            </label>
            <span id={`${analyticsId}-text`} className="text-sm text-ink-700">
              {es['consent.analyticsText']}
            </span>
          </div>
          <button
            id={analyticsId}
            type="button"
            role="switch"
            aria-checked={analytics}
            // A <label for> names a button for browsers, not for every checker (HTML_CodeSniffer's
            // H91 asks for content, a title or aria-label(ledby)): named outright.
            aria-labelledby={`${analyticsId}-label`}
            aria-describedby={`${analyticsId}-text`}
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
