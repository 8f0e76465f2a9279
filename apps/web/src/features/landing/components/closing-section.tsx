import { es } from '@sosiego/shared/messages/site'
import type { ReactNode } from 'react'

/** `actions`: the section's buttons (the home route's, an island on the landing page). */
export function ClosingSection({ actions }: { actions: ReactNode }) {
  return (
    <section
      id="empieza"
      aria-labelledby="closing-title"
      className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center">
        <h2
          id="closing-title"
          className="font-display text-4xl leading-tight text-balance text-ink-950 sm:text-5xl"
        >
          {es['closing.title']}
        </h2>
        <p className="max-w-xl text-lg leading-relaxed text-ink-700">{es['closing.text']}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{actions}</div>
      </div>
    </section>
  )
}
