import { es } from '@sosiego/shared/messages/back-office'
import { ChevronRight } from 'lucide-react'
import type { Crumb } from '../lib/library-path.ts'

/** The folder trail; every step but the current folder opens its folder. */
export function FolderBreadcrumb({ crumbs, onOpen }: { crumbs: Crumb[]; onOpen: (path: string) => void }) {
  return (
    <nav aria-label={es['fileLibrary.breadcrumb']}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-ink-400" />
              ) : null}
              {current ? (
                <span aria-current="page" className="truncate px-1.5 py-1 font-semibold text-ink-900">
                  {crumb.label}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => onOpen(crumb.path)}
                  className="cursor-pointer truncate rounded-md px-1.5 py-1 font-medium text-primary-700 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  {crumb.label}
                </button>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
