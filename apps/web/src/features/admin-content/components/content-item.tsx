import { es, t } from '@sosiego/shared/messages/back-office'
import { type LucideIcon, Pencil, Trash2 } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { cn } from '../../../lib/cn.ts'

/** A cover, or the kind's icon when the item has none or the image does not load (spec §2). */
export function CoverThumb({
  url,
  icon: Icon,
  className,
}: {
  url: string | undefined
  icon: LucideIcon
  className?: string
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const shown = url && failed !== url ? url : null
  return (
    <span
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-50 text-primary-700',
        className,
      )}
    >
      {shown ? (
        <img
          src={shown}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(shown)}
        />
      ) : (
        <Icon aria-hidden="true" className="size-7" data-testid="default-cover" />
      )}
    </span>
  )
}

type ContentItemProps = {
  name: string
  cover: ReactNode
  /** Lines under the name: category, theme, duration, description… */
  children?: ReactNode
  status: ReactNode
  actions?: ReactNode
  /** The name's heading level: h3 under a panel's h2, h2 straight under the page's h1 (Programas). */
  headingLevel?: 2 | 3
}

/** One row of a panel: its cover, name and details, then its status and actions. */
export function ContentItem({ name, cover, children, status, actions, headingLevel = 3 }: ContentItemProps) {
  const titleId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-ink-200 bg-white p-3 sm:p-4"
    >
      <div className="flex min-w-0 gap-3">
        {cover}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading id={titleId} className="font-medium break-words text-ink-950">
            {name}
          </Heading>
          {children}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        {status}
        {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
      </div>
    </article>
  )
}

/** 'Activo' / 'Inactivo' with its switch; read-only roles see it disabled. */
export function ActiveSwitch({
  name,
  isActive,
  disabled,
  onRequest,
}: {
  name: string
  isActive: boolean
  disabled: boolean
  onRequest: (next: boolean) => void
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={isActive}
        disabled={disabled}
        aria-label={t('adminContent.statusOf', { name })}
        onCheckedChange={onRequest}
      />
      <span className={cn('text-sm font-medium', isActive ? 'text-success-700' : 'text-ink-600')}>
        {isActive ? es['adminContent.active'] : es['adminContent.inactive']}
      </span>
    </div>
  )
}

/** Edit and delete, for admins only (decision 034). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  children?: ReactNode
}) {
  return (
    <>
      {children}
      <Button variant="ghost" size="icon" aria-label={t('adminContent.editItem', { name })} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('adminContent.deleteItem', { name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4 text-danger-600" />
      </Button>
    </>
  )
}
