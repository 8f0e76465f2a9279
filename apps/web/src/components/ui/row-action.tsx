import type { LucideIcon } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button } from './button.tsx'

type RowActionProps = {
  icon: LucideIcon
  /** What the action is ('Editar'): shown on a card, a tooltip in a table. */
  label: string
  /** The action named for its item ('Editar a Marta Miembro'), for assistive technology. */
  name: string
  /** In a table row: an icon button, so the row stays one line high. */
  compact: boolean
  variant?: 'ghost' | 'outline'
  className?: string
  onClick: () => void
}

/** One action of a back-office list's row or card (Clientes, Reseñas). */
export function RowAction({
  icon: Icon,
  label,
  name,
  compact,
  variant = 'ghost',
  className,
  onClick,
}: RowActionProps) {
  return (
    <Button
      variant={variant}
      size={compact ? 'icon' : 'sm'}
      className={cn(compact && 'size-9', className)}
      onClick={onClick}
      aria-label={name}
      title={compact ? label : undefined}
    >
      <Icon aria-hidden="true" className="size-4" />
      {compact ? null : <span>{label}</span>}
    </Button>
  )
}
