import { formatMoney, type Plan } from '@sosiego/shared'
import { es, tCount } from '@sosiego/shared/messages/back-office'
import { Alert } from '../../../components/ui/alert.tsx'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { DetailItem } from '../../../components/ui/detail-item.tsx'
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
            <DetailItem label={es['adminPlans.detail.price']}>{planPriceLabel(plan, formatMoney)}</DetailItem>
            <DetailItem label={es['adminPlans.detail.duration']}>
              {tCount('adminPlans.detail.durationDays', plan.durationDays)}
            </DetailItem>
            <DetailItem label={es['adminPlans.detail.status']}>
              <Badge tone={plan.isActive ? 'success' : 'danger'}>
                {plan.isActive ? es['adminPlans.active'] : es['adminPlans.inactive']}
              </Badge>
            </DetailItem>
            <DetailItem label={es['adminPlans.detail.access']}>
              {plan.fullCategoryAccess
                ? es['adminPlans.detail.fullAccess']
                : tCount('adminPlans.detail.categoryCount', plan.categoryAccess.length)}
            </DetailItem>
          </dl>
          <h3 className="mt-6 text-xs font-semibold tracking-wide text-ink-600 uppercase">
            {es['adminPlans.detail.features']}
          </h3>
          {plan.features.length > 0 ? (
            <CheckList items={plan.features} className="mt-2 gap-2" />
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
