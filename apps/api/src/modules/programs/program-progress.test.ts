import { describe, expect, it } from 'vitest'
import { dayInZone, zonedMidnight } from '../../lib/period.ts'
import { type LedgerRow, runProgress, type StepFacts } from './program-progress.ts'

const steps: StepFacts[] = [
  { position: 1, mediaId: 'a', duration: 600 },
  { position: 2, mediaId: 'b', duration: 300 },
  { position: 3, mediaId: 'c', duration: 480 },
]
const madrid = 'Europe/Madrid'

/** The rule as the server runs it: today from the clock in the zone, the ledger filed on its days. */
const at = (now: Date, ledger: LedgerRow[], pace: 'daily' | 'free' = 'daily', startedOn = '2026-03-27') =>
  runProgress({ startedOn, pace, today: dayInZone(now, madrid), steps, ledger })

/** Listening as the stats module files it: on the calendar day in the zone it was heard. */
const heard = (mediaId: string, instant: Date, seconds: number): LedgerRow => ({
  mediaId,
  day: dayInZone(instant, madrid),
  seconds,
})

describe('a run’s progress (decision 106)', () => {
  it('counts a step done at 90 % of its duration, and not before', () => {
    const progress = runProgress({
      startedOn: '2026-05-04',
      pace: 'daily',
      today: '2026-05-04',
      steps,
      ledger: [
        { mediaId: 'a', day: '2026-05-04', seconds: 300 },
        { mediaId: 'a', day: '2026-05-04', seconds: 239 },
      ],
    })
    expect(progress.steps[0]).toMatchObject({ state: 'open', countedSeconds: 539, completedOn: null })
    const done = runProgress({
      startedOn: '2026-05-04',
      pace: 'daily',
      today: '2026-05-04',
      steps,
      ledger: [{ mediaId: 'a', day: '2026-05-04', seconds: 540 }],
    })
    expect(done.steps[0]).toMatchObject({ state: 'done', completedOn: '2026-05-04', countedSeconds: 540 })
    expect(done).toMatchObject({
      doneCount: 1,
      nextPosition: 2,
      nextOpensOn: '2026-05-05',
      completedOn: null,
    })
    expect(done.steps[1]).toMatchObject({ state: 'locked', opensOn: '2026-05-05' })
    // The step after a locked one opens on a day nobody knows yet.
    expect(done.steps[2]).toMatchObject({ state: 'locked', opensOn: null })
  })

  it('never counts listening from before a step opened, nor before the run started', () => {
    const progress = runProgress({
      startedOn: '2026-05-04',
      pace: 'daily',
      today: '2026-05-06',
      steps,
      ledger: [
        // Heard the day before the run started: nothing for step 1.
        { mediaId: 'a', day: '2026-05-03', seconds: 600 },
        { mediaId: 'a', day: '2026-05-04', seconds: 100 },
        { mediaId: 'a', day: '2026-05-05', seconds: 500 },
        // Step 2's item heard the day step 1 was done: step 2 opened only on the 6th.
        { mediaId: 'b', day: '2026-05-05', seconds: 300 },
        { mediaId: 'b', day: '2026-05-06', seconds: 100 },
      ],
    })
    expect(progress.steps.map((step) => [step.state, step.completedOn, step.countedSeconds])).toEqual([
      ['done', '2026-05-05', 600],
      ['open', null, 100],
      ['locked', null, 0],
    ])
    expect(progress).toMatchObject({ doneCount: 1, nextPosition: 2, nextOpensOn: null })
  })

  it('opens every step on the start day at free pace, done in any order', () => {
    const progress = runProgress({
      startedOn: '2026-05-04',
      pace: 'free',
      today: '2026-05-04',
      steps,
      ledger: [
        { mediaId: 'c', day: '2026-05-04', seconds: 480 },
        { mediaId: 'b', day: '2026-05-03', seconds: 300 },
      ],
    })
    expect(progress.steps.map((step) => step.state)).toEqual(['open', 'open', 'done'])
    expect(progress).toMatchObject({ doneCount: 1, nextPosition: 1, nextOpensOn: null, completedOn: null })
    const finished = runProgress({
      startedOn: '2026-05-04',
      pace: 'free',
      today: '2026-05-09',
      steps,
      ledger: [
        { mediaId: 'c', day: '2026-05-04', seconds: 480 },
        { mediaId: 'a', day: '2026-05-08', seconds: 600 },
        { mediaId: 'b', day: '2026-05-05', seconds: 300 },
      ],
    })
    expect(finished).toMatchObject({ doneCount: 3, nextPosition: null, completedOn: '2026-05-08' })
  })

  it('keeps a stored completion whatever the ledger says now, and opens the next step from its day', () => {
    const progress = runProgress({
      startedOn: '2026-05-04',
      pace: 'daily',
      today: '2026-05-05',
      steps,
      ledger: [],
      kept: new Map([[1, '2026-05-04']]),
    })
    expect(progress.steps[0]).toMatchObject({ state: 'done', completedOn: '2026-05-04' })
    expect(progress.steps[1]).toMatchObject({ state: 'open', opensOn: null })
  })

  // Both DST Sundays of Europe/Madrid: the day before lasts 24 h, the Sunday 23 h (March) or 25 h
  // (October). A step done at 23:30 local on Saturday opens the next at 00:00 local on Sunday.
  it.each([
    ['March (the clocks go forward)', '2026-03-28', '2026-03-29', '2026-03-30'],
    ['October (the clocks go back)', '2026-10-24', '2026-10-25', '2026-10-26'],
  ])('opens the next step at local midnight across the DST change of %s', (_, saturday, sunday, monday) => {
    const lateSaturday = new Date(zonedMidnight(sunday, madrid).getTime() - 30 * 60_000)
    expect(dayInZone(lateSaturday, madrid)).toBe(saturday)
    const ledger = [heard('a', lateSaturday, 600)]
    const start = saturday

    const justBefore = new Date(zonedMidnight(sunday, madrid).getTime() - 1000)
    expect(at(justBefore, ledger, 'daily', start).steps[1]).toMatchObject({
      state: 'locked',
      opensOn: sunday,
    })
    const midnight = zonedMidnight(sunday, madrid)
    expect(at(midnight, ledger, 'daily', start).steps[1]).toMatchObject({ state: 'open', opensOn: null })
    // Not 24 h later: half an hour after local midnight it has been open for half an hour.
    expect(at(new Date(midnight.getTime() + 30 * 60_000), ledger, 'daily', start).steps[1]?.state).toBe(
      'open',
    )

    // Step 2 done at 23:30 local on the Sunday itself (a 23- or 25-hour day): step 3 opens at
    // Monday's local midnight, 23.5 h or 25.5 h later — never "24 h after".
    const lateSunday = new Date(zonedMidnight(monday, madrid).getTime() - 30 * 60_000)
    expect(dayInZone(lateSunday, madrid)).toBe(sunday)
    const both = [...ledger, heard('b', lateSunday, 300)]
    const hoursToMonday =
      (zonedMidnight(monday, madrid).getTime() - zonedMidnight(sunday, madrid).getTime()) / 3_600_000
    expect(hoursToMonday).toBe(sunday.endsWith('03-29') ? 23 : 25)
    const beforeMonday = new Date(zonedMidnight(monday, madrid).getTime() - 1000)
    expect(at(beforeMonday, both, 'daily', start).steps[2]).toMatchObject({
      state: 'locked',
      opensOn: monday,
    })
    expect(at(zonedMidnight(monday, madrid), both, 'daily', start).steps[2]?.state).toBe('open')
    expect(at(new Date(lateSunday.getTime() + 24 * 3_600_000), both, 'daily', start).steps[2]?.state).toBe(
      'open',
    )
  })
})
