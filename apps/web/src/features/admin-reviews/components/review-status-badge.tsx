import type { ReviewStatus } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Badge } from '../../../components/ui/badge.tsx'

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge tone={status === 'active' ? 'success' : 'neutral'}>
      {es[status === 'active' ? 'adminReviews.status.active' : 'adminReviews.status.hidden']}
    </Badge>
  )
}
