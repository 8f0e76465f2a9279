import { es, reviewMinListeningSeconds } from '@sosiego/shared'
import { useQueryClient } from '@tanstack/react-query'
import { MessageSquareQuote } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'
import { getListeningTotal, listeningTotalQueryKey } from '../api/get-listening-total.ts'
import { useMyReview } from '../api/get-my-review.ts'

const ReviewDialog = lazyNamed(() => import('./review-dialog.tsx'), 'ReviewDialog')
const MoreTimeDialog = lazyNamed(() => import('./more-time-dialog.tsx'), 'MoreTimeDialog')

/**
 * Meditaciones' 'Dejar una reseña' / 'Actualizar reseña'. Without a review yet, the member's counted
 * listening is asked first: under 5 hours the button opens '¡Necesitas más tiempo!' (the server
 * checks it again on sending).
 */
export function ReviewButton() {
  const mine = useMyReview()
  const queryClient = useQueryClient()
  const [formOpen, setFormOpen] = useState(false)
  const [missingFor, setMissingFor] = useState<number | null>(null)
  const [checking, setChecking] = useState(false)
  const review = mine.data?.data ?? null
  const removed = mine.data?.removed ?? false

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
    <>
      <Button variant="outline" onClick={() => void open()} loading={checking || mine.isPending}>
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {es[review ? 'reviews.button.update' : 'reviews.button.create']}
      </Button>
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
    </>
  )
}
