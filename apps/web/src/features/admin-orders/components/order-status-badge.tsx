import type { PaymentRecord } from '@sosiego/shared'
import { Badge } from '../../../components/ui/badge.tsx'
import { orderKindLabel, orderStatusLabel } from '../lib/order-format.ts'

const tones = {
  completed: 'success',
  intent_created: 'primary',
  expired: 'neutral',
  failed: 'danger',
  canceled: 'accent',
  refunded: 'accent',
} as const

/**
 * The order's status; for a subscription event (issue 18: renewal, cancelled or resumed renewal, end,
 * withdrawal) what happened, so staff read cancellations, withdrawals and refunds at a glance.
 */
export function OrderStatusBadge({
  status,
  kind = 'purchase',
}: {
  status: PaymentRecord['status']
  kind?: PaymentRecord['kind']
}) {
  const label = orderStatusLabel(status)
  return (
    <Badge tone={tones[status] ?? 'neutral'}>
      {kind === 'purchase' ? label : `${orderKindLabel(kind)} · ${label}`}
    </Badge>
  )
}
