import { maxRating, t } from '@sosiego/shared'
import { Star } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'

/** 1-5 stars, read as '4 de 5 estrellas'. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={t('testimonials.stars', { rating })} className="flex gap-0.5">
      {Array.from({ length: maxRating }, (_, index) => (
        <Star
          // biome-ignore lint/suspicious/noArrayIndexKey: the five stars never reorder
          key={index}
          aria-hidden="true"
          className={cn(
            'size-4',
            index < rating ? 'fill-sand-400 text-sand-500' : 'fill-ink-100 text-ink-300',
          )}
        />
      ))}
    </span>
  )
}
