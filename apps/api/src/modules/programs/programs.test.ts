import { randomUUID } from 'node:crypto'
import { addCalendarDays } from '@sosiego/shared'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMBER_PASSWORD, signedInUser } from '../../../test/billing.ts'
import {
  mediaItems,
  programEnrolments,
  programReflections,
  programStepCompletions,
  users,
} from '../../db/schema/index.ts'
import { collectMemberData } from '../account-data/data-export.contents.ts'
import { programsSetting } from './programs.test-helpers.ts'

/**
 * Programas: who may follow a program (the catalogue's rule), whose run is whose (the member's
 * own, only), and what staff may do. Completion from listening and the pace:
 * programs-listening.test.ts; the rule itself: program-progress.test.ts.
 */
describe('programs', async () => {
  const setting = await programsSetting()
  const { app, db, member, startClock, createProgram, detail, listen, adminClient, categoryId } = setting
  type Item = typeof mediaItems.$inferSelect
  const byTitle = (title: string) => setting.items.find((item) => item.title === title) as Item
  // The mini members of the setting hold 'salud-emocional' and 'pareja'.
  const inMiniThemes = () => [byTitle('Lluvia serena'), byTitle('Abrazar lo que sientes')]
  const outsideMini = () => byTitle('Respiración consciente')

  /** A member with a run of a program whose first step is done, and a reflection on it. */
  async function memberWithReflection() {
    const program = await createProgram([
      byTitle('Respiración consciente'),
      byTitle('Cinco minutos cada mañana'),
    ])
    // The clock first: a plan granted on a clock later set back would not be in force yet.
    startClock()
    const owner = await member()
    expect((await owner.client.post(`/api/programs/${program._id}/start`)).statusCode).toBe(200)
    await listen(owner.client, byTitle('Respiración consciente'), 270)
    const saved = await owner.client.put(`/api/programs/${program._id}/steps/1/reflection`, {
      mood: 4,
      note: 'Más tranquila que esta mañana.',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Gracias por contarnos cómo te sientes.')
    expect(saved.json().data.steps[0].reflection).toMatchObject({
      mood: 4,
      note: 'Más tranquila que esta mañana.',
    })
    return { program, owner }
  }

  describe('plan access: the catalogue’s rule', () => {
    it('opens to a mini member only a program whose every step is in their themes; else fullPlan and 403', async () => {
      const within = await createProgram(inMiniThemes())
      const beyond = await createProgram([...inMiniThemes(), outsideMini()])
      const { client } = await member('mini')
      const listed = await client.get('/api/programs')
      expect(listed.statusCode).toBe(200)
      const accessOf = (id: string) =>
        listed.json().data.find((program: { _id: string }) => program._id === id)?.access
      expect(accessOf(within._id)).toBe('open')
      expect(accessOf(beyond._id)).toBe('fullPlan')
      // The step beyond the plan is locked as the catalogue locks it.
      const steps = (await detail(client, beyond._id)).steps
      expect(steps.map((step) => step.item.locked)).toEqual([false, false, true])
      const refused = await client.post(`/api/programs/${beyond._id}/start`)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Este programa está incluido en el plan Full.')
      expect((await client.post(`/api/programs/${within._id}/start`)).statusCode).toBe(200)
    })

    it('gives a member without a plan noPlan, and 403 on start; a full member opens everything', async () => {
      const program = await createProgram([...inMiniThemes(), outsideMini()])
      const { client } = await member(null)
      expect((await detail(client, program._id)).access).toBe('noPlan')
      const refused = await client.post(`/api/programs/${program._id}/start`)
      expect(refused.statusCode).toBe(403)
      expect(refused.json().message).toBe('Necesitas un plan activo para empezar un programa.')
      const full = await member('full')
      expect((await detail(full.client, program._id)).access).toBe('open')
      expect((await full.client.post(`/api/programs/${program._id}/start`)).statusCode).toBe(200)
      const again = await full.client.post(`/api/programs/${program._id}/start`)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('Ya has empezado este programa.')
    })

    it('shows members only active programs whose every step their catalogue shows', async () => {
      const hidden = byTitle('Calma en casa')
      const program = await createProgram([inMiniThemes()[0] as Item, hidden])
      const { client } = await member()
      expect((await client.get(`/api/programs/${program._id}`)).statusCode).toBe(200)
      await db.update(mediaItems).set({ isActive: false }).where(eq(mediaItems.id, hidden.id))
      try {
        const gone = await client.get(`/api/programs/${program._id}`)
        expect(gone.statusCode).toBe(404)
        expect(gone.json().message).toBe('El programa no existe o no está disponible.')
      } finally {
        await db.update(mediaItems).set({ isActive: true }).where(eq(mediaItems.id, hidden.id))
      }
      const admin = await adminClient()
      expect(
        (await setting.patch(admin, `/api/programs/admin/${program._id}/active`, { isActive: false }))
          .statusCode,
      ).toBe(200)
      expect((await client.get(`/api/programs/${program._id}`)).statusCode).toBe(404)
      const listed = (await client.get('/api/programs'))
        .json()
        .data.map((entry: { _id: string }) => entry._id)
      expect(listed).not.toContain(program._id)
    })
  })

  describe('privacy: runs and reflections are the member’s own', () => {
    it('never shows or changes another member’s run or reflections, by id or otherwise', async () => {
      const { program, owner } = await memberWithReflection()
      const other = await member()
      // Another member sees the program, never the owner's run nor their reflection.
      const seen = await detail(other.client, program._id)
      expect(seen.enrolment).toBeNull()
      expect(seen.steps.every((step) => step.reflection === null && step.state === 'locked')).toBe(true)
      const listed = (await other.client.get('/api/programs')).json().data
      expect(listed.find((entry: { _id: string }) => entry._id === program._id).enrolment).toBeNull()
      expect(JSON.stringify(listed)).not.toContain('Más tranquila')
      // Writing a reflection, or leaving, reaches only the caller's own (absent) run.
      const write = await other.client.put(`/api/programs/${program._id}/steps/1/reflection`, {
        mood: 1,
        note: 'x',
      })
      expect(write.statusCode).toBe(404)
      expect(write.json().message).toBe('No has empezado este programa.')
      const leave = await other.client.delete(`/api/programs/${program._id}/enrolment`)
      expect(leave.statusCode).toBe(404)
      // The run's id is no address: nothing answers it.
      const [run] = await db
        .select()
        .from(programEnrolments)
        .where(eq(programEnrolments.userId, owner.user.id))
      expect((await other.client.get(`/api/programs/${run?.id}`)).statusCode).toBe(404)
      // The owner's run and reflection are as they were.
      const own = await detail(owner.client, program._id)
      expect(own.enrolment?.doneCount).toBe(1)
      expect(own.steps[0]?.reflection).toMatchObject({ mood: 4, note: 'Más tranquila que esta mañana.' })
      // Staff have no run to see: the member's calls are not theirs.
      const staff = await signedInUser(app, db, { role: 'admin' })
      expect((await staff.client.get(`/api/programs/${program._id}`)).statusCode).toBe(403)
    })

    it('puts the runs, steps done and reflections in the member’s data export, and nobody else’s', async () => {
      const { program, owner } = await memberWithReflection()
      const other = await member()
      await other.client.post(`/api/programs/${program._id}/start`)
      const sets = await collectMemberData(db, owner.user.id)
      const programsSet = sets?.find((set) => set.file === 'programas')
      expect(programsSet?.rows).toEqual([
        expect.objectContaining({
          startedOn: setting.today(),
          completedOn: null,
          steps: [
            {
              position: 1,
              completedOn: setting.today(),
              title: 'Respiración consciente',
              mood: 4,
              note: 'Más tranquila que esta mañana.',
            },
          ],
        }),
      ])
      const otherSet = (await collectMemberData(db, other.user.id))?.find((set) => set.file === 'programas')
      expect(otherSet?.rows).toEqual([expect.objectContaining({ steps: [] })])
      expect(JSON.stringify(otherSet)).not.toContain('Más tranquila')
    })

    it('deletes the run, its steps done and reflections when the member leaves, and with the account', async () => {
      const first = await memberWithReflection()
      const left = await first.owner.client.delete(`/api/programs/${first.program._id}/enrolment`)
      expect(left.statusCode, left.body).toBe(200)
      expect(left.json().data.enrolment).toBeNull()
      expect(
        await db.select().from(programEnrolments).where(eq(programEnrolments.userId, first.owner.user.id)),
      ).toEqual([])

      const second = await memberWithReflection()
      const [run] = await db
        .select()
        .from(programEnrolments)
        .where(eq(programEnrolments.userId, second.owner.user.id))
      // 'Eliminar mi cuenta', the member's own call.
      const erased = await second.owner.client.post('/api/users/delete-account', {
        password: MEMBER_PASSWORD,
      })
      expect(erased.statusCode, erased.body).toBe(200)
      expect(await db.select().from(users).where(eq(users.id, second.owner.user.id))).toEqual([])
      const runIds = [run?.id as string]
      expect(await db.select().from(programEnrolments).where(inArray(programEnrolments.id, runIds))).toEqual(
        [],
      )
      expect(
        await db
          .select()
          .from(programStepCompletions)
          .where(inArray(programStepCompletions.enrolmentId, runIds)),
      ).toEqual([])
      expect(
        await db.select().from(programReflections).where(inArray(programReflections.enrolmentId, runIds)),
      ).toEqual([])
    })

    it('answers bad ids and positions in Spanish; strangers 401', async () => {
      const { client } = await member()
      const bad = await client.get('/api/programs/no-es-un-id')
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain('El identificador del programa no es válido.')
      const badStep = await client.put(`/api/programs/${randomUUID()}/steps/cero/reflection`, { mood: 3 })
      expect(badStep.statusCode).toBe(400)
      expect(badStep.json().message).toContain('El número del paso no es válido.')
      const badMood = await client.put(`/api/programs/${randomUUID()}/steps/1/reflection`, { mood: 9 })
      expect(badMood.statusCode).toBe(400)
      expect(badMood.json().message).toContain('Elige cómo te sientes, del 1 al 5.')
      expect((await client.get(`/api/programs/${randomUUID()}`)).statusCode).toBe(404)
      expect((await app.inject({ method: 'GET', url: '/api/programs' })).statusCode).toBe(401)
    })
  })

  describe('back office', () => {
    it('lets admin create, replace, switch and delete; crmUser reads; members 403', async () => {
      const admin = await adminClient()
      const steps = inMiniThemes()
      const created = await createProgram(steps, { title: 'Cuidarse en pareja' })
      expect(created.slug).toBe('cuidarse-en-pareja')
      const twin = await createProgram(steps, { title: 'Cuidarse en pareja' })
      expect(twin.slug).toBe('cuidarse-en-pareja-2')

      const crm = await signedInUser(app, db, { role: 'crmUser' })
      const list = await crm.client.get('/api/programs/admin')
      expect(list.statusCode).toBe(200)
      expect(list.json().data.find((entry: { _id: string }) => entry._id === created._id)).toMatchObject({
        stepCount: 2,
        enrolled: 0,
        isActive: true,
        steps: [
          { position: 1, item: { _id: steps[0]?.id } },
          { position: 2, item: { _id: steps[1]?.id } },
        ],
      })
      const body = {
        title: 'Otro',
        description: 'Otro programa.',
        category: await categoryId(),
        level: 'inicial',
        pace: 'free',
        steps: [steps[0]?.id],
      }
      expect((await crm.client.post('/api/programs/admin', body)).statusCode).toBe(403)
      expect((await crm.client.delete(`/api/programs/admin/${created._id}`)).statusCode).toBe(403)
      const { client: memberClient } = await member()
      expect((await memberClient.get('/api/programs/admin')).statusCode).toBe(403)
      expect(
        (await memberClient.get('/api/programs/admin/stats?period=custom&from=2026-01-01&to=2026-01-31'))
          .statusCode,
      ).toBe(403)
      expect((await memberClient.post('/api/programs/admin', body)).statusCode).toBe(403)

      const replaced = await admin.put(`/api/programs/admin/${created._id}`, { ...body, title: 'Renombrado' })
      expect(replaced.statusCode, replaced.body).toBe(200)
      // The slug stays: links to the program keep working.
      expect(replaced.json().data).toMatchObject({
        title: 'Renombrado',
        slug: created.slug,
        pace: 'free',
        stepCount: 1,
      })
      const off = await setting.patch(admin, `/api/programs/admin/${created._id}/active`, { isActive: false })
      expect(off.json()).toMatchObject({
        message: 'Programa desactivado correctamente.',
        data: { isActive: false },
      })
      const deleted = await admin.delete(`/api/programs/admin/${created._id}`)
      expect(deleted.statusCode).toBe(200)
      const after = (await admin.get('/api/programs/admin'))
        .json()
        .data.map((entry: { _id: string }) => entry._id)
      expect(after).not.toContain(created._id)
      expect((await admin.delete(`/api/programs/admin/${created._id}`)).statusCode).toBe(404)
    })

    it('refuses an unknown category, a deleted or unknown item and a repeated step, in Spanish', async () => {
      const admin = await adminClient()
      const [first] = inMiniThemes()
      const body = {
        title: 'Con errores',
        description: 'Un programa mal hecho.',
        category: await categoryId(),
        level: 'inicial',
        pace: 'daily',
        steps: [first?.id],
      }
      const category = await admin.post('/api/programs/admin', { ...body, category: randomUUID() })
      expect(category.statusCode).toBe(400)
      expect(category.json().message).toBe('La categoría elegida no existe.')
      const unknown = await admin.post('/api/programs/admin', { ...body, steps: [randomUUID()] })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().message).toBe('Algún paso no es un audio o video existente.')
      const gone = byTitle('Mirar lejos')
      await db.update(mediaItems).set({ isDeleted: true }).where(eq(mediaItems.id, gone.id))
      try {
        expect((await admin.post('/api/programs/admin', { ...body, steps: [gone.id] })).statusCode).toBe(400)
      } finally {
        await db.update(mediaItems).set({ isDeleted: false }).where(eq(mediaItems.id, gone.id))
      }
      const repeated = await admin.post('/api/programs/admin', { ...body, steps: [first?.id, first?.id] })
      expect(repeated.statusCode).toBe(400)
      expect(repeated.json().message).toContain('Cada audio o video puede estar una sola vez en el programa.')
      const empty = await admin.post('/api/programs/admin', { ...body, title: ' ', steps: [] })
      expect(empty.statusCode).toBe(400)
    })

    it('keeps members’ steps done with their items when staff reorder the steps', async () => {
      const { program, owner } = await memberWithReflection()
      const admin = await adminClient()
      const reordered = await admin.put(`/api/programs/admin/${program._id}`, {
        title: 'Reordenado',
        description: 'Los mismos pasos, en otro orden.',
        category: await categoryId(),
        level: 'inicial',
        pace: 'daily',
        steps: [byTitle('Cinco minutos cada mañana').id, byTitle('Respiración consciente').id],
      })
      expect(reordered.statusCode, reordered.body).toBe(200)
      const seen = await detail(owner.client, program._id)
      expect(seen.steps[1]).toMatchObject({ state: 'done', reflection: { mood: 4 } })
      expect(seen.steps[1]?.item.title).toBe('Respiración consciente')
      expect(seen.steps[0]?.state).toBe('open')
    })

    it('counts per program the runs started in the period, finished, and each step’s runs', async () => {
      const { program } = await memberWithReflection()
      const other = await member()
      await other.client.post(`/api/programs/${program._id}/start`)
      const crm = await signedInUser(app, db, { role: 'crmUser' })
      const today = setting.today()
      const stats = await crm.client.get(`/api/programs/admin/stats?period=today`)
      expect(stats.statusCode, stats.body).toBe(200)
      expect(stats.json().data.programs.find((entry: { _id: string }) => entry._id === program._id)).toEqual({
        _id: program._id,
        title: expect.any(String),
        stepCount: 2,
        started: 2,
        finished: 0,
        reached: [
          { position: 1, done: 1 },
          { position: 2, done: 0 },
        ],
      })
      const before = addCalendarDays(today, -10)
      const earlier = await crm.client.get(
        `/api/programs/admin/stats?period=custom&from=${before}&to=${addCalendarDays(today, -1)}`,
      )
      expect(
        earlier.json().data.programs.find((entry: { _id: string }) => entry._id === program._id)?.started,
      ).toBe(0)
      const bad = await crm.client.get(`/api/programs/admin/stats?period=custom&from=${today}&to=${before}`)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toBe('La fecha de inicio no puede ser posterior a la fecha de fin.')
    })
  })
})
