import { randomUUID } from 'node:crypto'
import { userChangesResponseSchema, userUpdateResponseSchema } from '@sosiego/shared'
import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import { outbox, sessionFamilies, subscriptions, users } from '../../db/schema/index.ts'
import { updateUserAsStaff } from './people.service.ts'
import { inDays, peopleApp, today } from './people.test-helpers.ts'

// Staff editing a person from the back office: the edit form, plans through the staff grant,
// deactivation, what an admin may not do to themselves or the last admin, what a crmUser may not do
// at all (issue 27, I-1), and the audit trail every change leaves. The list and export:
// people-list.test.ts.
describe('back office people: /api/users/list, /update, /changes, /export', async () => {
  const { app, db, config, insertUser } = await peopleApp()

  it('saves the edit form; a new e-mail waits for its confirmation from the new address', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const client1 = await insertUser({ isVerified: true })
    const email = `nuevo-${randomUUID()}@sosiego.test`
    const res = await client.put(`/api/users/update/${client1.id}`, {
      name: ' Marta ',
      lastName: 'Ríos',
      email: email.toUpperCase(),
      role: 'subscriber',
    })
    expect(res.statusCode).toBe(200)
    const user = userUpdateResponseSchema.parse(res.json()).data
    // The account keeps its proven address until the new one is confirmed (decision 097).
    expect(user).toMatchObject({
      name: 'Marta',
      lastName: 'Ríos',
      email: client1.email,
      pendingEmail: email,
      role: 'subscriber',
      isVerified: true,
    })
    const mail = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mail.map((row) => row.template)).toEqual(['confirmEmailChange'])
    // Taken addresses and empty fields are refused with the spec's texts.
    const other = await insertUser()
    const taken = await client.put(`/api/users/update/${other.id}`, { email: client1.email })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Ya existe una cuenta con este correo electrónico.')
    for (const [body, message] of [
      [{ name: '  ' }, 'El nombre es obligatorio'],
      [{ lastName: '' }, 'El apellido es obligatorio'],
      [{ email: '' }, 'El correo electrónico es obligatorio'],
    ] as const) {
      const bad = await client.put(`/api/users/update/${other.id}`, body)
      expect(bad.statusCode).toBe(400)
      expect(bad.json().message).toContain(message)
    }
    expect((await client.put(`/api/users/update/${randomUUID()}`, { name: 'X' })).statusCode).toBe(404)
  })

  it('assigns a plan through the staff grant: limited needs an end date not in the past, infinite has none', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const member = await insertUser({ role: 'subscriber' })
    const missing = await client.put(`/api/users/update/${member.id}`, {
      planSlug: 'mini',
      subscriptionDuration: 'limited',
      subscriptionEndDate: null,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Debes seleccionar una fecha de fin para la suscripción')
    const past = await client.put(`/api/users/update/${member.id}`, {
      planSlug: 'mini',
      subscriptionDuration: 'limited',
      subscriptionEndDate: '2020-01-01',
    })
    expect(past.statusCode).toBe(400)
    const limited = await client.put(`/api/users/update/${member.id}`, {
      planSlug: 'mini',
      subscriptionDuration: 'limited',
      subscriptionEndDate: today(),
    })
    expect(limited.statusCode).toBe(200)
    expect(limited.json().data.activeSubscription.plan.slug).toBe('mini')
    // Saving the same plan again (the form sends it on every save) does not grant it twice.
    await client.put(`/api/users/update/${member.id}`, {
      name: 'Otra',
      planSlug: 'mini',
      subscriptionDuration: 'limited',
      subscriptionEndDate: today(),
    })
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toHaveLength(1)
    const infinite = await client.put(`/api/users/update/${member.id}`, {
      planSlug: 'full',
      subscriptionDuration: 'infinite',
      subscriptionEndDate: null,
    })
    const body = userUpdateResponseSchema.parse(infinite.json()).data
    expect(body.activeSubscription?.plan.slug).toBe('full')
    expect(body.activeSubscriptionDate?.endDate).toBeNull()
    expect(body.subscriptions.map((s) => s.status)).toEqual(['active', 'cancelled'])
    // Plan fields belong to creator and subscriber only.
    const visitor = await insertUser()
    const refused = await client.put(`/api/users/update/${visitor.id}`, { planSlug: 'full' })
    expect(refused.statusCode).toBe(400)
    expect((await client.put(`/api/users/update/${member.id}`, { planSlug: 'nope' })).statusCode).toBe(400)
    expect((await planBySlug(db, 'full')).slug).toBe('full')
  })

  it('deactivation ends every session of the user at once; activation lets them sign in again', async () => {
    const { client: admin } = await signedInUser(app, db, { role: 'admin' })
    const { client: member, user } = await signedInUser(app, db, { role: 'subscriber' })
    expect((await member.get('/api/users/validate-token')).statusCode).toBe(200)
    const res = await admin.put(`/api/users/update/${user.id}`, { isActive: false })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Usuario desactivado correctamente.')
    expect((await member.get('/api/users/validate-token')).statusCode).toBe(401)
    expect((await member.post('/api/users/refresh-token')).statusCode).toBe(401)
    const live = await db
      .select()
      .from(sessionFamilies)
      .where(and(eq(sessionFamilies.userId, user.id), isNull(sessionFamilies.revokedAt)))
    expect(live).toHaveLength(0)
    const again = await admin.put(`/api/users/update/${user.id}`, { isActive: true })
    expect(again.json().message).toBe('Usuario activado correctamente.')
    expect(again.json().data.isActive).toBe(true)
  })

  it('refuses self-deactivation and self-demotion', async () => {
    const { client, user: me } = await signedInUser(app, db, { role: 'admin' })
    const self = await client.put(`/api/users/update/${me.id}`, { isActive: false })
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe('No puedes desactivar tu propia cuenta.')
    const demote = await client.put(`/api/users/update/${me.id}`, { role: 'tester' })
    expect(demote.statusCode).toBe(403)
    expect(demote.json().message).toBe('No puedes cambiar tu propio rol.')
    // Editing one's own name is fine.
    expect((await client.put(`/api/users/update/${me.id}`, { name: 'Yo' })).statusCode).toBe(200)
  })

  it('never leaves the system without an active admin, even when two admins remove each other at once', async () => {
    await db.update(users).set({ isActive: false }).where(eq(users.role, 'admin'))
    const a = await signedInUser(app, db, { role: 'admin' })
    const b = await signedInUser(app, db, { role: 'admin' })
    const [ab, ba] = await Promise.all([
      a.client.put(`/api/users/update/${b.user.id}`, { isActive: false }),
      b.client.put(`/api/users/update/${a.user.id}`, { isActive: false }),
    ])
    expect([ab.statusCode, ba.statusCode].filter((code) => code === 200)).toHaveLength(1)
    const active = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    expect(active).toHaveLength(1)
    // The rule itself, for an actor whose request passed its checks before the other change landed.
    const [survivor] = active
    const loser = survivor?.id === a.user.id ? b.user : a.user
    await expect(
      updateUserAsStaff({ db, config, keys: app.sessionKeys }, loser, survivor?.id as string, {
        isActive: false,
      }),
    ).rejects.toMatchObject({ code: 'people.lastAdmin', statusCode: 409 })
    await expect(
      updateUserAsStaff({ db, config, keys: app.sessionKeys }, loser, survivor?.id as string, {
        role: 'tester',
      }),
    ).rejects.toMatchObject({ code: 'people.lastAdmin' })
    // With a second active admin, one of them may go.
    const c = await insertUser({ role: 'admin' })
    const { client } = await signedInUser(app, db, { role: 'admin' })
    expect((await client.put(`/api/users/update/${c.id}`, { role: 'tester' })).statusCode).toBe(200)
  })

  it("limits crmUser's plan grants to a dated plan of at most 15 days; open-ended and longer ones are an admin's (issue 27, I-1)", async () => {
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    const admin = await signedInUser(app, db, { role: 'admin' })
    const member = await insertUser({ role: 'subscriber', isVerified: true })
    const grant = (client: typeof crm.client, body: Record<string, unknown>) =>
      client.put(`/api/users/update/${member.id}`, { planSlug: 'full', ...body })
    const plansOf = () => db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))

    for (const body of [
      { subscriptionDuration: 'infinite', subscriptionEndDate: null },
      { subscriptionEndDate: null },
    ]) {
      const open = await grant(crm.client, body)
      expect(open.statusCode).toBe(403)
      expect(open.json()).toMatchObject({
        code: 'people.crmGrantOpenEnded',
        message:
          'Solo un administrador puede asignar un plan sin fecha de fin. Indica una fecha de fin de como máximo 15 días.',
      })
    }
    const long = await grant(crm.client, { subscriptionDuration: 'limited', subscriptionEndDate: inDays(16) })
    expect(long.statusCode).toBe(403)
    expect(long.json()).toMatchObject({
      code: 'people.crmGrantTooLong',
      message:
        'Puedes asignar un plan de como máximo 15 días. Para uno más largo, pide ayuda a un administrador.',
    })
    expect(await plansOf()).toEqual([])

    const dated = await grant(crm.client, {
      subscriptionDuration: 'limited',
      subscriptionEndDate: inDays(15),
    })
    expect(dated.statusCode).toBe(200)
    expect(await plansOf()).toHaveLength(1)

    // An admin gives any plan; a crmUser saving that member's form again, plan untouched, is not refused.
    const infinite = await grant(admin.client, {
      subscriptionDuration: 'infinite',
      subscriptionEndDate: null,
    })
    expect(infinite.statusCode).toBe(200)
    const resave = await grant(crm.client, {
      name: 'Renombrada',
      subscriptionDuration: 'infinite',
      subscriptionEndDate: null,
    })
    expect(resave.statusCode).toBe(200)
  })

  it("never shows a crmUser an admin's or another crmUser's audit trail or billing (issue 27, I-1)", async () => {
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    const admin = await signedInUser(app, db, { role: 'admin' })
    const otherCrm = await insertUser({ role: 'crmUser' })
    const member = await insertUser({ role: 'subscriber' })
    const creator = await insertUser({ role: 'creator' })
    for (const target of [admin.user.id, otherCrm.id]) {
      for (const url of [`/api/users/changes/${target}`, `/api/users/${target}/billing`]) {
        const res = await crm.client.get(url)
        expect(res.statusCode, url).toBe(403)
        expect(res.json()).toMatchObject({
          code: 'people.recordsNotAllowed',
          message: 'No tienes permiso para ver el historial de esta cuenta.',
        })
        expect((await admin.client.get(url)).statusCode, url).toBe(200)
      }
    }
    for (const target of [member.id, creator.id, crm.user.id])
      for (const url of [`/api/users/changes/${target}`, `/api/users/${target}/billing`])
        expect((await crm.client.get(url)).statusCode, url).toBe(200)
  })

  it('limits crmUser: no admin or crmUser roles, no edits of admins or crmUsers, clients stay clients', async () => {
    const { client: crm } = await signedInUser(app, db, { role: 'crmUser' })
    const tester = await insertUser({ role: 'tester' })
    const grant = await crm.put(`/api/users/update/${tester.id}`, { role: 'admin' })
    expect(grant.statusCode).toBe(403)
    expect(grant.json().message).toBe('No tienes permiso para asignar ese rol.')
    expect((await crm.put(`/api/users/update/${tester.id}`, { role: 'crmUser' })).statusCode).toBe(403)
    expect((await crm.put(`/api/users/update/${tester.id}`, { role: 'creator' })).statusCode).toBe(200)
    const admin = await insertUser({ role: 'admin' })
    const peer = await insertUser({ role: 'crmUser' })
    for (const target of [admin, peer]) {
      const res = await crm.put(`/api/users/update/${target.id}`, { isActive: false })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('No tienes permiso para modificar esta cuenta.')
    }
    const visitor = await insertUser()
    expect((await crm.put(`/api/users/update/${visitor.id}`, { isActive: false })).statusCode).toBe(200)
    const promote = await crm.put(`/api/users/update/${visitor.id}`, { role: 'creator' })
    expect(promote.statusCode).toBe(400)
    expect(promote.json().message).toBe('Un cliente solo puede ser Visitante o Suscriptor.')
    expect((await crm.put(`/api/users/update/${tester.id}`, { role: 'visitor' })).statusCode).toBe(400)
    // crmUser creates nobody.
    const create = await crm.post('/api/users/create', {
      name: 'Nuevo',
      lastName: 'Cliente',
      email: `${randomUUID()}@sosiego.test`,
      password: 'Calma2026!',
      role: 'visitor',
    })
    expect(create.statusCode).toBe(403)
  })

  it('records every staff change with who, when, before and after, newest first', async () => {
    const { client, user: me } = await signedInUser(app, db, {
      role: 'admin',
      name: 'Elena',
      lastName: 'Paz',
    })
    const member = await insertUser({ role: 'visitor', name: 'Pedro' })
    await client.put(`/api/users/update/${member.id}`, { name: 'Pablo', role: 'subscriber' })
    await client.put(`/api/users/update/${member.id}`, {
      planSlug: 'full',
      subscriptionDuration: 'infinite',
      subscriptionEndDate: null,
    })
    await client.put(`/api/users/update/${member.id}`, { isActive: false })
    // Saving without a change records nothing.
    await client.put(`/api/users/update/${member.id}`, { name: 'Pablo' })
    const res = await client.get(`/api/users/changes/${member.id}`)
    const changes = userChangesResponseSchema.parse(res.json()).data
    expect(changes.map((change) => change.action)).toEqual(['deactivate', 'update', 'update'])
    expect(changes[0]?.changes).toEqual({ isActive: { before: true, after: false } })
    expect(changes[1]?.changes.plan).toEqual({ before: null, after: { slug: 'full', endDate: null } })
    expect(changes[2]?.changes).toEqual({
      name: { before: 'Pedro', after: 'Pablo' },
      role: { before: 'visitor', after: 'subscriber' },
    })
    expect(changes[2]?.actor).toEqual({ _id: me.id, name: 'Elena Paz' })
    expect((await client.get(`/api/users/changes/${randomUUID()}`)).statusCode).toBe(404)
    // A creation by staff is the first entry of the new user's trail.
    const created = await client.post('/api/users/create', {
      name: 'Nuevo',
      lastName: 'Cliente',
      email: `${randomUUID()}@sosiego.test`,
      password: 'Calma2026!',
      role: 'subscriber',
      planSlug: 'mini',
      subscriptionEndDate: inDays(5),
    })
    expect(created.statusCode).toBe(201)
    const createdId = created.json().data.user._id
    const trail = userChangesResponseSchema.parse(
      (await client.get(`/api/users/changes/${createdId}`)).json(),
    ).data
    expect(trail).toHaveLength(1)
    expect(trail[0]).toMatchObject({
      action: 'create',
      actor: { _id: me.id },
      changes: {
        role: { before: null, after: 'subscriber' },
        plan: { after: { slug: 'mini', endDate: inDays(5) } },
      },
    })
  })
})
