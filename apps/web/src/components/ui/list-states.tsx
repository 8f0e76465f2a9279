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
