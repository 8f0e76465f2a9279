import { es } from '@sosiego/shared/messages/site'
import { CalendarHeart } from 'lucide-react'
import type { ReactNode } from 'react'

/** `action`: the section's button (the home route's, an island on the landing page). */
export function TrialSection({ action }: { action: ReactNode }) {
  return (
    <section
      id="prueba-gratuita"
      aria-labelledby="trial-title"
      className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-start gap-8 rounded-2xl bg-primary-800 p-8 text-primary-50 shadow-lifted sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="flex max-w-2xl flex-col gap-4">
          <CalendarHeart aria-hidden="true" className="size-8 text-sand-300" />
          <h2 id="trial-title" className="font-display text-3xl text-white sm:text-4xl">
            {es['trial.title']}
          </h2>
          <p className="text-base leading-relaxed text-primary-100 sm:text-lg">{es['trial.text']}</p>
        </div>
        {action}
      </div>
    </section>
  )
}
