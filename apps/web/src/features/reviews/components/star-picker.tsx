import { es, t } from '@sosiego/shared/messages/panel'
import { Star } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { maxRating } from '../../../lib/review-card.ts'

/**
 * Five radio buttons drawn as stars: arrow keys move between them as in any radio group, and each
 * is read as '3 de 5 estrellas'.
 */
export function StarPicker({
  value,
  onChange,
}: {
  value: number | null
  onChange: (rating: number) => void
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink-800">{es['reviews.dialog.rating']}</legend>
      <div className="flex gap-1">
        {Array.from({ length: maxRating }, (_, index) => {
          const rating = index + 1
          const filled = value !== null && rating <= value
          return (
            <label key={rating} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="peer sr-only"
                aria-label={t('reviews.dialog.star', { rating })}
              />
              <span className="flex size-11 items-center justify-center rounded-full peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary-600 hover:bg-sand-100">
                <Star
                  aria-hidden="true"
                  className={cn('size-8', filled ? 'fill-sand-400 text-sand-500' : 'fill-white text-ink-400')}
                />
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
