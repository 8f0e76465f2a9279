import { Search } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { inputClasses } from './input.tsx'

/** A search box with its magnifier; the caller gives it a label (visible `<label>` or `aria-label`). */
export function SearchInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
      />
      <input type="search" className={cn(inputClasses, 'pl-9', className)} {...props} />
    </div>
  )
}
