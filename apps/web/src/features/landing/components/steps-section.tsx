import { es, type SiteKey } from '@sosiego/shared/messages/site'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'

const steps: { title: SiteKey; text: SiteKey }[] = [
  { title: 'steps.one.title', text: 'steps.one.text' },
  { title: 'steps.two.title', text: 'steps.two.text' },
  { title: 'steps.three.title', text: 'steps.three.text' },
]

export function StepsSection() {
  return (
    <section id="pasos" aria-labelledby="steps-title" className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-24">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="steps-title" title={es['steps.title']} />
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col items-center gap-3 text-center">
              <span
                aria-hidden="true"
                className="flex size-14 items-center justify-center rounded-full bg-primary-700 font-display text-2xl text-white"
              >
                {index + 1}
              </span>
              <h3 className="font-display text-2xl text-ink-950">{es[step.title]}</h3>
              <p className="max-w-xs leading-relaxed text-ink-700">{es[step.text]}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
