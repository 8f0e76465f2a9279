import { SEARCH_MAX_LENGTH } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/common'
import { Search } from 'lucide-react'
import { type ComponentProps, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { inputClasses } from './input.tsx'

/**
 * A search box with its magnifier; the caller gives it a label (visible `<label>` or `aria-label`).
 * It takes at most what the API's lists accept, and says so once the text reaches it (a pasted page
 * is cut there instead of failing the request).
 */
export function SearchInput({
  className,
  value,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'maxLength'>) {
  const noteId = useId()
  const full = typeof value === 'string' && value.length >= SEARCH_MAX_LENGTH
  return (
    <div>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-500"
        />
        <input
          type="search"
          className={cn(inputClasses, 'pl-9', className)}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          aria-describedby={full ? noteId : undefined}
          {...props}
        />
      </div>
      {full ? (
        <p id={noteId} role="status" className="mt-1 text-xs text-ink-700">
          {es['search.tooLong']}
        </p>
      ) : null}
    </div>
  )
}
