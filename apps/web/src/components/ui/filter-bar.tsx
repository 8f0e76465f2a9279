import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from './button.tsx'

type FilterBarProps = {
  children: ReactNode
  /** 'Limpiar filtros', shown last while any filter is set. */
  clear?: { label: string; onClear: () => void } | null
  className?: string
}

/** The white box of search and filters above a list: stacked on a phone, in a row from md up. */
export function FilterBar({ children, clear, className }: FilterBarProps) {
  return (
    <search
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 md:flex-row md:items-end',
        className,
      )}
    >
      {children}
      {clear ? (
        <Button variant="ghost" onClick={clear.onClear} className="self-start md:self-end">
          <X aria-hidden="true" className="size-4" />
          {clear.label}
        </Button>
      ) : null}
    </search>
  )
}
