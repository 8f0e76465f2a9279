import { es, type SiteKey } from '@sosiego/shared/messages/site'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'

// The spec's marketing figures (§1).
const stats: { value: string; label: SiteKey }[] = [
  { value: '200', label: 'about.statMeditations' },
  { value: '+3.000', label: 'about.statPeople' },
  { value: '2021', label: 'about.statFounded' },
  { value: '+4', label: 'about.statTopics' },
]

export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-5xl">
        <SectionHeading id="about-title" title={es['about.title']}>
          <p className="text-lg leading-relaxed text-pretty text-ink-700">{es['about.text']}</p>
        </SectionHeading>
        <dl className="mt-14 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse justify-end gap-1 rounded-xl border border-sand-200 bg-white p-5 text-center shadow-soft sm:p-6"
            >
              <dt className="text-sm text-ink-600">{es[stat.label]}</dt>
              <dd className="font-display text-4xl text-primary-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
