import { es, type MessageKey } from '@sosiego/shared'
import type { LucideIcon } from 'lucide-react'
import { Mountain, Presentation, Users } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'

const cards: { icon: LucideIcon; title: MessageKey; summary: MessageKey; details: MessageKey }[] = [
  {
    icon: Presentation,
    title: 'community.workshop',
    summary: 'community.workshop.summary',
    details: 'community.workshop.details',
  },
  {
    icon: Users,
    title: 'community.sessions',
    summary: 'community.sessions.summary',
    details: 'community.sessions.details',
  },
  {
    icon: Mountain,
    title: 'community.retreats',
    summary: 'community.retreats.summary',
    details: 'community.retreats.details',
  },
]

export function CommunitySection() {
  return (
    <section
      id="comunidad"
      aria-labelledby="community-title"
      className="scroll-mt-20 bg-primary-50 px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="community-title" title={es['community.title']}>
          <p className="text-lg leading-relaxed text-pretty text-ink-700">{es['community.text']}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {cards.map(({ icon: Icon, title, summary, details }) => (
            <li key={title} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-soft sm:p-8">
              <Icon aria-hidden="true" className="size-8 text-primary-700" />
              <h3 className="font-display text-2xl tracking-wide text-ink-950">{es[title]}</h3>
              <p className="flex-1 leading-relaxed text-ink-700">{es[summary]}</p>
              <Dialog>
                <DialogTrigger asChild>
                  <Button
                    variant="outline"
                    className="self-start"
                    aria-label={`${es['community.more']}: ${es[title]}`}
                  >
                    {es['community.more']}
                  </Button>
                </DialogTrigger>
                <DialogContent>
                  <DialogHeader>
                    <Icon aria-hidden="true" className="size-8 text-primary-700" />
                    <DialogTitle>{es[title]}</DialogTitle>
                    <DialogDescription>{es[summary]}</DialogDescription>
                  </DialogHeader>
                  <p className="mt-4 leading-relaxed text-ink-700">{es[details]}</p>
                </DialogContent>
              </Dialog>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
