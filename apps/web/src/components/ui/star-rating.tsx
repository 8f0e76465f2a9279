import { t } from '@sosiego/shared/messages/common'
import { Star } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { maxRating } from '../../lib/review-card.ts'

/** A 1-5 rating drawn as stars and read as one image, '4 de 5 estrellas'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={t('testimonials.stars', { rating })} className="flex gap-0.5">
      {Array.from({ length: maxRating }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-sand-400 text-sand-400' : 'fill-ink-200 text-ink-300',
          )}
        />
      ))}
    </span>
  )
}
