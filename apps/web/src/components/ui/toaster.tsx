import { lazy, Suspense } from 'react'
import { useToasterWanted } from '../../lib/notify.ts'

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'))

/** The app-wide toaster, mounted with the first toast (lib/notify.ts). */
export function Toaster() {
  const wanted = useToasterWanted()
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null
}
