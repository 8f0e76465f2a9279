import { RefreshCw } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { Button } from './button.tsx'

type RefreshButtonProps = { label: string; fetching: boolean; onRefresh: () => void }

/** 'Actualizar': the icon turns, and the button waits, while the list is being fetched again. */
export function RefreshButton({ label, fetching, onRefresh }: RefreshButtonProps) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={fetching}>
      <RefreshCw aria-hidden="true" className={cn('size-4', fetching && 'animate-spin')} />
      <span>{label}</span>
    </Button>
  )
}
