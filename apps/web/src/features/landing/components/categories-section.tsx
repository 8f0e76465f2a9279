import { es, type SiteKey } from '@sosiego/shared/messages/site'
import { AudioLines, Flower2, GraduationCap, type LucideIcon, Timer } from 'lucide-react'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'

// The four tiles of spec §1, in its order.
const categories: { icon: LucideIcon; title: SiteKey; text: SiteKey; tone: string }[] = [
  {
    icon: Flower2,
    title: 'categories.meditations',
    text: 'categories.meditations.text',
    tone: 'bg-primary-100',
  },
  {
    icon: AudioLines,
    title: 'categories.soundHealing',
    text: 'categories.soundHealing.text',
    tone: 'bg-sand-100',
  },
  { icon: Timer, title: 'categories.short', text: 'categories.short.text', tone: 'bg-sand-100' },
  {
    icon: GraduationCap,
    title: 'categories.masterclass',
    text: 'categories.masterclass.text',
    tone: 'bg-primary-100',
  },
]

export function CategoriesSection() {
  return (
    <section
      id="categorias"
      aria-labelledby="categories-title"
      className="scroll-mt-20 bg-white px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="categories-title" title={es['categories.title']}>
          <p className="text-lg leading-relaxed text-pretty text-ink-700">{es['categories.text']}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {categories.map(({ icon: Icon, title, text, tone }) => (
            <li key={title} className={`flex flex-col gap-3 rounded-2xl p-6 ${tone}`}>
              <Icon aria-hidden="true" className="size-8 text-primary-700" />
              <h3 className="font-display text-2xl text-ink-950">{es[title]}</h3>
              <p className="text-sm leading-relaxed text-ink-700">{es[text]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
