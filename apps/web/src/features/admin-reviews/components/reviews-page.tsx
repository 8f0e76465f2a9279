import type { AdminReview } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Eye, EyeOff, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { FilterBar } from '../../../components/ui/filter-bar.tsx'
import { EmptyState, LoadError, LoadingState, StaleListNotice } from '../../../components/ui/list-states.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { Pager } from '../../../components/ui/pager.tsx'
import { RowAction } from '../../../components/ui/row-action.tsx'
import { SearchField } from '../../../components/ui/search-field.tsx'
import { StarRating } from '../../../components/ui/star-rating.tsx'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { useSignedInUser } from '../../../lib/session-store.ts'
import { searchDelayMs, useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useWideScreen } from '../../../lib/use-wide-screen.ts'
import { adminReviewsPageSize, useAdminReviews } from '../api/get-admin-reviews.ts'
import { type ReviewAction, useModerateReview } from '../api/moderate-review.ts'
import { ReviewDetailDialog } from './review-detail-dialog.tsx'
import { formatReviewDate, reviewAuthorName } from './review-format.ts'
import { ReviewStatusBadge } from './review-status-badge.tsx'

const confirmTexts = {
  hide: {
    title: es['adminReviews.confirmHide.title'],
    text: es['adminReviews.confirmHide.text'],
    label: es['adminReviews.hide'],
    done: es['adminReviews.hidden'],
  },
  show: {
    title: es['adminReviews.confirmShow.title'],
    text: es['adminReviews.confirmShow.text'],
    label: es['adminReviews.show'],
    done: es['adminReviews.shown'],
  },
  delete: {
    title: es['adminReviews.confirmDelete.title'],
    text: es['adminReviews.confirmDelete.text'],
    label: es['adminReviews.delete'],
    done: es['adminReviews.deleted'],
  },
} as const

/**
 * /admin/reviews (back-office spec, Reseñas): paged and searched on the server. Admins hide, show
 * and delete, each after a confirmation; crmUser reads only (decision 055).
 */
export function ReviewsPage() {
  const user = useSignedInUser()
  const canModerate = user.role === 'admin'
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText, searchDelayMs)
  const [page, setPage] = useState(1)
  const [selected, setSelected] = useState<AdminReview | null>(null)
  const [pending, setPending] = useState<ReviewAction | null>(null)
  const reviews = useAdminReviews({ search, page })
  const moderate = useModerateReview()
  const wide = useWideScreen()

  const data = reviews.data
  const pages = data ? Math.max(1, Math.ceil(data.count / adminReviewsPageSize)) : 1
  // A delete on the last page may leave it empty: step back to the one before.
  useEffect(() => {
    if (data && page > pages) setPage(pages)
  }, [data, page, pages])

  const confirm = () => {
    if (!pending) return
    const texts = confirmTexts[pending.kind]
    moderate.mutate(pending, {
      onSuccess: () => notify.success(texts.done),
      onError: (error) => toastError(error, es['adminReviews.actionFailed']),
      onSettled: () => setPending(null),
    })
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={es['adminReviews.title']}
        description={data ? t('adminReviews.description', { count: data.count, total: data.total }) : null}
      />

      <FilterBar>
        <SearchField
          label={es['adminReviews.search']}
          className="flex-1"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value)
            setPage(1)
          }}
          placeholder={es['adminReviews.searchPlaceholder']}
        />
      </FilterBar>

      {canModerate ? null : (
        <Alert>
          <p>{es['adminReviews.readOnly']}</p>
        </Alert>
      )}

      <StaleListNotice query={reviews} />
      {reviews.isPending ? (
        <LoadingState text={es['adminReviews.loading']} />
      ) : reviews.isError && !data ? (
        <LoadError
          message={errorMessage(reviews.error, es['adminReviews.loadFailed'])}
          retryLabel={es['adminReviews.retry']}
          onRetry={() => void reviews.refetch()}
        />
      ) : !data || data.data.length === 0 ? (
        <EmptyState text={es['adminReviews.empty']} />
      ) : (
        <>
          {wide ? (
            <Table className="relative">
              <TableCaption className="sr-only">{es['adminReviews.caption']}</TableCaption>
              <TableHeader>
                <TableRow>
                  <TableHead>{es['adminReviews.column.user']}</TableHead>
                  <TableHead>{es['adminReviews.column.rating']}</TableHead>
                  <TableHead>{es['adminReviews.column.comment']}</TableHead>
                  <TableHead>{es['adminReviews.column.status']}</TableHead>
                  <TableHead>{es['adminReviews.column.createdAt']}</TableHead>
                  {canModerate ? (
                    <TableHead>
                      <span className="sr-only">{es['adminReviews.column.actions']}</span>
                    </TableHead>
                  ) : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.data.map((review) => (
                  <ReviewRow
                    key={review._id}
                    review={review}
                    canModerate={canModerate}
                    onOpen={() => setSelected(review)}
                    onAction={(kind) => setPending({ id: review._id, kind })}
                  />
                ))}
              </TableBody>
            </Table>
          ) : (
            // On a phone, as in Órdenes and Clientes: one card per review, the actions inside it.
            <ul aria-label={es['adminReviews.caption']} className="flex flex-col gap-3">
              {data.data.map((review) => (
                <ReviewCard
                  key={review._id}
                  review={review}
                  canModerate={canModerate}
                  onOpen={() => setSelected(review)}
                  onAction={(kind) => setPending({ id: review._id, kind })}
                />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <Pager
              label={es['adminReviews.pagination']}
              page={page}
              pages={pages}
              onPageChange={setPage}
              status={t('adminReviews.page', { page: Math.min(page, pages), pages })}
              previousLabel={es['adminReviews.previous']}
              nextLabel={es['adminReviews.next']}
            />
          ) : null}
        </>
      )}

      <ReviewDetailDialog review={selected} onClose={() => setSelected(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? confirmTexts[pending.kind].title : ''}
        description={pending ? confirmTexts[pending.kind].text : ''}
        confirmLabel={pending ? confirmTexts[pending.kind].label : ''}
        tone={pending?.kind === 'show' ? 'primary' : 'danger'}
        busy={moderate.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  )
}

type ReviewItemProps = {
  review: AdminReview
  canModerate: boolean
  onOpen: () => void
  onAction: (kind: ReviewAction['kind']) => void
}

/**
 * Ocultar/Mostrar and Eliminar. In the table they are icon buttons (named for the review, with the
 * label as a tooltip), so the six columns fit beside the sidebar at 1280 px; on a card, labelled.
 */
function ReviewActions({
  review,
  compact,
  onAction,
}: {
  review: AdminReview
  compact: boolean
  onAction: (kind: ReviewAction['kind']) => void
}) {
  const name = reviewAuthorName(review)
  const hidden = review.status === 'hidden'
  return (
    <div className="flex justify-end gap-2">
      <RowAction
        icon={hidden ? Eye : EyeOff}
        label={es[hidden ? 'adminReviews.show' : 'adminReviews.hide']}
        name={t(hidden ? 'adminReviews.showOf' : 'adminReviews.hideOf', { name })}
        compact={compact}
        variant={compact ? 'ghost' : 'outline'}
        onClick={() => onAction(hidden ? 'show' : 'hide')}
      />
      <RowAction
        icon={Trash2}
        label={es['adminReviews.delete']}
        name={t('adminReviews.deleteOf', { name })}
        compact={compact}
        className="text-danger-700 hover:bg-danger-50"
        onClick={() => onAction('delete')}
      />
    </div>
  )
}

function ReviewRow({ review, canModerate, onOpen, onAction }: ReviewItemProps) {
  const name = reviewAuthorName(review)
  return (
    <TableRow>
      <TableCell>
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('adminReviews.openOf', { name })}
          className="block w-36 cursor-pointer truncate text-left font-medium text-primary-800 underline-offset-4 hover:underline"
        >
          {name}
        </button>
      </TableCell>
      <TableCell>
        <StarRating rating={review.rating} />
      </TableCell>
      {/* The column that gives way: it takes what the others leave, two lines at most. */}
      <TableCell className="w-full">
        <p className="line-clamp-2 min-w-40 break-words text-ink-800">{review.comment}</p>
      </TableCell>
      <TableCell>
        <ReviewStatusBadge status={review.status} />
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatReviewDate(review.createdAt)}</TableCell>
      {canModerate ? (
        <TableCell>
          <ReviewActions review={review} compact onAction={onAction} />
        </TableCell>
      ) : null}
    </TableRow>
  )
}

/** One review on a phone: author (opens the detail), status, stars and date, the comment, the actions. */
function ReviewCard({ review, canModerate, onOpen, onAction }: ReviewItemProps) {
  const name = reviewAuthorName(review)
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-4 text-sm shadow-soft">
      <div className="flex items-start justify-between gap-3">
        <button
          type="button"
          onClick={onOpen}
          aria-label={t('adminReviews.openOf', { name })}
          className="min-w-0 cursor-pointer truncate text-left font-medium text-primary-800 underline-offset-4 hover:underline"
        >
          {name}
        </button>
        <ReviewStatusBadge status={review.status} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <span className="text-ink-600 tabular-nums">{formatReviewDate(review.createdAt)}</span>
      </div>
      <p className="line-clamp-3 break-words text-ink-800">{review.comment}</p>
      {canModerate ? <ReviewActions review={review} compact={false} onAction={onAction} /> : null}
    </li>
  )
}
