import {
  createReviewBodySchema,
  type OwnReview,
  reviewCommentMaxLength,
  reviewCommentSchema,
} from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useId, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import { Field, inputClasses } from '../../../components/ui/input.tsx'
import { cn } from '../../../lib/cn.ts'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { listenedSecondsOfRefusal, useSaveReview } from '../api/save-review.ts'
import { StarPicker } from './star-picker.tsx'

type ReviewDialogProps = {
  open: boolean
  /** The member's review when updating; null when writing the first. */
  review: OwnReview | null
  /** Staff deleted the member's review: it cannot be written again. */
  removed: boolean
  onClose: () => void
  /** The server refused for lack of listening: the caller shows '¡Necesitas más tiempo!'. */
  onNeedMoreTime: (listenedSeconds: number) => void
}

/** 'Dejar una reseña' / 'Actualizar reseña' (public spec §2, §5). Keyed by the review, so it loads it. */
export function ReviewDialog({ open, review, removed, onClose, onNeedMoreTime }: ReviewDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>
            {es[review ? 'reviews.dialog.updateTitle' : 'reviews.dialog.createTitle']}
          </DialogTitle>
          <DialogDescription>{es['reviews.dialog.description']}</DialogDescription>
        </DialogHeader>
        {removed ? (
          <>
            <Alert tone="danger" className="mt-5">
              <p>{es['reviews.removed']}</p>
            </Alert>
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                {es['reviews.dialog.close']}
              </Button>
            </DialogFooter>
          </>
        ) : (
          <ReviewForm
            key={review?._id ?? 'new'}
            review={review}
            onDone={onClose}
            onNeedMoreTime={onNeedMoreTime}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function ReviewForm({
  review,
  onDone,
  onNeedMoreTime,
}: {
  review: OwnReview | null
  onDone: () => void
  onNeedMoreTime: (listenedSeconds: number) => void
}) {
  const [rating, setRating] = useState<number | null>(review?.rating ?? null)
  const [comment, setComment] = useState(review?.comment ?? '')
  const [commentTouched, setCommentTouched] = useState(false)
  const save = useSaveReview()
  const commentId = useId()
  const counterId = useId()
  const errorId = useId()

  const valid = createReviewBodySchema.safeParse({ rating, comment })
  const commentCheck = reviewCommentSchema.safeParse(comment)
  const commentError =
    commentTouched && !commentCheck.success ? commentCheck.error.issues[0]?.message : undefined

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!valid.success) return
    save.mutate(
      { existingId: review?._id ?? null, body: valid.data },
      {
        onSuccess: () => {
          notify.success(es[review ? 'reviews.updated' : 'reviews.created'])
          onDone()
        },
        onError: (error) => {
          const listened = listenedSecondsOfRefusal(error)
          if (listened !== null) {
            onDone()
            onNeedMoreTime(listened)
            return
          }
          toastError(error, es['reviews.submitFailed'])
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5">
      {review ? (
        <Alert tone={review.status === 'hidden' ? 'danger' : 'info'}>
          <p>
            {es[review.status === 'hidden' ? 'reviews.dialog.hiddenNotice' : 'reviews.dialog.activeNotice']}
          </p>
        </Alert>
      ) : null}
      <StarPicker value={rating} onChange={setRating} />
      {rating === null ? <p className="-mt-3 text-sm text-ink-600">{es['reviews.ratingInvalid']}</p> : null}
      <Field id={commentId} label={es['reviews.dialog.comment']}>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          onBlur={() => setCommentTouched(true)}
          maxLength={reviewCommentMaxLength}
          rows={3}
          placeholder={es['reviews.dialog.commentPlaceholder']}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={cn(counterId, commentError && errorId)}
          className={cn(inputClasses, 'h-auto resize-none py-2.5')}
        />
        <div className="flex items-start justify-between gap-3 text-sm">
          <p id={errorId} className="text-danger-700" role={commentError ? 'alert' : undefined}>
            {commentError ?? ''}
          </p>
          <p id={counterId} className="shrink-0 text-ink-600 tabular-nums" aria-live="polite">
            {t('reviews.dialog.counter', { count: comment.length })}
          </p>
        </div>
      </Field>
      <DialogFooter className="mt-1 sm:flex-row-reverse">
        <Button type="submit" disabled={!valid.success} loading={save.isPending}>
          {save.isPending ? es['reviews.dialog.submitting'] : es['reviews.dialog.submit']}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          {es['reviews.dialog.cancel']}
        </Button>
      </DialogFooter>
    </form>
  )
}
