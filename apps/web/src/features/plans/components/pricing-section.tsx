import type { Plan } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { Sparkles } from 'lucide-react'
import { useNavigate } from 'react-router'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePlans } from '../api/get-plans.ts'
import { type PlanButtonUser, planButtonState } from '../lib/plan-button.ts'
import { PlanCard } from './plan-card.tsx'

const maxPlansShown = 4

/** Shortest first (spec §2); equal durations keep the catalogue's own order. */
function landingPlans(plans: Plan[]): Plan[] {
  return plans
    .toSorted((a, b) => a.durationDays - b.durationDays || a.order - b.order)
    .slice(0, maxPlansShown)
}

type PricingSectionProps = {
  user: PlanButtonUser | null
  /** Called for anonymous visitors, with the path to return to once they have an account. */
  onRequireAccount: (redirectPath: string) => void
}

export function PricingSection({ user, onRequireAccount }: PricingSectionProps) {
  const navigate = useNavigate()
  // A failed load leaves `data` undefined: the section shows no plans (the query cache logs it).
  const { data, isPending } = usePlans()
  const plans = landingPlans(data ?? [])

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-5 sm:px-8">
        <SectionHeading id="pricing-title" title={es['pricing.title']}>
          <p className="inline-flex items-center gap-2 rounded-full bg-sand-100 px-4 py-2 text-sm font-medium text-sand-800">
            <Sparkles aria-hidden="true" className="size-4 shrink-0" />
            {es['pricing.banner']}
          </p>
        </SectionHeading>

        {isPending ? (
          <p role="status" className="mt-14 flex items-center justify-center gap-3 text-ink-600">
            <Spinner label={null} className="text-primary-600" />
            {es['pricing.loading']}
          </p>
        ) : plans.length === 0 ? (
          <p className="mt-14 text-center text-ink-600">{es['pricing.empty']}</p>
        ) : (
          <ul className="mt-16 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {plans.map((plan) => {
              const button = planButtonState(plan, user)
              const select = () =>
                button.action.kind === 'accountModal'
                  ? onRequireAccount(button.action.redirectPath)
                  : navigate(button.action.path)
              return (
                <li key={plan._id}>
                  <PlanCard plan={plan} button={button} onSelect={select} />
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
