import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formulaCells, formulaProbes } from '../../../test/csv-safety.ts'
import { linkIn } from '../../../test/smtp.ts'
import { readZip } from '../../../test/zip.ts'
import { reviews } from '../../db/schema/index.ts'
import { dataExportApp } from './data-export.test-helpers.ts'

/** The files of the copy, each as JSON and CSV. */
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
  'programas',
  'cancelaciones',
  'avisos-de-accesibilidad',
  'ajustes-de-habitos',
  'dias-de-descanso',
  'recordatorios',
  'dispositivos-con-notificaciones',
  'facturas',
  'datos-de-facturacion',
]

// What the copy of a member's data holds: every table of theirs, as JSON and CSV, nobody else's,
// and CSV files a spreadsheet opens safely. Who may ask for it and fetch it, and when it is revoked:
// data-export-access.test.ts.
describe('data export: Configuración › Descargar mis datos (decision 088)', async () => {
  const { smtp, app, db, config, memberWithData, runWorker } = await dataExportApp()

  it("puts every table of the member's data in the ZIP, as JSON and CSV, and nobody else's", async () => {
    const other = await memberWithData()
    const member = await memberWithData({ name: '=1+2' })
    const sent = smtp.received.length
    // A second report through the form itself, the address typed in capitals: the form stores it
    // lower-cased and the copy still finds it. One from an address of nobody's account is not theirs.
    const report = (email: string, message: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accessibility/reports',
        payload: { email, message },
        remoteAddress: '10.18.34.1',
      })
    expect((await report(member.user.email.toUpperCase(), `Otro aviso de ${member.mark}`)).statusCode).toBe(
      200,
    )
    const stranger = `x${member.user.email}`
    expect((await report(stranger, 'Aviso de una dirección que no es la suya')).statusCode).toBe(200)

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
    expect(json('ajustes-de-habitos')).toEqual([
      expect.objectContaining({ showStreak: false, weeklyGoalKind: 'days', weeklyGoalTarget: 4 }),
    ])
    expect(json('dias-de-descanso')).toEqual([expect.objectContaining({ day: '2026-11-21' })])
    expect(json('facturas')).toEqual([
      expect.objectContaining({
        code: member.invoiceCode,
        base: 16.52,
        taxRate: 21,
        tax: 3.47,
        total: 19.99,
      }),
    ])
    expect(json('datos-de-facturacion')).toEqual([
      expect.objectContaining({ taxId: '12345678Z', postalCode: '28001', country: 'ES' }),
    ])
    expect(json('avisos-de-accesibilidad')).toEqual([
      {
        createdAt: '2026-11-20T09:00:00.000Z',
        page: '/panel/meditaciones',
        message: `Aviso de accesibilidad de ${member.mark}`,
        name: member.user.name,
      },
      expect.objectContaining({ page: '', message: `Otro aviso de ${member.mark}`, name: '' }),
    ])
    expect(csv('avisos-de-accesibilidad').split('\n')[0]).toContain(
      '"Fecha","Página o contenido","Problema","Nombre que diste"',
    )

    // CSV: the BOM for Excel, Spanish headers, a formula neutralised, one line per answer.
    for (const file of dataFiles) expect(csv(file).startsWith('\uFEFF')).toBe(true)
    expect(csv('perfil')).toContain(`"'=1+2",`)
    expect(csv('perfil').split('\n')[0]).toContain('"Nombre","Apellido","Correo electrónico"')
    expect(csv('tests')).toContain('Preocupaciones que me cuesta soltar')
    expect(csv('historial-de-escucha')).toContain('4321')
    expect(csv('ajustes-de-habitos').split('\n')[1]).toMatch(/^"No","4 días a la semana","",/)

    // Another member's data is nowhere in it: not their id, address, mark, order or review.
    const everything = [...files.values()].map((file) => file.toString('utf8')).join('\n')
    for (const needle of [
      other.user.id,
      other.user.email,
      other.mark,
      other.order.id,
      stranger,
      'no es la suya',
    ])
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
})
