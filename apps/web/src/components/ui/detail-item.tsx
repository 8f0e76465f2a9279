import type { ReactNode } from 'react'

/** One labelled value in a details list (`<dl>`). */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  )
}
