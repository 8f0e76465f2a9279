import type { Progress } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { Flame, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '../../../lib/cn.ts'
import { formatDays, formatMinutes } from '../lib/format-progress.ts'
import { WeeklyGoalBar } from './weekly-goal-bar.tsx'

/**
 * The panel home's glance at Mi progreso (issue 30): this week's minutes and the current streak,
 * unless the member hides it, and their weekly goal's bar when they have one (issue 31).
 */
export function WeekSummary({ progress }: { progress: Progress }) {
  const { showStreak } = progress.habits
  return (
    <section
      aria-labelledby="week-summary"
      className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 shadow-soft"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="week-summary" className="font-display text-2xl text-ink-950">
          {es['panelHome.week']}
        </h2>
        <Link
          to="/panel/progreso"
          className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          {es['panelHome.seeProgress']}
        </Link>
      </div>
      <dl className={cn('grid gap-3', showStreak && 'grid-cols-2')}>
        <div className="flex flex-col gap-1 rounded-xl bg-ink-50 p-3">
          <dt className="flex items-center gap-2 text-sm text-ink-700">
            <Timer aria-hidden="true" className="size-4" />
            {es['panelHome.weekMinutes']}
          </dt>
          <dd className="font-display text-2xl text-ink-950 tabular-nums" data-testid="home-week-minutes">
            {formatMinutes(progress.seconds.week)}
          </dd>
        </div>
        {showStreak ? (
          <div className="flex flex-col gap-1 rounded-xl bg-primary-50 p-3">
            <dt className="flex items-center gap-2 text-sm text-ink-700">
              <Flame aria-hidden="true" className="size-4 text-primary-700" />
              {es['panelHome.streak']}
            </dt>
            <dd className="font-display text-2xl text-ink-950" data-testid="home-streak">
              {formatDays(progress.streak.current)}
            </dd>
          </div>
        ) : null}
      </dl>
      <WeeklyGoalBar habits={progress.habits} testId="home-goal" />
    </section>
  )
}
