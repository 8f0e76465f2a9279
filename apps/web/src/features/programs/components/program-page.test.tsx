import { addCalendarDays, type ProgramDetail } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import { media, open, streamUrl } from '../../meditations/components/meditations-page.test-helpers.ts'
import { currentTrack, playerStore } from '../../meditations/player/player-store.ts'
import {
  amanecer,
  bosque,
  detail,
  lluvia,
  ok,
  respiracion,
  run,
  step,
  summary,
} from './programs.test-helpers.ts'

const base = summary('Siete días para empezar')
const path = `/panel/programas/${base._id}`
const notStarted = detail(base, [step(1, respiracion, { state: 'open' }), step(2, lluvia), step(3, amanecer)])
const inProgress = (overrides: Partial<ProgramDetail> = {}): ProgramDetail => ({
  ...detail({ ...base, enrolment: run({ doneCount: 1, nextPosition: 2 }) }, [
    step(1, respiracion, {
      state: 'done',
      completedOn: '2026-11-20',
      countedSeconds: 95,
      reflection: { mood: 4, note: 'Más tranquila.', createdAt: '2026-11-20T10:00:00.000Z' },
    }),
    step(2, lluvia, { state: 'open' }),
    step(3, amanecer, { state: 'locked', opensOn: null }),
  ]),
  ...overrides,
})

function openProgram(
  program: ProgramDetail,
  handlers: NonNullable<Parameters<typeof open>[1]>['handlers'] = {},
) {
  return open(path, {
    items: [...media, bosque, amanecer],
    handlers: {
      [`GET /api/programs/${base._id}`]: ok(program),
      'GET /api/programs': ok([program]),
      'GET /api/today': ok({
        today: { day: serverDay, item: respiracion, source: 'picked' },
        tomorrow: null,
      }),
      ...handlers,
    },
  })
}

/** The service's day, unlike the device's: 'mañana' is counted from it. */
const serverDay = '2030-01-10'

const stepRow = (title: string) =>
  screen.getAllByTestId('program-step').find((row) => row.textContent?.includes(title)) as HTMLElement

describe('/panel/programas/:id', () => {
  it("shows the description and the steps before starting; 'Empezar programa' starts it and plays step 1", async () => {
    const started = inProgress({ enrolment: run(), steps: notStarted.steps })
    const { api, user } = openProgram(notStarted, {
      [`POST /api/programs/${base._id}/start`]: ok(started),
      ...streamUrl(respiracion, '/api/media/respiracion.mp3'),
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siete días para empezar' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Siete días para empezar: una práctica para cada día.')).toBeInTheDocument()
    expect(screen.getAllByTestId('program-step').map((row) => row.dataset.state)).toEqual([
      'open',
      'locked',
      'locked',
    ])
    // Not started: nothing plays from the list yet, and no run to leave.
    expect(screen.queryByRole('button', { name: /^Escuchar/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Dejar el programa' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Empezar programa' }))
    expect(api.callsTo(`POST /api/programs/${base._id}/start`)).toHaveLength(1)
    expect(await screen.findByText('Has empezado el programa.')).toBeInTheDocument()
    await waitFor(() => expect(currentTrack(playerStore.getState())?.id).toBe(respiracion._id))
    expect(screen.getByRole('button', { name: 'Dejar el programa' })).toBeInTheDocument()
  })

  it("marks each step done, open or locked ('Se abre mañana', or the day in Spanish); 'Continuar' plays the next one", async () => {
    const tomorrow = addCalendarDays(serverDay, 1)
    const program = inProgress({
      enrolment: run({ doneCount: 1, nextPosition: 2 }),
      steps: [
        step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
        step(2, lluvia, { state: 'open' }),
        step(3, bosque, { state: 'locked', opensOn: tomorrow }),
        step(4, amanecer, { state: 'locked', opensOn: '2030-01-17' }),
      ],
    })
    const { user } = openProgram(program, streamUrl(lluvia, '/api/media/lluvia.mp3'))
    await screen.findByRole('heading', { level: 1, name: 'Siete días para empezar' })
    expect(await within(stepRow('Paseo por el bosque')).findByText('Se abre mañana')).toBeInTheDocument()
    expect(within(stepRow('Respiración consciente')).getByText('Hecho')).toBeInTheDocument()
    expect(within(stepRow('Lluvia serena')).getByText('Disponible')).toBeInTheDocument()
    expect(within(stepRow('Paseo por el bosque')).getByText('Se abre mañana')).toBeInTheDocument()
    expect(
      within(stepRow('Amanecer en video')).getByText('Se abre el jueves, 17 de enero'),
    ).toBeInTheDocument()
    expect(within(stepRow('Paseo por el bosque')).queryByRole('button')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(currentTrack(playerStore.getState())?.id).toBe(lluvia._id))
    expect(await screen.findByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
  })

  it('a video step opens in the video dialog', async () => {
    const program = inProgress({
      enrolment: run({ doneCount: 2, nextPosition: 3 }),
      steps: [
        step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
        step(2, lluvia, { state: 'done', completedOn: '2026-11-21' }),
        step(3, amanecer, { state: 'open' }),
      ],
    })
    const { user } = openProgram(program, streamUrl(amanecer, '/api/media/amanecer.mp4'))
    await user.click(await screen.findByRole('button', { name: 'Ver: Amanecer en video' }))
    expect(await screen.findByRole('dialog', { name: 'Amanecer en video' })).toBeInTheDocument()
  })

  it('when the next step is not open yet, says when; when all are done, says so', async () => {
    const waiting = inProgress({
      enrolment: run({ doneCount: 1, nextPosition: 2, nextOpensOn: '2030-01-17' }),
      steps: [
        step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
        step(2, lluvia, { state: 'locked', opensOn: '2030-01-17' }),
      ],
    })
    openProgram(waiting)
    expect(await screen.findByText('Tu siguiente paso se abre el jueves, 17 de enero.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument()
  })

  it("'Dejar el programa' asks first, then leaves it", async () => {
    const { api, user } = openProgram(inProgress(), {
      [`DELETE /api/programs/${base._id}/enrolment`]: ok(base),
    })
    await user.click(await screen.findByRole('button', { name: 'Dejar el programa' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Dejar el programa?' })
    expect(api.callsTo(`DELETE /api/programs/${base._id}/enrolment`)).toHaveLength(0)
    api.set({ [`GET /api/programs/${base._id}`]: ok(notStarted) })
    await user.click(within(dialog).getByRole('button', { name: 'Dejar el programa' }))
    await waitFor(() => expect(api.callsTo(`DELETE /api/programs/${base._id}/enrolment`)).toHaveLength(1))
    expect(await screen.findByText('Has dejado el programa.')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Empezar programa' })).toBeInTheDocument()
  })

  it("after a done step asks '¿Cómo te sientes ahora?': errors in Spanish, then saved and shown filled", async () => {
    const program = inProgress({
      enrolment: run({ doneCount: 2, nextPosition: 3 }),
      steps: [
        step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
        step(2, lluvia, { state: 'done', completedOn: '2026-11-21' }),
        step(3, amanecer, { state: 'open' }),
      ],
    })
    const saved = {
      ...program,
      steps: program.steps.map((entry) =>
        entry.position === 2
          ? { ...entry, reflection: { mood: 4, note: 'Más ligera.', createdAt: '2026-11-21T10:00:00.000Z' } }
          : entry,
      ),
    }
    const { api, user } = openProgram(program, {
      [`PUT /api/programs/${base._id}/steps/2/reflection`]: ok(saved),
    })
    await screen.findByRole('heading', { level: 1, name: 'Siete días para empezar' })
    // Asked for the last step done only; the earlier one offers its own way in.
    const row = within(stepRow('Lluvia serena'))
    const question = row.getByRole('group', { name: '¿Cómo te sientes ahora?' })
    expect(
      within(question)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['1 Muy mal', '2 Mal', '3 Regular', '4 Bien', '5 Muy bien'])
    expect(
      within(stepRow('Respiración consciente')).getByRole('button', {
        name: '¿Cómo te sientes ahora? Responder',
      }),
    ).toBeInTheDocument()

    await user.click(row.getByRole('button', { name: 'Guardar' }))
    expect(row.getByRole('alert')).toHaveTextContent('Elige cómo te sientes, del 1 al 5.')
    expect(row.getByRole('radio', { name: '1 Muy mal' })).toHaveFocus()
    await user.type(row.getByLabelText('Una nota para ti (opcional)'), 'x'.repeat(501))
    await user.click(row.getByRole('radio', { name: /Bien$/, checked: false }))
    await user.click(row.getByRole('button', { name: 'Guardar' }))
    expect(row.getByRole('alert')).toHaveTextContent('La nota puede tener hasta 500 caracteres.')
    expect(api.callsTo(`PUT /api/programs/${base._id}/steps/2/reflection`)).toHaveLength(0)

    await user.clear(row.getByLabelText('Una nota para ti (opcional)'))
    await user.type(row.getByLabelText('Una nota para ti (opcional)'), 'Más ligera.')
    await user.click(row.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(
        api.callsTo(`PUT /api/programs/${base._id}/steps/2/reflection`).map((call) => call.body),
      ).toEqual([{ mood: 4, note: 'Más ligera.' }]),
    )
    expect(await row.findByText('Te sentías: Bien')).toBeInTheDocument()
    expect(row.getByText('Más ligera.')).toBeInTheDocument()
    expect(row.queryByRole('group')).not.toBeInTheDocument()
  })

  it("the question is optional: 'Ahora no' puts it away, 'Responder' brings it back", async () => {
    const program = inProgress({
      steps: [
        step(1, respiracion, { state: 'done', completedOn: '2026-11-20' }),
        step(2, lluvia, { state: 'open' }),
      ],
    })
    const { user } = openProgram(program)
    const row = () => within(stepRow('Respiración consciente'))
    await screen.findByRole('heading', { level: 1, name: 'Siete días para empezar' })
    await user.click(row().getByRole('button', { name: 'Ahora no' }))
    expect(row().queryByRole('group')).not.toBeInTheDocument()
    await user.click(row().getByRole('button', { name: '¿Cómo te sientes ahora? Responder' }))
    expect(row().getByRole('group', { name: '¿Cómo te sientes ahora?' })).toBeInTheDocument()
  })

  it('reads the program again when listening reaches the server, so a step shows done', async () => {
    const { api } = openProgram(inProgress(), {
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 60, countedSeconds: 60 }]),
    })
    await screen.findByRole('heading', { level: 1, name: 'Siete días para empezar' })
    const before = api.callsTo(`GET /api/programs/${base._id}`).length
    const done = inProgress({
      steps: inProgress().steps.map((entry) =>
        entry.position === 2 ? { ...entry, state: 'done' as const, completedOn: '2026-11-21' } : entry,
      ),
    })
    api.set({ [`GET /api/programs/${base._id}`]: ok(done) })
    const { reportPlaytime } = await import('../../meditations/api/report-playtime.ts')
    await reportPlaytime({
      audioId: lluvia._id,
      seconds: 60,
      themeId: lluvia.theme._id,
      categoryId: lluvia.theme.category._id,
      reportId: '00000000-0000-4000-8000-00000000ffff',
    })
    await waitFor(() => expect(api.callsTo(`GET /api/programs/${base._id}`).length).toBeGreaterThan(before))
    await waitFor(() => expect(stepRow('Lluvia serena').dataset.state).toBe('done'))
  })

  it('says when the program does not exist', async () => {
    openProgram(notStarted, {
      [`GET /api/programs/${base._id}`]: () =>
        jsonResponse({ success: false, message: 'No encontrado', code: 'programs.notFound' }, 404),
    })
    expect(await screen.findByText('No encontramos este programa.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Volver a Programas' })).toHaveAttribute(
      'href',
      '/panel/programas',
    )
  })
})
