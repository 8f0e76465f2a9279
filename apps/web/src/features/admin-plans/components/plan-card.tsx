import { formatMoney, type Plan } from '@sosiego/shared'
import { es, tCount } from '@sosiego/shared/messages/back-office'
import { Eye, Pencil, Star } from 'lucide-react'
import { useId } from 'react'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { cn } from '../../../lib/cn.ts'
import { featurePreview, planPriceLabel } from '../lib/plan-form.ts'

type PlanCardProps = { plan: Plan; onView: () => void; onEdit: () => void }

/** One plan in Gestión de Planes' grid. */
export function PlanCard({ plan, onView, onEdit }: PlanCardProps) {
  const nameId = useId()
  const preview = featurePreview(plan.features)
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl border bg-white p-5 shadow-soft',
        plan.isFeatured ? 'border-primary-500 ring-1 ring-primary-500' : 'border-ink-200',
        !plan.isActive && 'bg-ink-50',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={nameId} className="font-display text-2xl leading-tight text-ink-950">
            {plan.name}
          </h2>
          <p className="truncate font-mono text-xs text-ink-600">{plan.slug}</p>
        </div>
        <div className="flex flex-wrap justify-end gap-1.5">
          {plan.isFeatured ? (
            <Badge tone="primary">
              <Star aria-hidden="true" className="size-3" />
              {es['adminPlans.popular']}
            </Badge>
          ) : null}
          {plan.isTestSubscrionPlan ? <Badge tone="accent">{es['adminPlans.testPlan']}</Badge> : null}
          {plan.renews ? <Badge tone="success">{es['adminPlans.renews']}</Badge> : null}
          {plan.isActive ? null : <Badge tone="danger">{es['adminPlans.inactive']}</Badge>}
        </div>
      </div>
      <p className="text-3xl font-semibold tracking-tight text-ink-950">
        {planPriceLabel(plan, formatMoney)}
      </p>
      {plan.description ? <p className="line-clamp-3 text-sm text-ink-700">{plan.description}</p> : null}
      {preview.shown.length > 0 ? (
        <CheckList items={preview.shown} className="gap-2">
          {preview.more > 0 ? (
            <li className="pl-6 text-ink-600">{tCount('adminPlans.moreFeatures', preview.more)}</li>
          ) : null}
        </CheckList>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button variant="outline" size="sm" onClick={onView} aria-describedby={nameId}>
          <Eye aria-hidden="true" className="size-4" />
          {es['adminPlans.viewDetails']}
        </Button>
        <Button size="sm" onClick={onEdit} aria-describedby={nameId}>
          <Pencil aria-hidden="true" className="size-4" />
          {es['adminPlans.edit']}
        </Button>
      </div>
    </article>
  )
}
