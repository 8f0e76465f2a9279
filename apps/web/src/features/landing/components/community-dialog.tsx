import { es } from '@sosiego/shared/messages/site'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx'
import type { CommunityCard } from './community-section.tsx'

type CommunityDialogProps = { card: CommunityCard | null; onClose: () => void }

/** The detail of a community card (TALLER, SESIONES, RETIROS). */
export function CommunityDialog({ card, onClose }: CommunityDialogProps) {
  return (
    <Dialog open={card !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {card ? (
        <DialogContent>
          <DialogHeader>
            <card.icon aria-hidden="true" className="size-8 text-primary-700" />
            <DialogTitle>{es[card.title]}</DialogTitle>
            <DialogDescription>{es[card.summary]}</DialogDescription>
          </DialogHeader>
          <p className="mt-4 leading-relaxed text-ink-700">{es[card.details]}</p>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
