import type { PaymentRecord } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Badge } from './ui/badge.tsx'

export function orderStatusLabel(status: string): string {
  const key = `adminOrders.status.${status}` as keyof typeof es
  return key in es ? es[key] : status
}

/** What an order row records (issue 18): 'Compra', 'Renovación', 'Desistimiento'… */
export function orderKindLabel(kind: string): string {
  const key = `adminOrders.kind.${kind}` as keyof typeof es
  return key in es ? es[key] : kind
}

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
 * withdrawal) what happened, so staff read cancellations, withdrawals and refunds at a glance. Órdenes
 * and the member's billing in Clientes show orders with this one badge.
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
