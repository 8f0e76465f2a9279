import { ChevronDown } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { inputClasses } from './input.tsx'

export type SelectProps = ComponentProps<'select'> & {
  /** Drawn over the left of the box, before the chosen option's text (decorative: hidden from screen readers). */
  icon?: ReactNode
  /** Sizes and places the box (the select fills it). */
  containerClassName?: string
}

/**
 * The app's one select: a native <select> (the phone's own picker, accessible as it comes, no
 * JavaScript of its own; issue 28) styled as the inputs, with a chevron drawn over its right side.
 * Give it an `id` matched by a <label htmlFor>, or an `aria-label`. Its <option>s are its children.
 */
export function Select({ icon, className, containerClassName, children, ...props }: SelectProps) {
  return (
    <div className={cn('relative', containerClassName)}>
      <select
        className={cn(
          inputClasses,
          'peer cursor-pointer appearance-none truncate pr-9 [&>option]:text-ink-900',
          icon ? 'pl-9' : null,
          className,
        )}
        {...props}
      >
        {children}
      </select>
      {icon ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center [&>svg]:size-4"
        >
          {icon}
        </span>
      ) : null}
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-600 peer-disabled:text-ink-400"
      />
    </div>
  )
}
