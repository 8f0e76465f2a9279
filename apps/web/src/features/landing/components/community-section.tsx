import { es, type SiteKey } from '@sosiego/shared/messages/site'
import type { LucideIcon } from 'lucide-react'
import { Mountain, Presentation, Users } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'
import { Deferred, lazyNamed } from '../../../lib/deferred.tsx'

export type CommunityCard = { icon: LucideIcon; title: SiteKey; summary: SiteKey; details: SiteKey }

const CommunityDialog = lazyNamed(() => import('./community-dialog.tsx'), 'CommunityDialog')

const cards: CommunityCard[] = [
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
  const [openCard, setOpenCard] = useState<CommunityCard | null>(null)
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
          {cards.map((card) => {
            const { icon: Icon, title, summary } = card
            return (
              <li key={title} className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-soft sm:p-8">
                <Icon aria-hidden="true" className="size-8 text-primary-700" />
                <h3 className="font-display text-2xl tracking-wide text-ink-950">{es[title]}</h3>
                <p className="flex-1 leading-relaxed text-ink-700">{es[summary]}</p>
                <Button
                  variant="outline"
                  className="self-start"
                  aria-label={`${es['community.more']}: ${es[title]}`}
                  aria-haspopup="dialog"
                  onClick={() => setOpenCard(card)}
                >
                  {es['community.more']}
                </Button>
              </li>
            )
          })}
        </ul>
        <Deferred when={openCard !== null}>
          <CommunityDialog card={openCard} onClose={() => setOpenCard(null)} />
        </Deferred>
      </div>
    </section>
  )
}
