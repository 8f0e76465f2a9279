import { randomUUID } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { insertCompletedOrder, MEMBER_PASSWORD, planBySlug, signedInUser } from '../../../test/billing.ts'
import { formulaCells, formulaProbes } from '../../../test/csv-safety.ts'
import { browser } from '../../../test/session.ts'
import { linkIn, startSmtpServer } from '../../../test/smtp.ts'
import { readZip } from '../../../test/zip.ts'
import type { Database } from '../../db/client.ts'
import {
  dataExports,
  favourites,
  mediaItems,
  playbackPositions,
  playbackProgress,
  playtimeDaily,
  reviews,
  testTakes,
  userChanges,
} from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'
import { hashToken } from '../auth/secrets.ts'
import { grantPlanAsStaff } from '../billing/subscriptions/staff-grant.ts'

const DAY = 24 * 60 * 60 * 1000
const dataFiles = [
  'perfil',
  'tests',
  'suscripciones',
  'ordenes',
  'historial-de-escucha',
  'progreso',
  'posiciones-de-reproduccion',
  'resenas',
  'favoritos',
]

describe('data export: Configuración › Descargar mis datos (decision 088)', async () => {
  const smtp = await startSmtpServer()
  afterAll(() => smtp.close())
  const { app, db, config } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  const exportsDir = path.join(config.dataDir, 'exports')
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  /** A member with a row in every table the export reads, each marked with the member's own word. */
  async function memberWithData(values: { name?: string } = {}) {
    const mark = `Marca${randomUUID().slice(0, 8)}`
    const { user, client } = await signedInUser(app, db, { lastName: mark, ...values })
    const [first, second] = await db.select().from(mediaItems).orderBy(mediaItems.title).limit(2)
    if (!first || !second) throw new Error('no media')
    const [theme] = (
      (await db.execute(sql`select category_id from themes where id = ${first.themeId}`)) as unknown as {
        rows: { category_id: string }[]
      }
    ).rows
    const plan = await planBySlug(db, 'full')
    const order = await insertCompletedOrder(db, user.id, plan, `cs_${mark}`)
    await db.transaction((tx) => grantPlanAsStaff(tx as unknown as Database, user.id, 'full', null))
    await db.insert(testTakes).values({
      userId: user.id,
      answers: { p1: 'preocupaciones' },
      categorySlug: 'ansiedad',
      themeSlugs: ['respiracion'],
      day: '2026-11-20',
    })
    await db.insert(playtimeDaily).values({
      userId: user.id,
      mediaId: first.id,
      themeId: first.themeId,
      categoryId: theme?.category_id as string,
      day: '2026-11-20',
      seconds: 4321,
    })
    await db
      .insert(playbackProgress)
      .values({ userId: user.id, mediaId: first.id, firstDay: '2026-11-20', furthestSeconds: 77 })
    await db
      .insert(playbackPositions)
      .values({ userId: user.id, mediaId: second.id, positionSeconds: 33, durationSeconds: 600 })
    await db.insert(reviews).values({ userId: user.id, rating: 4, comment: `Reseña de ${mark}` })
    await db.insert(favourites).values({ userId: user.id, mediaId: second.id })
    return { user, client, mark, order, first, second }
  }

  /** Runs the worker until nothing is due, as its own timer would. */
  const runWorker = (now?: Date) => app.dataExports.runOnce(now)

  const NEW_PASSWORD = 'Otra.Calma2027'
  /** A fresh session by password, or undefined when sign-in is refused (a deactivated account). */
  async function signIn(email: string, password = NEW_PASSWORD) {
    const client = browser(app)
    const res = await client.post('/api/users/login', { email, password })
    return res.statusCode === 200 ? client : undefined
  }

  /** Each way that ends every session of an account, as the member or staff would do it. */
  async function endSessionsBy(
    how: 'password' | 'reset' | 'deactivate',
    member: { user: { id: string; email: string }; client: ReturnType<typeof browser> },
  ) {
    if (how === 'password') {
      const res = await member.client.put('/api/users/update-password', {
        currentPassword: MEMBER_PASSWORD,
        newPassword: NEW_PASSWORD,
      })
      expect(res.statusCode, res.body).toBe(200)
    } else if (how === 'reset') {
      const before = smtp.received.length
      await browser(app).post('/api/users/reset-password-email', { email: member.user.email })
      const token = linkIn(await smtp.waitFor(member.user.email, before)).searchParams.get('token')
      const res = await browser(app).post('/api/users/reset-password', { token, newPassword: NEW_PASSWORD })
      expect(res.statusCode, res.body).toBe(200)
    } else {
      const admin = await signedInUser(app, db, { role: 'admin' })
      const res = await admin.client.put(`/api/users/update/${member.user.id}`, { isActive: false })
      expect(res.statusCode, res.body).toBe(200)
    }
  }

  it("puts every table of the member's data in the ZIP, as JSON and CSV, and nobody else's", async () => {
    const other = await memberWithData()
    const member = await memberWithData({ name: '=1+2' })
    const sent = smtp.received.length

    const asked = await member.client.post('/api/users/data-export')
    expect(asked.statusCode).toBe(202)
    expect(asked.json().message).toBe(
      'Estamos preparando tus datos. Te enviaremos un enlace por correo en unos minutos.',
    )
    // The other member asks too: their copy is built in the same pass.
    expect((await other.client.post('/api/users/data-export')).statusCode).toBe(202)
    await runWorker()

    const mail = await smtp.waitFor(member.user.email, sent)
    expect(mail.subject).toBe('Tu copia de datos de Sosiego está lista')
    expect(mail.text).toContain('Ya está lista la copia de tus datos')
    // The link opens Configuración › Tu cuenta; it carries no key to the file (issue 27, L-5).
    const link = linkIn(mail)
    expect(link.href).toBe(`${config.appUrl}/panel/configuracion?pestana=cuenta`)

    // The member's own session downloads it, as a ZIP.
    const res = await member.client.get('/api/users/data-export/file')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/zip')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sosiego-mis-datos-\d{4}-\d\d-\d\d\.zip"$/,
    )
    const files = await readZip(res.rawPayload)
    expect([...files.keys()].sort()).toEqual(
      ['LEEME.txt', ...dataFiles.flatMap((file) => [`${file}.json`, `${file}.csv`])].sort(),
    )
    const json = (file: string) => JSON.parse(files.get(`${file}.json`)?.toString('utf8') ?? '{}')[file]
    const csv = (file: string) => files.get(`${file}.csv`)?.toString('utf8') ?? ''

    expect(json('perfil')).toEqual([
      expect.objectContaining({ id: member.user.id, email: member.user.email, lastName: member.mark }),
    ])
    expect(json('tests')).toEqual([
      expect.objectContaining({
        category: 'ansiedad',
        answers: [
          {
            questionId: 'p1',
            question: 'Últimamente, ¿qué es lo que más ocupa tu mente?',
            optionId: 'preocupaciones',
            answer: 'Preocupaciones que me cuesta soltar',
          },
        ],
      }),
    ])
    expect(json('suscripciones')).toEqual([expect.objectContaining({ status: 'active', source: 'admin' })])
    expect(json('ordenes')).toEqual([
      expect.objectContaining({ id: member.order.id, status: 'completed', provider: 'local' }),
    ])
    expect(json('historial-de-escucha')).toEqual([
      expect.objectContaining({ day: '2026-11-20', seconds: 4321, title: member.first.title }),
    ])
    expect(json('progreso')).toEqual([
      expect.objectContaining({ title: member.first.title, furthestSeconds: 77 }),
    ])
    expect(json('posiciones-de-reproduccion')).toEqual([
      expect.objectContaining({ title: member.second.title, positionSeconds: 33, durationSeconds: 600 }),
    ])
    expect(json('resenas')).toEqual([
      expect.objectContaining({ rating: 4, comment: `Reseña de ${member.mark}` }),
    ])
    expect(json('favoritos')).toEqual([expect.objectContaining({ title: member.second.title })])

    // CSV: the BOM for Excel, Spanish headers, a formula neutralised, one line per answer.
    for (const file of dataFiles) expect(csv(file).startsWith('\uFEFF')).toBe(true)
    expect(csv('perfil')).toContain(`"'=1+2",`)
    expect(csv('perfil').split('\n')[0]).toContain('"Nombre","Apellido","Correo electrónico"')
    expect(csv('tests')).toContain('Preocupaciones que me cuesta soltar')
    expect(csv('historial-de-escucha')).toContain('4321')

    // Another member's data is nowhere in it: not their id, address, mark, order or review.
    const everything = [...files.values()].map((file) => file.toString('utf8')).join('\n')
    for (const needle of [other.user.id, other.user.email, other.mark, other.order.id])
      expect(everything.includes(needle), needle).toBe(false)
  })

  it('writes every CSV of the copy so that no cell starts a formula however a spreadsheet splits it (issue 27, L-1)', async () => {
    const member = await memberWithData({ name: 'x;=1+1;y' })
    await db
      .update(reviews)
      .set({ comment: formulaProbes.join(' ') })
      .where(eq(reviews.userId, member.user.id))
    expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
    await runWorker()
    const res = await member.client.get('/api/users/data-export/file')
    expect(res.statusCode).toBe(200)
    const files = await readZip(res.rawPayload)
    expect(files.get('perfil.csv')?.toString('utf8')).toContain(`x;'=1+1;y`)
    for (const file of dataFiles)
      expect(formulaCells(files.get(`${file}.csv`)?.toString('utf8') ?? ''), file).toEqual([])
  })

  it('allows one copy per 24 hours, with a clear Spanish message, and counts two clicks at once once', async () => {
    const { client } = await memberWithData()
    const both = await Promise.all([
      client.post('/api/users/data-export'),
      client.post('/api/users/data-export'),
    ])
    expect(both.map((res) => res.statusCode).sort()).toEqual([202, 429])
    const refused = await client.post('/api/users/data-export')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(
      /^Ya pediste una copia de tus datos en las últimas 24 horas\. Podrás pedir otra a partir del \d\d\/\d\d\/\d{4}, \d\d:\d\d\.$/,
    )
    const state = (await client.get('/api/users/data-export')).json().data
    // The worker wakes at once on a request: the copy may already be under way.
    expect(['pending', 'building', 'ready']).toContain(state.export.status)
    expect(Date.parse(state.nextRequestAt)).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000)
  })

  it('lets the signed-in member download their own copy only, and the copy expires after 7 days', async () => {
    const member = await memberWithData()
    const other = await memberWithData()
    expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
    expect((await member.client.get('/api/users/data-export/file')).statusCode).toBe(404)
    await runWorker()
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))
    if (!row?.expiresAt) throw new Error('not ready')
    expect(row.expiresAt.getTime() - (row.readyAt as Date).getTime()).toBe(7 * DAY)
    expect(await readdir(exportsDir)).toContain(`${row.id}.zip`)

    const own = await member.client.get('/api/users/data-export/file')
    expect(own.statusCode).toBe(200)
    expect(
      JSON.parse((await readZip(own.rawPayload)).get('perfil.json')?.toString() ?? '').perfil[0].id,
    ).toBe(member.user.id)
    // Another member's session reaches only their own (none ready); no session reaches nothing.
    const theirs = await other.client.get('/api/users/data-export/file')
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json().message).toBe('Todavía no hay una copia de tus datos lista para descargar.')
    expect((await app.inject({ method: 'GET', url: '/api/users/data-export/file' })).statusCode).toBe(401)

    // Past its date the copy is not served, and the worker's pass removes the file.
    const later = new Date(row.expiresAt.getTime() + 1000)
    await runWorker(later)
    expect((await member.client.get('/api/users/data-export/file')).statusCode).toBe(404)
    expect(await readdir(exportsDir)).not.toContain(`${row.id}.zip`)
    const [after] = await db.select().from(dataExports).where(eq(dataExports.id, row.id))
    expect(after).toMatchObject({ status: 'expired', tokenHash: null })
    expect((await member.client.get('/api/users/data-export')).json().data.export.status).toBe('expired')
  })

  it('lets an admin (only) run the export for a member, sent to the member, in the audit trail', async () => {
    const member = await memberWithData()
    const admin = await signedInUser(app, db, { role: 'admin' })
    const crm = await signedInUser(app, db, { role: 'crmUser' })
    const url = `/api/users/data-export/${member.user.id}`
    expect((await crm.client.post(url)).statusCode).toBe(403)
    expect((await member.client.post(url)).statusCode).toBe(403)
    expect((await admin.client.post(`/api/users/data-export/${admin.user.id}`)).statusCode).toBe(409)
    const sent = smtp.received.length
    const res = await admin.client.post(url)
    expect(res.statusCode).toBe(202)
    expect(res.json().message).toBe('Estamos preparando la copia. El cliente recibirá el enlace por correo.')
    const again = await admin.client.post(url)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Ya se está preparando una copia de los datos de esta cuenta.')

    const [audit] = await db
      .select()
      .from(userChanges)
      .where(and(eq(userChanges.userId, member.user.id), eq(userChanges.action, 'export')))
    expect(audit).toMatchObject({ actorId: admin.user.id, actorName: 'Lucía Serena' })
    const changes = (await admin.client.get(`/api/users/changes/${member.user.id}`)).json()
    expect(JSON.stringify(changes)).toContain('"action":"export"')

    await runWorker()
    const mail = await smtp.waitFor(member.user.email, sent)
    expect(mail.text).toContain('Como nos pediste, hemos preparado una copia de tus datos')
    expect(smtp.received.slice(sent).some((m) => JSON.stringify(m.to).includes(admin.user.email))).toBe(false)
    // The staff-run copy does not use up the member's own request of the day.
    expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
  })

  it("serves no file through an older e-mail's token link, which only sends the browser to Tu cuenta (issue 27, L-5)", async () => {
    const member = await memberWithData()
    expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
    await runWorker()
    // A link as the e-mails before issue 27 carried it, even with the row's own token.
    const token = 'token-de-un-correo-anterior'
    await db
      .update(dataExports)
      .set({ tokenHash: hashToken(token) })
      .where(eq(dataExports.userId, member.user.id))
    for (const url of [`/api/users/data-export/download?token=${token}`, '/api/users/data-export/download']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(303)
      expect(res.headers.location).toBe('/panel/configuracion?pestana=cuenta')
      expect(res.headers['content-type'] ?? '').not.toContain('zip')
    }
  })

  it.each([
    ['a password change', 'password'],
    ['a reset by e-mail', 'reset'],
    ['deactivation by staff', 'deactivate'],
  ] as const)(
    'revokes the ready copy and deletes its file on %s, which ends every session (issue 27, L-5)',
    async (_, how) => {
      const member = await memberWithData()
      const sent = smtp.received.length
      expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
      await runWorker()
      // The copy's mail has come: the next mail to the member is the one the test waits for.
      expect((await smtp.waitFor(member.user.email, sent)).subject).toBe(
        'Tu copia de datos de Sosiego está lista',
      )
      const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))
      expect(row?.status).toBe('ready')
      expect(await readdir(exportsDir)).toContain(`${row?.id}.zip`)

      await endSessionsBy(how, member)

      const [after] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.id, row?.id as string))
      expect(after?.status).toBe('revoked')
      // Whoever holds a session of the member now, the copy is not served.
      const again = await signIn(member.user.email, how === 'deactivate' ? undefined : NEW_PASSWORD)
      if (again) expect((await again.get('/api/users/data-export/file')).statusCode).toBe(404)
      await runWorker()
      expect(await readdir(exportsDir)).not.toContain(`${row?.id}.zip`)
      if (again) {
        const state = (await again.get('/api/users/data-export')).json().data
        expect(state.export.status).toBe('revoked')
        // A revoked copy does not use up the day's request.
        expect(state.nextRequestAt).toBeNull()
        expect((await again.post('/api/users/data-export')).statusCode).toBe(202)
      }
    },
  )

  it('revokes a copy still asked for or being built when the sessions end: never built, mailed or served (issue 27, L-5)', async () => {
    const member = await memberWithData()
    // Rows as another instance's worker would find them: one asked for, one under its lease.
    const [pending] = await db.insert(dataExports).values({ userId: member.user.id }).returning()
    const [building] = await db
      .insert(dataExports)
      .values({
        userId: member.user.id,
        requestedBy: member.user.id,
        status: 'building',
        lockedUntil: new Date(Date.now() + 60_000),
      })
      .returning()
    const sent = smtp.received.length
    await endSessionsBy('password', member)
    await runWorker()
    const rows = await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))
    expect(rows.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [pending?.id, 'revoked'],
        [building?.id, 'revoked'],
      ].sort(),
    )
    // Even once its lease has run out, the revoked build is not taken up again.
    await runWorker(new Date(Date.now() + 10 * 60_000))
    expect(await readdir(exportsDir)).not.toContain(`${pending?.id}.zip`)
    expect(await readdir(exportsDir)).not.toContain(`${building?.id}.zip`)
    await smtp.waitFor(member.user.email, sent)
    const mails = smtp.received
      .slice(sent)
      .filter((mail) => JSON.stringify(mail.to).includes(member.user.email))
    expect(mails.map((mail) => mail.subject)).not.toContain('Tu copia de datos de Sosiego está lista')
  })

  it("removes the member's copies with the account", async () => {
    const member = await memberWithData()
    expect((await member.client.post('/api/users/data-export')).statusCode).toBe(202)
    await runWorker()
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))
    expect(await readdir(exportsDir)).toContain(`${row?.id}.zip`)
    expect(
      (await member.client.post('/api/users/delete-account', { password: MEMBER_PASSWORD })).statusCode,
    ).toBe(200)
    expect(await readdir(exportsDir)).not.toContain(`${row?.id}.zip`)
    expect(await db.select().from(dataExports).where(eq(dataExports.userId, member.user.id))).toEqual([])
  })
})
