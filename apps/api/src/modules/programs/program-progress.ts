import { addCalendarDays, type ProgramPace, type StepState, stepDoneShare } from '@sosiego/shared'

// A run's progress (issue 30, decision 106), pure: which steps are done, open or locked, from the
// listening ledger's rows (playtime_daily: seconds per item and calendar day in TIME_ZONE). Days are
// dates; only "today" comes from the clock (`dayInZone`), so a step opens at local midnight on the
// DST Sundays too, never 24 h after anything.

export interface StepFacts {
  position: number
  mediaId: string
  /** Seconds; 0 (unknown) can never be done. */
  duration: number
}

/** One row of the member's ledger: seconds counted for an item on a calendar day. */
export interface LedgerRow {
  mediaId: string
  day: string
  seconds: number
}

export interface StepProgress {
  position: number
  state: StepState
  /** Locked steps whose opening day is known (daily pace, the step before done). */
  opensOn: string | null
  completedOn: string | null
  countedSeconds: number
}

export interface RunProgress {
  steps: StepProgress[]
  doneCount: number
  nextPosition: number | null
  nextOpensOn: string | null
  completedOn: string | null
}

/** Seconds a step's item must be heard, counted since the step opened, for the step to be done. */
export const secondsToComplete = (duration: number) => Math.ceil(duration * stepDoneShare)

/**
 * The run's progress on `today`. A step opens on the start day (free pace: every step; daily pace:
 * step 1), or for daily pace on the day after the step before it was done. Its counted seconds are
 * the ledger's seconds of its item on the days from its opening up to today; it is done on the first
 * day their running sum reaches 90 % of its duration. `kept` are completions already stored: they
 * stay done on their day whatever the ledger says now (an item made longer later undoes nothing).
 */
export function runProgress(input: {
  startedOn: string
  pace: ProgramPace
  today: string
  steps: StepFacts[]
  ledger: LedgerRow[]
  kept?: ReadonlyMap<number, string>
}): RunProgress {
  const { startedOn, pace, today, ledger } = input
  const kept = input.kept ?? new Map<number, string>()
  const steps = [...input.steps].sort((a, b) => a.position - b.position)
  const result: StepProgress[] = []
  let previousDoneOn: string | null = startedOn
  steps.forEach((step, index) => {
    // Free pace: all open from the start. Daily: the first on the start day, the next the day after
    // the one before was done (null: not known yet, the step before is still to do).
    const opensOn =
      pace === 'free' || index === 0 ? startedOn : previousDoneOn ? addCalendarDays(previousDoneOn, 1) : null
    const keptOn = kept.get(step.position) ?? null
    const isOpen = opensOn !== null && opensOn <= today
    const heard = isOpen ? heardSince(ledger, step.mediaId, opensOn, today) : []
    const countedSeconds = heard.reduce((sum, row) => sum + row.seconds, 0)
    const completedOn = keptOn ?? (isOpen ? dayReaching(heard, step.duration) : null)
    result.push({
      position: step.position,
      state: completedOn ? 'done' : isOpen ? 'open' : 'locked',
      opensOn: !completedOn && !isOpen ? opensOn : null,
      completedOn,
      countedSeconds,
    })
    previousDoneOn = completedOn
  })
  const done = result.filter((step) => step.state === 'done')
  const next = result.find((step) => step.state !== 'done')
  const allDone = result.length > 0 && !next
  return {
    steps: result,
    doneCount: done.length,
    nextPosition: next?.position ?? null,
    nextOpensOn: next?.state === 'locked' ? next.opensOn : null,
    completedOn: allDone
      ? (done
          .map((step) => step.completedOn as string)
          .sort()
          .at(-1) ?? null)
      : null,
  }
}

/** The item's ledger rows from `from` up to `to`, earliest first. */
function heardSince(ledger: LedgerRow[], mediaId: string, from: string, to: string): LedgerRow[] {
  return ledger
    .filter((row) => row.mediaId === mediaId && row.day >= from && row.day <= to)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
}

/** The first day the running sum of `heard` reaches the share of `duration`, or null. */
function dayReaching(heard: LedgerRow[], duration: number): string | null {
  if (duration <= 0) return null
  const needed = secondsToComplete(duration)
  let sum = 0
  for (const row of heard) {
    sum += row.seconds
    if (sum >= needed) return row.day
  }
  return null
}
