import type { Progress } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Flame, Trophy } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LoadError, LoadingState } from '../../../components/ui/list-states.tsx'
import { cn } from '../../../lib/cn.ts'
import { useProgress } from '../api/get-progress.ts'
import { formatCount, formatDays, formatMinutes } from '../lib/format-progress.ts'
import { HabitsSection } from './habits-section.tsx'
import { ListeningCalendar } from './listening-calendar.tsx'
import { card, Section } from './progress-section.tsx'

/** One figure with its label, as a term and its value. */
function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-ink-50 p-3 sm:p-4">
      <dt className="text-sm text-ink-700">{label}</dt>
      <dd className="font-display text-2xl text-ink-950 tabular-nums sm:text-3xl" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

/** The current and longest streak, and what keeps it: only for a member who shows it (issue 31). */
function StreakSection({ progress }: { progress: Progress }) {
  const { seconds, streak } = progress
  const minMinutes = Math.round(streak.minSeconds / 60)
  // The run is alive but today has not reached the minimum yet: say what keeps it.
  // Today a rest day (the streak's day, the service's): the run is kept without listening.
  const resting = progress.habits.restDays.includes(progress.today)
  const todayMissing = streak.current > 0 && seconds.today < streak.minSeconds && !resting
  return (
    <Section id="progress-streaks" title={es['progress.streakHeading']}>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1 rounded-xl bg-primary-50 p-3 sm:p-4">
          <dt className="flex items-center gap-2 text-sm text-ink-700">
            <Flame aria-hidden="true" className="size-4 text-primary-700" />
            {es['progress.currentStreak']}
          </dt>
          <dd className="font-display text-2xl text-ink-950 sm:text-3xl" data-testid="current-streak">
            {formatDays(streak.current)}
          </dd>
        </div>
        <div className="flex flex-col gap-1 rounded-xl bg-ink-50 p-3 sm:p-4">
          <dt className="flex items-center gap-2 text-sm text-ink-700">
            <Trophy aria-hidden="true" className="size-4 text-ink-700" />
            {es['progress.longestStreak']}
          </dt>
          <dd className="font-display text-2xl text-ink-950 sm:text-3xl" data-testid="longest-streak">
            {formatDays(streak.longest)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-ink-700">
        {resting && streak.current > 0
          ? es['panelHabits.streakResting']
          : todayMissing
            ? t('progress.streakKeep', { minutes: minMinutes })
            : t('progress.streakRule', { minutes: minMinutes })}
      </p>
    </Section>
  )
}

function ProgressContent({ progress }: { progress: Progress }) {
  const { seconds, streak, habits } = progress
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      {habits.showStreak ? <StreakSection progress={progress} /> : null}
      <Section id="progress-minutes" title={es['progress.minutesHeading']}>
        <dl className="grid grid-cols-2 gap-3">
          <Figure label={es['progress.today']} value={formatMinutes(seconds.today)} testId="minutes-today" />
          <Figure label={es['progress.week']} value={formatMinutes(seconds.week)} testId="minutes-week" />
          <Figure label={es['progress.month']} value={formatMinutes(seconds.month)} testId="minutes-month" />
          <Figure label={es['progress.total']} value={formatMinutes(seconds.total)} testId="minutes-total" />
        </dl>
      </Section>
      <Section id="progress-calendar" title={es['progress.calendarHeading']}>
        <p className="mb-4 text-sm text-ink-700">{es['progress.calendarLegend']}</p>
        <ListeningCalendar
          calendar={progress.calendar}
          today={progress.today}
          minSeconds={streak.minSeconds}
          restDays={habits.restDays}
          showStreak={habits.showStreak}
        />
      </Section>
      {/* Without the streak's card this one takes the whole row, so the grid has no hole. */}
      <section
        aria-label={es['progress.sessionsCompleted']}
        className={cn(card, !habits.showStreak && 'lg:col-span-2')}
      >
        <dl className={cn('grid gap-3 sm:grid-cols-1', !habits.showStreak && 'lg:grid-cols-3')}>
          <Figure
            label={es['progress.sessionsCompleted']}
            value={formatCount(progress.sessionsCompleted)}
            testId="sessions-completed"
          />
          <Figure
            label={es['progress.favouriteCategory']}
            value={progress.favouriteCategory?.name ?? es['progress.none']}
            testId="favourite-category"
          />
          <Figure
            label={es['progress.favouriteTheme']}
            value={progress.favouriteTheme?.name ?? es['progress.none']}
            testId="favourite-theme"
          />
        </dl>
      </section>
      <HabitsSection progress={progress} />
    </div>
  )
}

/**
 * The page's top and column: drawn alone while the session is checked (the frame the server
 * pre-renders, issue 28), then with the way on to Meditaciones and the figures.
 */
export function ProgressFrame({ action, children }: { action?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="font-display text-4xl leading-tight text-ink-950">{es['progress.title']}</h1>
          <p className="text-ink-700">{es['progress.intro']}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  )
}

/** /panel/progreso (issue 17): the member's listening time, streaks and the last 12 weeks. */
export function ProgressPage({ canListen }: { canListen: boolean }) {
  const progress = useProgress()
  return (
    <ProgressFrame
      action={
        canListen ? (
          <Link
            to="/panel/meditaciones"
            className="inline-flex items-center justify-center self-start rounded-full bg-primary-700 px-5 py-2.5 font-semibold text-white hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 sm:self-auto"
          >
            {es['progress.goMeditations']}
          </Link>
        ) : null
      }
    >
      {progress.isError ? (
        <LoadError
          message={progress.error.message || es['progress.failed']}
          retryLabel={es['progress.retry']}
          onRetry={() => void progress.refetch()}
        />
      ) : progress.isPending ? (
        <LoadingState text={es['progress.loading']} />
      ) : (
        <ProgressContent progress={progress.data} />
      )}
    </ProgressFrame>
  )
}
