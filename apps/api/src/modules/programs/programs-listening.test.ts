import { addCalendarDays } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { programEnrolments, programStepCompletions } from '../../db/schema/index.ts'
import { onListeningCredited } from '../stats/index.ts'
import { programsSetting } from './programs.test-helpers.ts'

/**
 * A step is done from counted listening only (the stats module's ledger), never from a call; the
 * daily pace opens the next step at the next local midnight. The pure rule and both DST Sundays:
 * program-progress.test.ts.
 */
describe('programs: steps done from counted listening (decision 106)', async () => {
  const {
    db,
    member,
    startClock,
    createProgram,
    detail,
    audios,
    listen,
    today,
    toNextDay,
    report,
    play,
    advance,
  } = await programsSetting()

  const completionsOf = async (userId: string) =>
    db
      .select({ position: programStepCompletions.position, completedOn: programStepCompletions.completedOn })
      .from(programStepCompletions)
      .innerJoin(programEnrolments, eq(programEnrolments.id, programStepCompletions.enrolmentId))
      .where(eq(programEnrolments.userId, userId))

  it('counts a step done from counted listening, stored after the report, and opens the next at local midnight', async () => {
    const [first, second, third] = audios()
    if (!first || !second || !third) throw new Error('no audios')
    const program = await createProgram([first, second, third])
    const { user, client } = await member()
    startClock()
    const started = await client.post(`/api/programs/${program._id}/start`)
    expect(started.statusCode, started.body).toBe(200)
    expect(started.json().data.steps.map((step: { state: string }) => step.state)).toEqual([
      'open',
      'locked',
      'locked',
    ])
    expect(started.json().data.enrolment).toMatchObject({ startedOn: today(), doneCount: 0, nextPosition: 1 })

    // A claim with no stream URL counts nothing, and nothing is done.
    await report(client, [{ audioId: first.id, seconds: first.duration }])
    expect((await detail(client, program._id)).steps[0]).toMatchObject({ state: 'open', countedSeconds: 0 })

    // Real listening up to just under 90 %: still open.
    const needed = Math.ceil(first.duration * 0.9)
    await listen(client, first, needed - 1)
    expect((await detail(client, program._id)).steps[0]).toMatchObject({
      state: 'open',
      countedSeconds: needed - 1,
    })
    // The last second: stored after the report, before anyone reads the program again.
    await listen(client, first, 1)
    await vi.waitFor(async () =>
      expect(await completionsOf(user.id)).toEqual([{ position: 1, completedOn: today() }]),
    )

    const tomorrow = addCalendarDays(today(), 1)
    const done = await detail(client, program._id)
    expect(done.steps.map((step) => step.state)).toEqual(['done', 'locked', 'locked'])
    expect(done.steps[1]).toMatchObject({ opensOn: tomorrow, countedSeconds: 0 })
    expect(done.enrolment).toMatchObject({
      doneCount: 1,
      nextPosition: 2,
      nextOpensOn: tomorrow,
      completedOn: null,
    })

    // Step 2's item heard today, before it opens: it never counts for it.
    await listen(client, second, Math.ceil(second.duration * 0.9))
    await toNextDay(client)
    const next = await detail(client, program._id)
    expect(next.steps[1]).toMatchObject({ state: 'open', countedSeconds: 0, opensOn: null })
    expect(next.enrolment?.nextOpensOn).toBeNull()
    await listen(client, second, Math.ceil(second.duration * 0.9))
    const twoDone = await detail(client, program._id)
    expect(twoDone.steps[1]).toMatchObject({ state: 'done', completedOn: today() })
    expect(twoDone.steps[2]).toMatchObject({ state: 'locked', opensOn: addCalendarDays(today(), 1) })
  })

  it('finishes a free-pace run in any order, and records the run’s last day', async () => {
    const [first, second] = audios().slice(3)
    if (!first || !second) throw new Error('no audios')
    const program = await createProgram([first, second], { pace: 'free' })
    const { user, client } = await member()
    startClock()
    expect((await client.post(`/api/programs/${program._id}/start`)).statusCode).toBe(200)
    expect((await detail(client, program._id)).steps.map((step) => step.state)).toEqual(['open', 'open'])
    await listen(client, second, Math.ceil(second.duration * 0.9))
    await listen(client, first, Math.ceil(first.duration * 0.9))
    await vi.waitFor(async () => {
      const [run] = await db.select().from(programEnrolments).where(eq(programEnrolments.userId, user.id))
      expect(run?.completedOn).toBe(today())
    })
    const finished = await detail(client, program._id)
    expect(finished.enrolment).toMatchObject({ doneCount: 2, nextPosition: null, completedOn: today() })
  })

  it('answers a report as before when what follows the listening fails: the failure is only logged', async () => {
    const [first] = audios()
    if (!first) throw new Error('no audios')
    const failed = vi.fn()
    const stop = onListeningCredited(db, {
      credited: async () => {
        throw new Error('programas caídos')
      },
      failed,
    })
    try {
      const { client } = await member()
      startClock()
      await listen(client, first, 60)
      // Told after the report was answered.
      await vi.waitFor(() =>
        expect(failed).toHaveBeenCalledWith(expect.objectContaining({ message: 'programas caídos' })),
      )
    } finally {
      stop()
    }
  })

  it('never lets a call mark a step done: the reflection of an undone step is refused', async () => {
    const [first] = audios()
    if (!first) throw new Error('no audios')
    const program = await createProgram([first])
    const { client } = await member()
    startClock()
    await client.post(`/api/programs/${program._id}/start`)
    await play(client, first)
    advance(30)
    const refused = await client.put(`/api/programs/${program._id}/steps/1/reflection`, { mood: 4 })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Podrás contar cómo te sientes cuando termines este paso.')
    expect((await detail(client, program._id)).steps[0]?.state).toBe('open')
  })
})
