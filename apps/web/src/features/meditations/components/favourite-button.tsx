import { t } from '@sosiego/shared/messages/panel'
import { Heart } from 'lucide-react'
import { cn } from '../../../lib/cn.ts'

type FavouriteButtonProps = {
  title: string
  favourite: boolean
  onToggle: () => void
  className?: string
}

/** The heart beside an item: a toggle button ('Añadir … a favoritos' / pressed when it is one). */
export function FavouriteButton({ title, favourite, onToggle, className }: FavouriteButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={favourite}
      aria-label={t(favourite ? 'favourites.remove' : 'favourites.add', { title })}
      onClick={(event) => {
        // Inside a clickable row: the heart must not also play the item.
        event.stopPropagation()
        onToggle()
      }}
      className={cn(
        'flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors hover:bg-primary-50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        favourite ? 'text-primary-700' : 'text-ink-600',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', favourite && 'fill-current')} />
    </button>
  )
}
