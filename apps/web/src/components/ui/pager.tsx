import { Button } from './button.tsx'

type PagerProps = {
  /** Names the navigation landmark ('Paginación de …'). */
  label: string
  page: number
  pages: number
  onPageChange: (page: number) => void
  /** 'Página N de M', written by the caller. */
  status: string
  previousLabel: string
  nextLabel: string
}

/** 'Anterior' / 'Página N de M' / 'Siguiente' below a paged list. */
export function Pager({ label, page, pages, onPageChange, status, previousLabel, nextLabel }: PagerProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {previousLabel}
      </Button>
      <p className="text-sm text-ink-700" aria-live="polite">
        {status}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {nextLabel}
      </Button>
    </nav>
  )
}
