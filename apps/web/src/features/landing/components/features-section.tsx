import { es, type SiteKey } from '@sosiego/shared/messages/site'
import { Languages, type LucideIcon, Smartphone, Sparkles } from 'lucide-react'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'

const features: { icon: LucideIcon; title: SiteKey; text: SiteKey }[] = [
  { icon: Languages, title: 'features.guided.title', text: 'features.guided.text' },
  { icon: Smartphone, title: 'features.anywhere.title', text: 'features.anywhere.text' },
  { icon: Sparkles, title: 'features.personal.title', text: 'features.personal.text' },
]

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-20 px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" title={es['features.title']} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-soft sm:p-8">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="font-display text-2xl text-ink-950">{es[title]}</h3>
              <p className="leading-relaxed text-ink-700">{es[text]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
