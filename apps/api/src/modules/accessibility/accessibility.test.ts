import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/billing.ts'
import { accessibilityReports, outbox } from '../../db/schema/index.ts'
import { REPORTS_PER_IP_PER_HOUR } from './accessibility.service.ts'

/** A report as the statement's form sends it, from one client address per test. */
const report = {
  name: 'Rosa',
  email: 'Rosa.Calma@Correo.es',
  page: '/panel/meditaciones',
  message: 'El lector de pantalla no dice qué meditación suena.',
}

describe('accessibility reports (issue 34)', async () => {
  const { app, db, config } = await createTestApp({ env: { CONTACT_EMAIL: 'equipo@sosiego.test' } })
  const send = (body: object, ip: string) =>
    app.inject({ method: 'POST', url: '/api/accessibility/reports', payload: body, remoteAddress: ip })

  it('stores a report and e-mails it to the contact address, with a link to the back office list', async () => {
    const answer = await send(report, '10.34.0.1')
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toEqual({ success: true, message: 'Aviso de accesibilidad recibido.' })

    const [stored] = await db
      .select()
      .from(accessibilityReports)
      .where(eq(accessibilityReports.email, 'rosa.calma@correo.es'))
    expect(stored).toMatchObject({ name: 'Rosa', page: '/panel/meditaciones', message: report.message })

    const mails = await db.select().from(outbox).where(eq(outbox.to, 'equipo@sosiego.test'))
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Nuevo aviso de accesibilidad')
    expect(mails[0]?.text).toContain('De: Rosa <rosa.calma@correo.es>')
    expect(mails[0]?.text).toContain(`Problema: ${report.message}`)
    expect(mails[0]?.text).toContain(`${config.appUrl}/admin/accesibilidad`)
  })

  it('takes the name and the page as optional, an empty one as not given', async () => {
    const answer = await send(
      { email: 'anon@correo.es', name: '  ', message: 'El vídeo no tiene subtítulos.' },
      '10.34.0.2',
    )
    expect(answer.statusCode, answer.body).toBe(200)
    const [stored] = await db
      .select()
      .from(accessibilityReports)
      .where(eq(accessibilityReports.email, 'anon@correo.es'))
    expect(stored).toMatchObject({ name: null, page: null })
  })

  it('refuses bad input with a 400 naming each field in Spanish, and stores nothing', async () => {
    const answer = await send(
      { email: 'no-es-un-correo', message: 'corto', page: 'x'.repeat(301) },
      '10.34.0.3',
    )
    expect(answer.statusCode).toBe(400)
    const errors = answer.json().errors as { field: string; message: string }[]
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Escribe un correo electrónico válido, por ejemplo nombre@dominio.es.' },
        { field: 'message', message: 'Cuéntanos el problema con al menos 10 caracteres.' },
        { field: 'page', message: 'La página o el contenido puede tener como máximo 300 caracteres.' },
      ]),
    )
    const missing = await send({}, '10.34.0.3')
    expect(missing.statusCode).toBe(400)
    expect(missing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Escribe tu correo electrónico para que podamos responderte.' },
        { field: 'message', message: 'Describe el problema.' },
      ]),
    )
    expect(
      await db.select().from(accessibilityReports).where(eq(accessibilityReports.email, 'no-es-un-correo')),
    ).toEqual([])
  })

  it(`refuses the ${REPORTS_PER_IP_PER_HOUR + 1}th report from one address in an hour with a 429, and others still report`, async () => {
    for (let n = 0; n < REPORTS_PER_IP_PER_HOUR; n += 1)
      expect((await send({ ...report, email: `lote-${n}@correo.es` }, '10.34.0.4')).statusCode).toBe(200)
    const refused = await send({ ...report, email: 'lote-extra@correo.es' }, '10.34.0.4')
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(
      'Has enviado varios avisos seguidos. Espera una hora y vuelve a intentarlo, o escríbenos por correo.',
    )
    expect(
      await db
        .select()
        .from(accessibilityReports)
        .where(eq(accessibilityReports.email, 'lote-extra@correo.es')),
    ).toEqual([])
    expect((await send({ ...report, email: 'otra@correo.es' }, '10.34.0.5')).statusCode).toBe(200)
  })

  it('lets admin and crmUser read the reports, newest first, and nobody else', async () => {
    await send({ ...report, email: 'ultimo@correo.es' }, '10.34.0.6')
    for (const role of ['admin', 'crmUser'] as const) {
      const { client } = await signedInUser(app, db, { role })
      const list = await client.get('/api/accessibility/reports')
      expect(list.statusCode, list.body).toBe(200)
      const body = list.json()
      expect(body.data[0]).toMatchObject({ email: 'ultimo@correo.es', page: '/panel/meditaciones' })
      expect(body.count).toBeGreaterThanOrEqual(body.data.length)
    }
    const { client: member } = await signedInUser(app, db, { role: 'subscriber' })
    expect((await member.get('/api/accessibility/reports')).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/accessibility/reports' })).statusCode).toBe(401)
  })
})
