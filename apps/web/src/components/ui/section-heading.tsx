import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

type SectionHeadingProps = {
  id: string
  title: string
  children?: ReactNode
  className?: string
}

/** The heading block every landing section opens with; `id` labels the section. */
export function SectionHeading({ id, title, children, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto flex max-w-2xl flex-col items-center gap-4 text-center', className)}>
      <h2 id={id} className="font-display text-4xl leading-tight text-ink-950 sm:text-5xl">
        {title}
      </h2>
      {children}
    </div>
  )
}
