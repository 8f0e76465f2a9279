import { es } from '@sosiego/shared/messages/common'
import { Alert } from './alert.tsx'
import { Button } from './button.tsx'
import { Spinner } from './spinner.tsx'

/** A list's first load: a spinner beside the text that says what is coming. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="flex items-center justify-center gap-3 py-16 text-ink-700" role="status">
      <Spinner className="size-6 text-primary-600" label={null} />
      <span>{text}</span>
    </div>
  )
}

type LoadErrorProps = { message: string; retryLabel: string; onRetry: () => void }

/** A list that could not load at all: why, and a button to ask again. */
export function LoadError({ message, retryLabel, onRetry }: LoadErrorProps) {
  return (
    <Alert tone="danger" role="alert">
      <p>{message}</p>
      <div>
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </Alert>
  )
}

/** A list with nothing to show (none at all, or none matching the filters). */
export function EmptyState({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center text-ink-700">
      {text}
    </p>
  )
}

/** What the stale-list notice reads of a list's query (TanStack Query's own fields). */
type ListQuery = { isError: boolean; data: unknown; isFetching?: boolean; refetch: () => unknown }

/**
 * Whether a list on screen is the browser's cached copy because its refresh failed: the query
 * failed, yet it still holds the data of an earlier answer.
 */
export function isShownFromCache(query: ListQuery): boolean {
  return query.isError && query.data !== undefined
}

/**
 * The back office's note above a list kept from the cache when its refresh failed: the spec's
 * 'Algunos datos pueden no estar en caché...' (back-office §8), and a way to ask again. Every
 * back-office list shows it; a list that never loaded shows its load error instead.
 */
export function StaleListNotice({ query }: { query: ListQuery }) {
  if (!isShownFromCache(query)) return null
  return (
    <Alert role="status">
      <p>{es['admin.staleCache']}</p>
      <div>
        <Button variant="outline" size="sm" disabled={query.isFetching} onClick={() => void query.refetch()}>
          {es['admin.staleCacheRetry']}
        </Button>
      </div>
    </Alert>
  )
}
