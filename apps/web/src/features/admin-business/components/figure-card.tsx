import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'
import type { Change } from '../lib/format.ts'
import { Box, type Status } from './box.tsx'

type FigureCardProps = {
  title: string
  status: Status
  /** The figure as it reads ('1.234,50 €', '12,5 %'); undefined while it loads. */
  value: string | undefined
  change: Change | undefined
  hint?: ReactNode
}

/** One figure of the period, with its change against the previous period in words and an arrow. */
export function FigureCard({ title, status, value, change, hint }: FigureCardProps) {
  return (
    <Box title={title} status={value === undefined ? status : 'ready'}>
      {value !== undefined && change ? (
        <div className="flex flex-col gap-1">
          <p className="font-display text-3xl text-ink-950 tabular-nums">{value}</p>
          <ChangeLine change={change} />
          {hint ? <p className="text-xs text-ink-600">{hint}</p> : null}
        </div>
      ) : null}
    </Box>
  )
}

export function ChangeLine({ change }: { change: Change }) {
  const Icon =
    change.direction === 'up' ? ArrowUpRight : change.direction === 'down' ? ArrowDownRight : ArrowRight
  return (
    <p
      className={cn(
        'flex items-center gap-1 text-sm',
        change.tone === 'good' && 'text-success-700',
        change.tone === 'bad' && 'text-danger-700',
        change.tone === 'neutral' && 'text-ink-600',
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>{change.text}</span>
    </p>
  )
}
