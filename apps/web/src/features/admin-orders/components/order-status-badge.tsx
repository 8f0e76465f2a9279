import type { PaymentRecord } from '@sosiego/shared'
import { Badge } from '../../../components/ui/badge.tsx'
import { orderStatusLabel } from '../lib/order-format.ts'

const tones = {
  completed: 'success',
  intent_created: 'primary',
  expired: 'neutral',
  failed: 'danger',
  canceled: 'accent',
} as const

export function OrderStatusBadge({ status }: { status: PaymentRecord['status'] }) {
  return <Badge tone={tones[status] ?? 'neutral'}>{orderStatusLabel(status)}</Badge>
}
