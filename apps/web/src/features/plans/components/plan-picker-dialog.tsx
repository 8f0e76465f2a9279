import type { Plan } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { useId } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button.tsx'
import { CheckList } from '../../../components/ui/check-list.tsx'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cn } from '../../../lib/cn.ts'
import {
  type PickerActivePlan,
  type PlanPickerCard,
  planPickerCards,
  planPickerMode,
  planPickerTitle,
} from '../../../lib/plan-picker.ts'
import { usePlans } from '../api/get-plans.ts'

type PlanPickerDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The member's subscription in force: decides the title and the cards (spec §2). */
  activeSubscription: { status: string; plan: PickerActivePlan } | null | undefined
}

/**
 * The panel's plan picker (spec §2 "Mi Suscripción", §6 'Adquirir plan'): every plan a member may buy
 * (issue 32: Full anual too), full alone for a mini holder ('Mejorar plan'); each card goes to
 * /checkout/{slug}, the order summary.
 */
export function PlanPickerDialog({ open, onOpenChange, activeSubscription }: PlanPickerDialogProps) {
  const { data, isPending } = usePlans()
  const navigate = useNavigate()
  const cards = planPickerCards(data ?? [], activeSubscription)
  const title = planPickerTitle(planPickerMode(activeSubscription))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        className={cn(cards.length > 1 && 'sm:max-w-3xl', cards.length > 2 && 'lg:max-w-5xl')}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {isPending ? (
          <p role="status" className="mt-8 flex items-center justify-center gap-3 text-ink-600">
            <Spinner label={null} className="text-primary-600" />
            {es['pricing.loading']}
          </p>
        ) : cards.length === 0 ? (
          <p className="mt-8 text-center text-ink-600">{es['pricing.empty']}</p>
        ) : (
          <ul
            className={cn(
              'mt-8 grid gap-x-5 gap-y-10',
              cards.length > 1 && 'sm:grid-cols-2',
              cards.length > 2 && 'lg:grid-cols-3',
            )}
          >
            {cards.map((card) => (
              <li key={card.plan._id} className="flex">
                <PickerCard card={card} onSelect={() => void navigate(card.checkoutPath)} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  )
}

function PickerCard({ card, onSelect }: { card: PlanPickerCard<Plan>; onSelect: () => void }) {
  const nameId = useId()
  const { plan, highlight } = card
  return (
    <article
      aria-labelledby={nameId}
      className={cn(
        'relative flex w-full flex-col rounded-2xl border bg-white p-5 sm:p-6',
        highlight ? 'border-primary-600 shadow-lifted ring-1 ring-primary-600' : 'border-ink-200 shadow-soft',
      )}
    >
      {highlight ? (
        <p className="-mt-9 mb-3 self-start rounded-2xl bg-primary-600 px-3 py-1.5 text-xs font-semibold text-white shadow-soft">
          {highlight}
        </p>
      ) : null}
      <h3 id={nameId} className="font-display text-2xl text-ink-950">
        {plan.name}
      </h3>
      <p className="mt-3 text-2xl font-semibold tracking-tight text-ink-950">{card.priceLabel}</p>
      {card.taxNote ? <p className="mt-1 text-sm text-ink-600">{card.taxNote}</p> : null}
      <p className="mt-3 text-sm leading-relaxed text-ink-600">{plan.description}</p>
      {plan.features.length > 0 ? <CheckList items={plan.features} className="mt-5" /> : null}
      <div className="mt-auto pt-6">
        <Button
          className="w-full"
          variant={highlight ? 'primary' : 'outline'}
          aria-describedby={nameId}
          onClick={onSelect}
        >
          {card.actionLabel}
        </Button>
      </div>
    </article>
  )
}
