import { missingListeningText, reviewMinListeningSeconds } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageSquareQuote } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { getListeningTotal, listeningTotalQueryKey } from '../api/get-listening-total.ts'
import { useMyReview } from '../api/get-my-review.ts'

const ReviewDialog = lazyNamed(() => import('./review-dialog.tsx'), 'ReviewDialog')
const MoreTimeDialog = lazyNamed(() => import('./more-time-dialog.tsx'), 'MoreTimeDialog')

/**
 * Meditaciones' 'Dejar una reseña' / 'Actualizar reseña'. Without a review yet, the member's counted
 * listening is asked first: under 5 hours the button opens '¡Necesitas más tiempo!' (the server
 * checks it again on sending). What is still missing is written under the button before anyone
 * presses it (issue 28), in a line whose height is kept, so nothing below moves when it arrives.
 */
export function ReviewButton() {
  const mine = useMyReview()
  const queryClient = useQueryClient()
  const [formOpen, setFormOpen] = useState(false)
  const [missingFor, setMissingFor] = useState<number | null>(null)
  const [checking, setChecking] = useState(false)
  const hintId = useId()
  const review = mine.data?.data ?? null
  const removed = mine.data?.removed ?? false
  const listening = useQuery({
    queryKey: listeningTotalQueryKey,
    queryFn: ({ signal }) => getListeningTotal(signal),
    enabled: mine.isSuccess && !review && !removed,
  })
  const stillMissing =
    listening.data !== undefined && listening.data < reviewMinListeningSeconds
      ? t('reviews.stillMissing', { missing: missingListeningText(listening.data) })
      : null

  const open = async () => {
    if (review || removed) return setFormOpen(true)
    setChecking(true)
    try {
      const listened = await queryClient.fetchQuery({
        queryKey: listeningTotalQueryKey,
        queryFn: ({ signal }) => getListeningTotal(signal),
        staleTime: 0,
      })
      if (listened < reviewMinListeningSeconds) setMissingFor(listened)
      else setFormOpen(true)
    } catch {
      // The server decides on sending; the form opens.
      setFormOpen(true)
    } finally {
      setChecking(false)
    }
  }

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <Button
        variant="outline"
        onClick={() => void open()}
        loading={checking || mine.isPending}
        aria-describedby={stillMissing ? hintId : undefined}
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {es[review ? 'reviews.button.update' : 'reviews.button.create']}
      </Button>
      <p id={hintId} className="min-h-5 text-sm text-ink-700">
        {stillMissing}
      </p>
      <Deferred when={formOpen}>
        <ReviewDialog
          open={formOpen}
          review={review}
          removed={removed}
          onClose={() => setFormOpen(false)}
          onNeedMoreTime={setMissingFor}
        />
      </Deferred>
      <Deferred when={missingFor !== null}>
        <MoreTimeDialog listenedSeconds={missingFor} onClose={() => setMissingFor(null)} />
      </Deferred>
    </div>
  )
}
