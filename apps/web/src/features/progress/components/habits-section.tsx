import { addCalendarDays, type Habits, type Progress, restDayRefusal, type WeeklyGoal } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Input } from '../../../components/ui/input.tsx'
import { Switch } from '../../../components/ui/switch.tsx'
import { errorMessage, toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { schemaModules, warmSchemas } from '../../../lib/shared-schemas.ts'
import { useSaveHabits, useSetRestDay } from '../api/habits.ts'
import { formatCount, formatDayShort } from '../lib/format-progress.ts'
import { Section } from './progress-section.tsx'
import { WeeklyGoalBar } from './weekly-goal-bar.tsx'

const part = 'flex flex-col gap-3 rounded-xl bg-ink-50 p-4'
const partHeading = 'text-lg font-semibold text-ink-950'

/**
 * 'Tus hábitos' in Mi progreso (issue 31, decision 111): 'Mostrar mi racha', a weekly goal and the
 * rest days. Each part saves on its own and the page takes the server's answer as it is.
 */
export function HabitsSection({ progress }: { progress: Progress }) {
  return (
    <Section id="progress-habits" title={es['panelHabits.heading']} className="lg:col-span-2">
      <p className="-mt-2 mb-4 text-sm text-ink-700">{es['panelHabits.intro']}</p>
      <div className="grid gap-4 lg:grid-cols-3">
        <StreakSwitch habits={progress.habits} />
        <WeeklyGoalForm habits={progress.habits} minMinutes={Math.round(progress.streak.minSeconds / 60)} />
        <RestDays progress={progress} />
      </div>
    </Section>
  )
}

function StreakSwitch({ habits }: { habits: Habits }) {
  const id = useId()
  const save = useSaveHabits()
  const change = (showStreak: boolean) =>
    save.mutate(
      { showStreak, weeklyGoal: habits.weeklyGoal },
      {
        onSuccess: () =>
          notify.success(showStreak ? es['panelHabits.streakShown'] : es['panelHabits.streakHidden']),
        onError: (error) => toastError(error, es['panelHabits.saveFailed']),
      },
    )
  return (
    <div className={part}>
      <div className="flex items-center justify-between gap-4">
        <label id={`${id}-label`} htmlFor={id} className={partHeading}>
          {es['panelHabits.showStreak']}
        </label>
        <Switch
          id={id}
          // Named by its label for every reader: HTML_CodeSniffer does not follow a <label for> to a button.
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          checked={habits.showStreak}
          disabled={save.isPending}
          onCheckedChange={change}
        />
      </div>
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {es['panelHabits.showStreakHint']}
      </p>
    </div>
  )
}

type GoalChoice = 'none' | WeeklyGoal['kind']
const goalChoices: { value: GoalChoice; label: string }[] = [
  { value: 'none', label: es['panelHabits.goalNone'] },
  { value: 'minutes', label: es['panelHabits.goalMinutes'] },
  { value: 'days', label: es['panelHabits.goalDays'] },
]

/** Off, minutes or days, and the target, checked with the shared schema (its Spanish message) first. */
function WeeklyGoalForm({ habits, minMinutes }: { habits: Habits; minMinutes: number }) {
  const id = useId()
  const [choice, setChoice] = useState<GoalChoice>(habits.weeklyGoal?.kind ?? 'none')
  const [target, setTarget] = useState(String(habits.weeklyGoal?.target ?? ''))
  // The target's own error is read with the field, which takes the focus; a failed save is announced.
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [saveError, setSaveError] = useState<string | null>(null)
  const targetField = useRef<HTMLInputElement>(null)
  const save = useSaveHabits()

  const pick = (next: GoalChoice) => {
    setChoice(next)
    setFieldError(null)
    // A sensible start when the kind changes: the saved target of that kind, or a gentle one.
    if (next !== 'none' && next !== habits.weeklyGoal?.kind) setTarget(next === 'days' ? '3' : '60')
    if (next === habits.weeklyGoal?.kind) setTarget(String(habits.weeklyGoal.target))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    let weeklyGoal: WeeklyGoal | null = null
    if (choice !== 'none') {
      const { weeklyGoalSchema } = await schemaModules.routines()
      const parsed = weeklyGoalSchema.safeParse({
        kind: choice,
        target: target === '' ? Number.NaN : Number(target),
      })
      if (!parsed.success) {
        setFieldError(parsed.error.issues[0]?.message ?? es['habits.goalInvalid'])
        targetField.current?.focus()
        return
      }
      weeklyGoal = parsed.data
    }
    setFieldError(null)
    setSaveError(null)
    try {
      await save.mutateAsync({ showStreak: habits.showStreak, weeklyGoal })
      notify.success(weeklyGoal ? es['panelHabits.goalSaved'] : es['panelHabits.goalRemoved'])
    } catch (failure) {
      setSaveError(errorMessage(failure, es['panelHabits.saveFailed']))
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocusCapture={warmSchemas('routines')}
      onPointerEnter={warmSchemas('routines')}
      className={part}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className={partHeading}>
        {es['panelHabits.goalHeading']}
      </h3>
      <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`}>
        <legend className="sr-only">{es['panelHabits.goalHeading']}</legend>
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {t('panelHabits.goalHint', { minutes: minMinutes })}
        </p>
        <div className="flex flex-wrap gap-2">
          {goalChoices.map((option) => (
            <label
              key={option.value}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-300 bg-white px-3 text-sm has-checked:border-primary-600 has-checked:bg-primary-100 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
            >
              <input
                type="radio"
                name={`${id}-kind`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => pick(option.value)}
                className="accent-primary-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {choice !== 'none' ? (
        <Input
          ref={targetField}
          label={choice === 'days' ? es['panelHabits.goalTargetDays'] : es['panelHabits.goalTargetMinutes']}
          type="number"
          inputMode="numeric"
          min={1}
          max={choice === 'days' ? 7 : 10_080}
          step={1}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          error={fieldError ?? undefined}
          containerClassName="max-w-56"
        />
      ) : null}
      {saveError ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {saveError}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" loading={save.isPending}>
          {es['panelHabits.goalSave']}
        </Button>
      </div>
      <WeeklyGoalBar habits={habits} testId="progress-goal" />
    </form>
  )
}

/**
 * 'Marcar hoy como día de descanso' (and yesterday, for a late evening), the days left this month,
 * and the way to undo it. What may be marked comes from the same rule the server applies
 * (restDayRefusal), on the member's own day (`habits.today`); listening days are the calendar's.
 */
function RestDays({ progress }: { progress: Progress }) {
  const id = useId()
  const { habits } = progress
  const setRest = useSetRestDay()
  const [error, setError] = useState<string | null>(null)
  const listeningDays = new Set(
    progress.calendar.filter((day) => day.seconds >= progress.streak.minSeconds).map((day) => day.day),
  )
  const rules = {
    today: habits.today,
    restDays: habits.restDays,
    listeningDays,
    perMonth: habits.restDaysPerMonth,
  }
  const yesterday = addCalendarDays(habits.today, -1)
  const thisMonth = habits.restDays.filter((day) => day.slice(0, 7) === habits.today.slice(0, 7))

  const change = async (day: string, rest: boolean) => {
    setError(null)
    try {
      await setRest.mutateAsync({ day, rest })
      notify.success(rest ? es['panelHabits.restMarked'] : es['panelHabits.restUnmarked'])
    } catch (failure) {
      setError(errorMessage(failure, es['panelHabits.restFailed']))
    }
  }

  if (habits.restDaysPerMonth === 0 && habits.restDays.length === 0)
    return (
      <div className={part}>
        <h3 className={partHeading}>{es['panelHabits.restHeading']}</h3>
        <p className="text-sm text-ink-700">{es['panelHabits.restOff']}</p>
      </div>
    )

  const todayMarked = habits.restDays.includes(habits.today)
  const yesterdayMarked = habits.restDays.includes(yesterday)
  const todayRefusal = restDayRefusal(habits.today, rules)
  const yesterdayRefusal = restDayRefusal(yesterday, rules)
  return (
    <div className={part}>
      <h3 id={`${id}-heading`} className={partHeading}>
        {es['panelHabits.restHeading']}
      </h3>
      <p className="text-sm text-ink-700">
        {t('panelHabits.restHint', { count: formatCount(habits.restDaysPerMonth) })}
      </p>
      <p aria-live="polite" className="text-sm font-medium text-ink-900" data-testid="rest-days-left">
        {habits.restDaysLeft === 1
          ? es['panelHabits.restLeft.one']
          : t('panelHabits.restLeft.other', { count: formatCount(habits.restDaysLeft) })}
      </p>
      {todayMarked ? (
        <p className="text-sm text-ink-800">{es['panelHabits.restTodayMarked']}</p>
      ) : todayRefusal === 'listened' ? (
        <p className="text-sm text-ink-800">{es['panelHabits.restTodayListened']}</p>
      ) : todayRefusal === 'monthFull' ? (
        <p className="text-sm text-ink-800">{es['panelHabits.restMonthFull']}</p>
      ) : null}
      {/* Long Spanish labels in a narrow column: the buttons wrap rather than overflow. */}
      <div className="flex flex-col items-start gap-2 [&_button]:h-auto [&_button]:min-h-9 [&_button]:py-1.5 [&_button]:text-left [&_button]:whitespace-normal">
        {todayMarked ? (
          <Button
            size="sm"
            variant="outline"
            loading={setRest.isPending}
            onClick={() => change(habits.today, false)}
          >
            {es['panelHabits.restUnmarkToday']}
          </Button>
        ) : todayRefusal === null ? (
          <Button size="sm" loading={setRest.isPending} onClick={() => change(habits.today, true)}>
            {es['panelHabits.restMarkToday']}
          </Button>
        ) : null}
        {yesterdayMarked ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={setRest.isPending}
            onClick={() => change(yesterday, false)}
          >
            {es['panelHabits.restUnmarkYesterday']}
          </Button>
        ) : yesterdayRefusal === null ? (
          <Button
            size="sm"
            variant="outline"
            disabled={setRest.isPending}
            onClick={() => change(yesterday, true)}
          >
            {es['panelHabits.restMarkYesterday']}
          </Button>
        ) : null}
      </div>
      {thisMonth.length > 0 ? (
        <p className="text-sm text-ink-700">
          {t('panelHabits.restDaysList', { days: thisMonth.map(formatDayShort).join(', ') })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
