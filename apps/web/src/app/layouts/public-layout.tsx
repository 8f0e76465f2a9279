import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { Outlet } from 'react-router'
import { useTrialDialogRequests } from '../../features/landing/lib/trial-event.ts'
import { getPlansQueryOptions } from '../../features/plans/api/get-plans.ts'
import { Deferred, lazyNamed } from '../../lib/deferred.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteNavbar } from './site-navbar.tsx'
import { mainContentId, SkipLink } from './skip-link.tsx'

const TrialDialog = lazyNamed(
  () => import('../../features/landing/components/trial-dialog.tsx'),
  'TrialDialog',
)

export function PublicLayout() {
  const queryClient = useQueryClient()
  const [trialOpen, setTrialOpen] = useState(false)
  useTrialDialogRequests(useCallback(() => setTrialOpen(true), []))

  // The thanks names the test plan as the plans list calls it (cached when pricing already loaded).
  const resolveTrialPlanName = useCallback(async () => {
    const plans = await queryClient.fetchQuery(getPlansQueryOptions())
    const trialPlan = plans.find((plan) => plan.isTestSubscrionPlan)
    if (!trialPlan) throw new Error('No trial plan is offered')
    return trialPlan.name
  }, [queryClient])

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteNavbar />
      <main id={mainContentId} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Deferred when={trialOpen}>
        <TrialDialog
          open={trialOpen}
          onOpenChange={setTrialOpen}
          resolveTrialPlanName={resolveTrialPlanName}
        />
      </Deferred>
    </div>
  )
}
