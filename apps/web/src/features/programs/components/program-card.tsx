import type { ProgramSummary } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { CircleCheck, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '../../../components/ui/badge.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { levelLabel, paceLabel, programCover, programLength } from '../lib/format-program.ts'

export const programPath = (program: Pick<ProgramSummary, '_id'>) =>
  `/panel/programas/${encodeURIComponent(program._id)}`

/** The cover, or a calm gradient; its box has a fixed ratio so nothing moves when the image arrives. */
export function ProgramCover({
  program,
  className,
  eager = false,
}: {
  program: ProgramSummary
  className?: string
  /** Near the top of its page (the home, the test's results): fetched at once, not when scrolled to. */
  eager?: boolean
}) {
  const url = programCover(program)
  return url ? (
    <img
      src={url}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      className={cn('aspect-[16/9] w-full object-cover', className)}
    />
  ) : (
    <div
      aria-hidden="true"
      className={cn(
        'flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-primary-100 via-sand-100 to-primary-200 text-primary-700',
        className,
      )}
    >
      <Sparkles className="size-8" />
    </div>
  )
}

/** '3 de 7 pasos hechos' with its bar, or 'Programa completado'. */
export function ProgramProgress({ program }: { program: ProgramSummary }) {
  const run = program.enrolment
  if (!run) return null
  if (run.completedOn)
    return (
      <p className="flex items-center gap-1.5 text-sm font-semibold text-success-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        {es['panelPrograms.completed']}
      </p>
    )
  const share = program.stepCount > 0 ? run.doneCount / program.stepCount : 0
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm text-ink-700">
        {t('panelPrograms.progress', { done: run.doneCount, total: program.stepCount })}
      </p>
      <span aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100">
        <span className="block h-full rounded-full bg-primary-600" style={{ width: `${share * 100}%` }} />
      </span>
    </div>
  )
}

/**
 * What the member's plan says about a program: nothing when they can follow it; 'Incluido en el plan
 * Full' with 'Mejorar plan' for a mini member; 'Adquirir plan' without a plan (both open the picker).
 */
export function ProgramAccessNote({
  program,
  onUpgrade,
  className,
}: {
  program: ProgramSummary
  onUpgrade: () => void
  className?: string
}) {
  if (program.access === 'open') return null
  const full = program.access === 'fullPlan'
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-2', className)}>
      <p className="text-sm font-semibold text-sand-800">
        {full ? es['panelPrograms.fullPlan'] : es['panelPrograms.noPlan']}
      </p>
      <Button size="sm" variant="outline" onClick={onUpgrade}>
        {full ? es['panelPrograms.upgrade'] : es['planPicker.acquire']}
      </Button>
    </div>
  )
}

type ProgramCardProps = {
  program: ProgramSummary
  onUpgrade: () => void
  /** The heading level in the page: the list's cards are h2, the home's h3, the test results' h4. */
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** Cover beside the text from the small breakpoint up (the home's single card). */
  row?: boolean
  /** The cover is fetched at once: the home's card, and the first of a list (its largest picture). */
  eager?: boolean
  className?: string
}

/**
 * A program as a card: cover, title (the link to its page, stretched over the card, so the card's
 * spoken name is the title it shows), level, pace, length, the member's progress, and what their
 * plan says about it (its button sits above the stretched link).
 */
export function ProgramCard({
  program,
  onUpgrade,
  headingLevel: Heading = 'h2',
  row = false,
  eager = row,
  className,
}: ProgramCardProps) {
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-soft transition-colors hover:border-primary-300',
        row && 'flex-row',
        className,
      )}
    >
      {/* In a row (the home, the test's results) the cover is a strip beside the text on a phone, not
          a picture the width of the screen above it: the card stays short and the page's first
          screen is not one image waiting for its data. */}
      <ProgramCover
        program={program}
        eager={eager}
        className={
          row ? 'aspect-auto w-24 shrink-0 self-stretch sm:aspect-[16/9] sm:w-64 sm:self-start' : undefined
        }
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-semibold text-ink-950">
          <Link
            to={programPath(program)}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary-600"
          >
            {program.title}
          </Link>
        </Heading>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Badge tone="primary">{levelLabel[program.level]}</Badge>
          </li>
          <li>
            <Badge tone="accent">{paceLabel[program.pace]}</Badge>
          </li>
        </ul>
        <p className="text-sm text-ink-700 tabular-nums">{programLength(program)}</p>
        <ProgramProgress program={program} />
        <ProgramAccessNote program={program} onUpgrade={onUpgrade} className="relative z-10 mt-auto" />
      </div>
    </article>
  )
}
