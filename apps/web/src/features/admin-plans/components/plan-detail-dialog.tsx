import { es, formatMoney, type Plan, t } from '@sosiego/shared'
import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { planPriceLabel } from '../lib/plan-form.ts'

type PlanDetailDialogProps = { plan: Plan | null; onClose: () => void }

/** 'Ver Detalles': description, price, duration, every feature, status; the test plan's note. */
export function PlanDetailDialog({ plan, onClose }: PlanDetailDialogProps) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {plan ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{plan.name}</DialogTitle>
            <DialogDescription>{plan.description}</DialogDescription>
          </DialogHeader>
          {plan.isTestSubscrionPlan ? (
            <Alert className="mt-4">
              <p>{es['adminPlans.detail.testPlanNote']}</p>
            </Alert>
          ) : null}
          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm">
            <Item label={es['adminPlans.detail.price']}>{planPriceLabel(plan, formatMoney)}</Item>
            <Item label={es['adminPlans.detail.duration']}>
              {t('adminPlans.detail.durationDays', { days: plan.durationDays })}
            </Item>
            <Item label={es['adminPlans.detail.status']}>
              <Badge tone={plan.isActive ? 'success' : 'danger'}>
                {plan.isActive ? es['adminPlans.active'] : es['adminPlans.inactive']}
              </Badge>
            </Item>
            <Item label={es['adminPlans.detail.access']}>
              {plan.fullCategoryAccess
                ? es['adminPlans.detail.fullAccess']
                : t('adminPlans.detail.categoryCount', { count: plan.categoryAccess.length })}
            </Item>
          </dl>
          <h3 className="mt-6 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {es['adminPlans.detail.features']}
          </h3>
          {plan.features.length > 0 ? (
            <ul className="mt-2 flex flex-col gap-2 text-sm text-ink-800">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-600" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-600">{es['adminPlans.detail.noFeatures']}</p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{es['adminPlans.detail.close']}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  )
}
