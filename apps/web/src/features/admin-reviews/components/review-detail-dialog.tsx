import type { AdminReview } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Button } from '../../../components/ui/button.tsx'
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
import { StarRating } from '../../../components/ui/star-rating.tsx'
import { formatReviewDate, reviewAuthorName } from './review-format.ts'
import { ReviewStatusBadge } from './review-status-badge.tsx'

/** Clicking the user: the whole review with its dates (back-office spec, Reseñas). */
export function ReviewDetailDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && onClose()}>
      {review ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{es['adminReviews.detail.title']}</DialogTitle>
            <DialogDescription>{reviewAuthorName(review)}</DialogDescription>
          </DialogHeader>
          <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
            <DetailItem label={es['adminReviews.detail.user']}>{reviewAuthorName(review)}</DetailItem>
            <DetailItem label={es['adminReviews.detail.email']}>
              <span className="break-all">{review.userId.email}</span>
            </DetailItem>
            <DetailItem label={es['adminReviews.detail.rating']}>
              <StarRating rating={review.rating} />
            </DetailItem>
            <DetailItem label={es['adminReviews.detail.status']}>
              <ReviewStatusBadge status={review.status} />
            </DetailItem>
            {/* A <dl> holds its items directly (axe: definition-list), so the comment takes one cell. */}
            <DetailItem label={es['adminReviews.detail.comment']}>
              <span className="break-words whitespace-pre-line">{review.comment}</span>
            </DetailItem>
            <DetailItem label={es['adminReviews.detail.createdAt']}>
              {formatReviewDate(review.createdAt)}
            </DetailItem>
            <DetailItem label={es['adminReviews.detail.updatedAt']}>
              {formatReviewDate(review.updatedAt)}
            </DetailItem>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{es['adminReviews.detail.close']}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
