import { type ComponentProps, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { SearchInput } from './search-input.tsx'

type SearchFieldProps = Omit<ComponentProps<typeof SearchInput>, 'id' | 'className'> & {
  label: string
  className?: string
}

/** A search box with its visible label above it; `className` sizes the pair. */
export function SearchField({ label, className, ...props }: SearchFieldProps) {
  const id = useId()
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <SearchInput id={id} {...props} />
    </div>
  )
}
