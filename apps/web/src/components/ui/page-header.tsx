import type { ReactNode } from 'react'

type PageHeaderProps = {
  title: ReactNode
  /** The line under the title: what the page holds, or a count once the list has loaded. */
  description?: ReactNode
  /** Buttons beside the title from sm up, below it on a phone. */
  actions?: ReactNode
}

/** A back-office page's heading block. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-2">
        <h1 className="font-display text-4xl text-ink-950">{title}</h1>
        {description ? <p className="text-base text-ink-600">{description}</p> : null}
      </div>
      {/* Half the row at most, and not less: a long description wraps instead of stacking the buttons. */}
      {actions ? (
        <div className="flex flex-wrap gap-2 sm:max-w-1/2 sm:shrink-0 sm:justify-end">{actions}</div>
      ) : null}
    </header>
  )
}
