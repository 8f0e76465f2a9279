import { es, t } from '@sosiego/shared/messages/panel'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { subscriptionDate } from '../lib/my-subscription.ts'
import type { PlanAttention } from '../lib/plan-attention.ts'

/** The panel home's word about the plan when it needs the member (`planAttention`), with the way to act. */
export function PlanAttentionNote({
  attention,
  onChoosePlan,
}: {
  attention: PlanAttention
  onChoosePlan: () => void
}) {
  if (!attention) return null
  return (
    <Alert
      tone={attention.kind === 'renewalFailed' ? 'danger' : 'info'}
      role="region"
      aria-labelledby="plan-attention"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p id="plan-attention" className="font-semibold">
          {attention.kind === 'renewalFailed'
            ? es['panelHome.renewalFailed']
            : t('panelHome.trialEnds', { date: subscriptionDate(attention.endDate) })}
        </p>
        {attention.kind === 'renewalFailed' ? (
          <Button asChild size="sm" className="shrink-0 self-start sm:self-center">
            <Link to="/panel/suscripcion">{es['panelHome.renewalAction']}</Link>
          </Button>
        ) : (
          <Button size="sm" onClick={onChoosePlan} className="shrink-0 self-start sm:self-center">
            {es['panelHome.trialEndsAction']}
          </Button>
        )}
      </div>
    </Alert>
  )
}
