import { randomUUID } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { paymentRecordListResponseSchema } from '@sosiego/shared'
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { insertCompletedOrder, MEMBER_PASSWORD, planBySlug, signedInUser } from '../../../test/billing.ts'
import { startSmtpServer } from '../../../test/smtp.ts'
import type { Database } from '../../db/client.ts'
import {
  accessibilityReports,
  mediaItems,
  outbox,
  paymentOrders,
  playbackProgress,
  playtimeDaily,
  pushSubscriptions,
  rateLimitHits,
  reminders,
  reviews,
  sessionFamilies,
  subscriptions,
  testTakes,
  userChanges,
  userCounts,
  users,
} from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { grantPlanAsStaff } from '../billing/subscriptions/staff-grant.ts'
import { updateUserAsStaff } from '../people/people.service.ts'
import { forgetSessionUser } from '../users/users.repository.ts'

/**
 * Every text-like value of every table of the public schema that holds `needle` (case folded):
 * "nothing personal behind" checked against the whole database, not a list of tables someone kept.
 */
async function tablesHolding(db: Database, needle: string): Promise<string[]> {
  const columns = (await db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')
  `)) as unknown as { rows: { table_name: string; column_name: string }[] }
  const found: string[] = []
  for (const { table_name, column_name } of columns.rows) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] }
    if ((result.rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

describe('account deletion: POST /api/users/delete-account and /api/users/delete/:id', async () => {
  const smtp = await startSmtpServer()
  afterAll(() => smtp.close())
  const { app, db, config } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  /** A member with something in every place a member leaves data, named uniquely. */
  async function memberWithHistory() {
    const unique = randomUUID().slice(0, 8)
    const name = `Zoe${unique}`
    const lastName = `Quintanilla${unique}`
    const { user, client } = await signedInUser(app, db, {
      name,
      lastName,
      avatarUrl: `/media/avatars/${unique}.webp`,
    })
    await mkdir(path.join(config.storageDir, 'avatars'), { recursive: true })
    await writeFile(path.join(config.storageDir, 'avatars', `${unique}.webp`), 'imagen')
    const plan = await planBySlug(db, 'full')
    const paid = await insertCompletedOrder(db, user.id, plan, `cs_${unique}`)
    const [open] = await db
      .insert(paymentOrders)
      .values({
        userId: user.id,
        planId: (await planBySlug(db, 'full-anual')).id,
        amountCents: 1000,
        provider: 'local',
        idempotencyKey: randomUUID(),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning()
    await db.transaction((tx) => grantPlanAsStaff(tx as unknown as Database, user.id, 'full', null))
    const media = await db.select().from(mediaItems).limit(2)
    for (const item of media) {
      await db.insert(playtimeDaily).values({
        userId: user.id,
        mediaId: item.id,
        themeId: item.themeId,
        categoryId: (await categoryOf(item.themeId)) as string,
        day: '2026-11-20',
        seconds: 600,
      })
      await db
        .insert(playbackProgress)
        .values({ userId: user.id, mediaId: item.id, firstDay: '2026-11-20', furthestSeconds: 300 })
    }
    await db.insert(testTakes).values({
      userId: user.id,
      answers: { p1: 'a', p2: 'b' },
      categorySlug: 'ansiedad',
      themeSlugs: ['respiracion'],
      day: '2026-11-20',
    })
    await db
      .insert(reviews)
      .values({ userId: user.id, rating: 5, comment: `Me encanta, soy ${name} ${lastName}` })
    await db
      .insert(outbox)
      .values({ to: user.email, subject: `Hola ${name}`, text: `Hola ${name}`, html: 'x', status: 'sent' })
    await db
      .insert(rateLimitHits)
      .values({ key: `mail-hour:${user.email}`, windowStart: new Date(), count: 1 })
    // Issue 31: a reminder with its calendar feed, and a browser whose endpoint names the member.
    await db.insert(reminders).values({
      userId: user.id,
      weekdays: [1],
      minuteOfDay: 480,
      email: true,
      calendarToken: `feed-${name}`,
    })
    await db.insert(pushSubscriptions).values({
      userId: user.id,
      endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
      p256dh: name,
      auth: name,
    })
    // Issue 34: reports from the accessibility statement's form hold the address, not the id. One in
    // capitals (the form lower-cases, the erasure must not rely on it), and one from another address
    // that is nobody's account here and stays.
    const bystander = `testigo-${unique}@correo.es`
    await db.insert(accessibilityReports).values([
      { name, email: user.email, page: '/panel', message: `Soy ${name} ${lastName} y no veo el botón` },
      { email: user.email.toUpperCase(), message: 'El reproductor no se maneja con el teclado' },
      { email: bystander, message: 'Los subtítulos tapan el texto del vídeo' },
    ])
    return {
      user,
      client,
      name,
      lastName,
      bystander,
      paid,
      open: open as NonNullable<typeof open>,
      media,
    }
  }
  async function categoryOf(themeId: string) {
    const result = (await db.execute(
      sql`select category_id from themes where id = ${themeId}`,
    )) as unknown as {
      rows: { category_id: string }[]
    }
    return result.rows[0]?.category_id
  }
  /** The accessibility reports filed with an address, whatever its case. */
  const reportsFiledBy = (email: string) =>
    db.select().from(accessibilityReports).where(sql`lower(${accessibilityReports.email}) = lower(${email})`)
  const listeningTotals = async () => {
    const result = (await db.execute(
      sql`select coalesce(sum(seconds), 0)::int as seconds, count(distinct user_id)::int as people from playtime_daily`,
    )) as unknown as { rows: { seconds: number; people: number }[] }
    return result.rows[0]
  }

  it('erases the person, keeps the orders without them, the statistics whole, and says so by e-mail', async () => {
    const { user, client, name, lastName, paid, open, bystander } = await memberWithHistory()
    const admin = await signedInUser(app, db, { role: 'admin' })
    await updateUserAsStaff({ db, config, keys: app.sessionKeys }, admin.user, user.id, {
      lastName: `${lastName}-antes`,
    })
    const before = await listeningTotals()
    const takesBefore = await db.select({ n: sql<number>`count(*)::int` }).from(testTakes)
    const sent = smtp.received.length

    const res = await client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ success: true, message: 'Tu cuenta se ha eliminado.' })

    // Signed out everywhere, and the account no longer exists.
    expect((await client.get('/api/users/validate-token')).statusCode).toBe(401)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    expect(await db.select().from(sessionFamilies).where(eq(sessionFamilies.userId, user.id))).toEqual([])
    expect(await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([])
    expect(await db.select().from(reviews).where(eq(reviews.userId, user.id))).toEqual([])
    await expect(
      stat(path.join(config.storageDir, user.avatarUrl?.replace('/media/', '') ?? 'x')),
    ).rejects.toThrow()

    // The member's accessibility reports go with the account; another address's stay.
    expect(await reportsFiledBy(user.email)).toEqual([])
    expect(await reportsFiledBy(bystander)).toEqual([
      expect.objectContaining({ message: 'Los subtítulos tapan el texto del vídeo' }),
    ])

    // Orders stay for the books, pointing at nobody; the open attempt can no longer be paid.
    const kept = await db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.id, [paid.id, open.id]))
    expect(kept.map((order) => [order.id, order.userId, order.status]).sort()).toEqual(
      [
        [paid.id, null, 'completed'],
        [open.id, null, 'canceled'],
      ].sort(),
    )
    const records = paymentRecordListResponseSchema.parse(
      (await admin.client.get('/api/payment-records/list')).json(),
    )
    expect(records.data.find((record) => record._id === paid.id)?.user).toEqual({
      _id: '00000000-0000-0000-0000-000000000000',
      name: 'Cuenta eliminada',
      lastName: '',
      email: '',
    })

    // The statistics keep their totals and their distinct listeners, without the person.
    expect(await listeningTotals()).toEqual(before)
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(testTakes)).toEqual(takesBefore)
    expect(await db.select().from(playtimeDaily).where(eq(playtimeDaily.userId, user.id))).toEqual([])
    expect(await db.select().from(playbackProgress).where(eq(playbackProgress.userId, user.id))).toEqual([])
    const anonymousTakes = await db
      .select()
      .from(testTakes)
      .where(and(eq(testTakes.categorySlug, 'ansiedad'), isNull(testTakes.answers)))
    expect(anonymousTakes.length).toBeGreaterThan(0)

    // A last e-mail confirms it; once delivered, the outbox forgets the address.
    const mail = await smtp.waitFor(user.email, sent)
    expect(mail.subject).toBe('Tu cuenta de Sosiego se ha eliminado')
    await expect
      .poll(async () => (await db.select().from(outbox).where(eq(outbox.to, user.email))).length, {
        timeout: 10_000,
      })
      .toBe(0)

    // Nothing personal behind, in any table.
    for (const needle of [user.email, name, lastName, user.id])
      expect({ needle, tables: await tablesHolding(db, needle) }).toEqual({ needle, tables: [] })
  })

  it('asks for the right password, limits wrong ones, and deletes nothing until it gets it', async () => {
    const { user, client } = await signedInUser(app, db)
    const missing = await client.post('/api/users/delete-account', {})
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'account.delete.passwordRequired' })
    for (let attempt = 0; attempt < 4; attempt++) {
      const wrong = await client.post('/api/users/delete-account', { password: 'Otra2026!' })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toMatchObject({
        code: 'account.delete.passwordWrong',
        message: 'La contraseña no es correcta.',
      })
    }
    // Five wrong proofs in the window: the next attempt is refused unchecked, even the right one.
    const limited = await client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
    expect(limited.statusCode).toBe(429)
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1)
    expect((await client.get('/api/users/validate-token')).statusCode).toBe(200)
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/delete-account', payload: {} })).statusCode,
    ).toBe(401)
  })

  it('asks a Google-only account for its e-mail instead', async () => {
    const { user, client } = await signedInUser(app, db)
    await db
      .update(users)
      .set({ passwordHash: null, googleSub: `google-${user.id}` })
      .where(eq(users.id, user.id))
    forgetSessionUser(user.id)
    const wrong = await client.post('/api/users/delete-account', { email: 'otra@sosiego.test' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'account.delete.emailMismatch' })
    expect(
      (await client.post('/api/users/delete-account', { email: ` ${user.email.toUpperCase()} ` })).statusCode,
    ).toBe(200)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
  })

  it('never leaves the shop without an active admin', async () => {
    const { user, client } = await signedInUser(app, db, { role: 'admin' })
    const others = await db
      .update(users)
      .set({ isActive: false })
      .where(and(eq(users.role, 'admin'), eq(users.isActive, true), ne(users.id, user.id)))
      .returning({ id: users.id })
    try {
      const res = await client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'account.delete.lastAdmin' })
    } finally {
      if (others.length)
        await db
          .update(users)
          .set({ isActive: true })
          .where(
            inArray(
              users.id,
              others.map((row) => row.id),
            ),
          )
    }
    expect((await client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })).statusCode).toBe(
      200,
    )
  })

  it('erases members only from Clientes: creator, tester and therapist accounts are refused, and delete themselves (issue 27, I-8)', async () => {
    const admin = await signedInUser(app, db, { role: 'admin' })
    for (const role of ['creator', 'tester', 'therapist', 'crmUser', 'admin'] as const) {
      const target = await signedInUser(app, db, { role })
      const refused = await admin.client.post(`/api/users/delete/${target.user.id}`)
      expect(refused.statusCode, role).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'account.delete.staffOnlyMembers',
        message: 'Desde Clientes solo se eliminan cuentas de clientes.',
      })
      expect(await db.select({ id: users.id }).from(users).where(eq(users.id, target.user.id))).toHaveLength(
        1,
      )
    }
    const creator = await signedInUser(app, db, { role: 'creator' })
    const own = await creator.client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })
    expect(own.statusCode).toBe(200)
    expect(await db.select().from(users).where(eq(users.id, creator.user.id))).toEqual([])
  })

  it('lets an admin, and only an admin, delete a member, recorded in the audit trail', async () => {
    const { user, bystander } = await memberWithHistory()
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    expect((await crm.client.post(`/api/users/delete/${user.id}`)).statusCode).toBe(403)
    const admin = await signedInUser(app, db, { role: 'admin' })
    const staffTarget = await signedInUser(app, db, { role: 'crmUser' })
    const refused = await admin.client.post(`/api/users/delete/${staffTarget.user.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'account.delete.staffOnlyMembers' })
    expect((await admin.client.post(`/api/users/delete/${randomUUID()}`)).statusCode).toBe(404)

    const counts = async () => (await db.select().from(userCounts)).reduce((sum, row) => sum + row.users, 0)
    const accounts = await counts()
    const res = await admin.client.post(`/api/users/delete/${user.id}`)
    expect(res.statusCode).toBe(200)
    expect(await counts()).toBe(accounts - 1)
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([])
    // The staff erasure is the same eraseAccount: the member's accessibility reports go here too.
    expect(await reportsFiledBy(user.email)).toEqual([])
    expect(await reportsFiledBy(bystander)).toHaveLength(1)
    const [record] = await db
      .select()
      .from(userChanges)
      .where(and(eq(userChanges.actorId, admin.user.id), eq(userChanges.action, 'delete')))
    expect(record).toMatchObject({ userId: null, changes: { account: { before: user.id, after: null } } })
  })
})
