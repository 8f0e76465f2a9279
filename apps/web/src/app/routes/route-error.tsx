import { es } from '@sosiego/shared/messages/common'
import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { BrandLogo } from '../../components/brand-logo.tsx'
import { buttonClasses } from '../../components/ui/button.tsx'
import { formatPageTitle } from '../../lib/format-page-title.ts'

/** Last resort when a route throws: the app's own words instead of the router's debug screen. */
export function RouteErrorPage() {
  const error = useRouteError()
  useEffect(() => {
    console.error(error)
    document.title = formatPageTitle(es['pageTitle.error'])
  }, [error])

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-5 text-center">
      <BrandLogo />
      <h1 className="font-display text-4xl text-ink-950">{es['error.title']}</h1>
      <p className="max-w-md text-lg text-ink-700">{es['common.internal']}</p>
      {/* A full page load: whatever broke the app's state should not survive the way back. */}
      <a href="/" className={buttonClasses('primary', 'lg', 'mt-3')}>
        {es['notFound.back']}
      </a>
    </main>
  )
}
