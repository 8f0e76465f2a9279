import type { Habits } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { formatCount } from '../lib/format-progress.ts'

/** '35 de 60 min esta semana', or the days: the goal's progress in words. */
export function goalProgressText(habits: Habits): string | null {
  const goal = habits.weeklyGoal
  if (!goal) return null
  const values = { done: formatCount(habits.weeklyGoalDone ?? 0), target: formatCount(goal.target) }
  return goal.kind === 'days'
    ? t('panelHabits.goalProgressDays', values)
    : t('panelHabits.goalProgressMinutes', values)
}

/**
 * The weekly goal's progress as words and a bar (a progressbar named and valued for assistive
 * technology); nothing without a goal. Mi progreso and the home show the same one.
 */
export function WeeklyGoalBar({ habits, testId }: { habits: Habits; testId: string }) {
  const goal = habits.weeklyGoal
  const text = goalProgressText(habits)
  if (!goal || !text) return null
  const done = Math.min(habits.weeklyGoalDone ?? 0, goal.target)
  const reached = done >= goal.target
  return (
    <div className="flex flex-col gap-2" data-testid={testId}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-ink-800">
        <span className="font-medium tabular-nums">{text}</span>
        {reached ? (
          <span className="font-semibold text-success-700">{es['panelHabits.goalReached']}</span>
        ) : null}
      </p>
      <div
        role="progressbar"
        aria-label={es['panelHabits.goalBarLabel']}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className={reached ? 'h-full rounded-full bg-success-600' : 'h-full rounded-full bg-primary-600'}
          style={{ width: `${(done / goal.target) * 100}%` }}
        />
      </div>
    </div>
  )
}
