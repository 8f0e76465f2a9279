import { missingListeningText } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Hourglass } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'

/** '¡Necesitas más tiempo!': under 5 hours of counted listening, with how much is still missing. */
export function MoreTimeDialog({
  listenedSeconds,
  onClose,
}: {
  /** Null: closed. */
  listenedSeconds: number | null
  onClose: () => void
}) {
  return (
    <Dialog open={listenedSeconds !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <Hourglass aria-hidden="true" className="size-10 text-primary-600" />
          <DialogTitle>{es['reviews.moreTime.title']}</DialogTitle>
          <DialogDescription>
            {t('reviews.moreTime.text', { missing: missingListeningText(listenedSeconds ?? 0) })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onClose}>{es['reviews.moreTime.ok']}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
