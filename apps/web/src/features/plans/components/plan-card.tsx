import { formatMoney, type Plan } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/site'
import { useId } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { pricesExcludeTax, pricesIncludeTax } from '../../../lib/app-config.ts'
import { fullPlanSlug } from '../../../lib/checkout.ts'
import { cn } from '../../../lib/cn.ts'
import { periodLabel } from '../../../lib/period-label.ts'
import type { PlanButtonState } from '../lib/plan-button.ts'

type PlanCardProps = {
  plan: Plan
  button: PlanButtonState
  onSelect: () => void
}

export function PlanCard({ plan, button, onSelect }: PlanCardProps) {
  const nameId = useId()
  const isBestOption = plan.slug === fullPlanSlug
  const price = plan.isTestSubscrionPlan ? es['pricing.free'] : formatMoney(plan.price, plan.currency)

  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'relative flex h-full flex-col rounded-2xl border bg-white p-6 transition-shadow sm:p-7',
        plan.isFeatured
          ? 'border-primary-600 shadow-lifted ring-1 ring-primary-600'
          : 'border-ink-200 shadow-soft hover:shadow-lifted',
      )}
    >
      {isBestOption ? (
        <p className="-mt-10 mb-4 self-start rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white shadow-soft">
          {es['pricing.bestOption']}
        </p>
      ) : null}
      <h3 id={nameId} className="font-display text-2xl text-ink-950">
        {plan.name}
      </h3>
      <p className="mt-4 flex flex-col gap-1">
        <span className="text-3xl font-semibold tracking-tight text-ink-950">{price}</span>
        <span className="text-sm text-ink-600">{periodLabel(plan.durationDays)}</span>
        {/* Issue 32: a consumer is told whether tax is in the price, or added at the checkout. */}
        {!plan.isTestSubscrionPlan && plan.price > 0 && (pricesIncludeTax() || pricesExcludeTax()) ? (
          <span className="text-sm text-ink-600">
            {pricesIncludeTax() ? es['pricing.taxIncluded'] : es['pricing.plusTax']}
          </span>
        ) : null}
      </p>
      <p className="mt-4 text-sm leading-relaxed text-ink-600">{plan.description}</p>
      {plan.features.length > 0 ? <CheckList items={plan.features} className="mt-6 gap-3" /> : null}
      {/* mt-auto lines the buttons up across cards whose texts differ in length. */}
      <div className="mt-auto pt-8">
        <Button
          className="w-full"
          variant={plan.isFeatured ? 'primary' : 'outline'}
          disabled={button.disabled}
          aria-describedby={nameId}
          onClick={onSelect}
        >
          {button.label}
        </Button>
      </div>
    </article>
  )
}
