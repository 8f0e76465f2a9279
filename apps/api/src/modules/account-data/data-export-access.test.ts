import { readdir } from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMBER_PASSWORD, signedInUser } from '../../../test/billing.ts'
import { browser } from '../../../test/session.ts'
import { linkIn } from '../../../test/smtp.ts'
import { readZip } from '../../../test/zip.ts'
import { dataExports, userChanges } from '../../db/schema/index.ts'
import { hashToken } from '../auth/secrets.ts'
import { dataExportApp } from './data-export.test-helpers.ts'

const DAY = 24 * 60 * 60 * 1000

// Who may ask for a copy of a member's data and fetch it: once a day, the member's own session only,
// for 7 days, an admin on a member's behalf; and the copy revoked when every session of the member
// ends, and removed with the account. What the copy holds: data-export-contents.test.ts.
describe('data export: Configuración › Descargar mis datos (decision 088)', async () => {
  const { smtp, app, db, exportsDir, runWorker, memberWithData } = await dataExportApp()

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
