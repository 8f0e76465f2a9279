import type { Plan } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { StaleListNotice } from '../../../components/ui/list-states.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { useAdminPlans } from '../api/get-admin-plans.ts'
import { PlanCard } from './plan-card.tsx'
import { PlanDetailDialog } from './plan-detail-dialog.tsx'
import { PlanEditDialog } from './plan-edit-dialog.tsx'

/** /admin/planes (back-office spec, Gestión de Planes): admin only. */
export function PlansPage() {
  const plans = useAdminPlans()
  // Ids, not plans: after a save the dialogs read the refreshed plan.
  const [viewing, setViewing] = useState<string | null>(null)
  const [editing, setEditing] = useState<string | null>(null)
  const list = plans.data ?? []
  const find = (id: string | null): Plan | null => list.find((plan) => plan._id === id) ?? null

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{es['adminPlans.title']}</h1>
        <p className="text-base text-ink-600">{es['adminPlans.description']}</p>
      </header>

      <StaleListNotice query={plans} />
      {plans.isPending ? (
        <div className="flex items-center justify-center gap-3 py-16 text-ink-700" role="status">
          <Spinner className="size-6 text-primary-600" label={null} />
          <span>{es['adminPlans.loading']}</span>
        </div>
      ) : plans.isError && !plans.data ? (
        <Alert tone="danger" role="alert">
          <p>
            {t('adminPlans.loadError', { message: errorMessage(plans.error, es['adminPlans.loadFailed']) })}
          </p>
          <div>
            <Button variant="outline" size="sm" onClick={() => void plans.refetch()}>
              {es['adminPlans.retry']}
            </Button>
          </div>
        </Alert>
      ) : list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center text-ink-700">
          {es['adminPlans.empty']}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-5 md:grid-cols-2 xl:grid-cols-3">
          {list.map((plan) => (
            <li key={plan._id}>
              <PlanCard plan={plan} onView={() => setViewing(plan._id)} onEdit={() => setEditing(plan._id)} />
            </li>
          ))}
        </ul>
      )}

      <PlanDetailDialog plan={find(viewing)} onClose={() => setViewing(null)} />
      <PlanEditDialog plan={find(editing)} plans={list} onClose={() => setEditing(null)} />
    </div>
  )
}
