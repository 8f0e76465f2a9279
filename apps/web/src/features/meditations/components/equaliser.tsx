import { cn } from '../../../lib/cn.ts'

// Out of step, so the three bars never rise together; still, they stand at these heights.
const bars = [
  { delay: '0s', still: 0.55 },
  { delay: '-0.45s', still: 1 },
  { delay: '-0.8s', still: 0.75 },
]

/**
 * The 'Sonando' mark: three bars that rise and fall while the item sounds, and stand still when it is
 * paused (or when the member asked for less motion). Decoration: the words beside it say the state.
 */
export function Equaliser({ moving, className }: { moving: boolean; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex h-3 items-end gap-0.5', className)}>
      {bars.map((bar) => (
        <span
          key={bar.delay}
          className={cn(
            'h-full w-[3px] origin-bottom rounded-full bg-current',
            moving && 'motion-safe:animate-equalise',
          )}
          // The animation, while it runs, takes over the height.
          style={{ animationDelay: bar.delay, transform: `scaleY(${bar.still})` }}
        />
      ))}
    </span>
  )
}
