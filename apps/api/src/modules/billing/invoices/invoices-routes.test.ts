import { emptyBillingDetails } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { invoices } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/** Issue 32: who may list and download which invoices, the billing details, and the invoice book. */
describe('invoice endpoints', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })

  async function buyer() {
    const member = await signedInUser(app, db)
    const plan = await planBySlug(db, 'full')
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    const path = new URL(res.json().url).pathname
    await app.inject({ method: 'POST', url: `${path}/pay`, headers: { ...form, origin: config.appUrl } })
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, member.user.id))
    if (!invoice) throw new Error('no invoice')
    return { ...member, plan, invoice }
  }

  it('a member lists and downloads their own invoices; another member gets 404 for them', async () => {
    const { client, invoice, plan } = await buyer()
    const list = await client.get('/api/payments/invoices')
    expect(list.statusCode).toBe(200)
    expect(list.json().data).toEqual([
      expect.objectContaining({
        code: invoice.code,
        kind: 'invoice',
        total: plan.priceCents / 100,
        taxRate: 21,
        pdfUrl: `/api/payments/invoices/${invoice.id}/pdf`,
      }),
    ])
    const pdf = await client.get(`/api/payments/invoices/${invoice.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="factura-${invoice.code}.pdf"`)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const stranger = await signedInUser(app, db)
    expect((await stranger.client.get(`/api/payments/invoices/${invoice.id}/pdf`)).statusCode).toBe(404)
    expect((await stranger.client.get('/api/payments/invoices')).json().data).toEqual([])
    // Nor through the staff's routes.
    expect((await stranger.client.get(`/api/invoices/${invoice.id}/pdf`)).statusCode).toBe(403)
    expect((await stranger.client.get(`/api/invoices/list?userId=${invoice.userId}`)).statusCode).toBe(403)
    expect((await stranger.client.get('/api/invoices/book')).statusCode).toBe(403)
  })

  it('staff list a member’s and an order’s invoices, download them, and export the book of a period', async () => {
    const { user, invoice } = await buyer()
    const admin = await signedInUser(app, db, { role: 'admin' })
    const byMember = await admin.client.get(`/api/invoices/list?userId=${user.id}`)
    expect(byMember.json().data.map((row: { code: string }) => row.code)).toEqual([invoice.code])
    const byOrder = await admin.client.get(`/api/invoices/list?orderId=${invoice.orderId}`)
    expect(byOrder.json().data[0]).toMatchObject({
      code: invoice.code,
      pdfUrl: `/api/invoices/${invoice.id}/pdf`,
    })
    const pdf = await admin.client.get(`/api/invoices/${invoice.id}/pdf`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')

    const book = await admin.client.get('/api/invoices/book?period=today')
    expect(book.statusCode).toBe(200)
    expect(book.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(book.headers['content-disposition']).toMatch(
      /^attachment; filename="libro-de-facturas-emitidas-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = book.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(header).toContain('"Número","Tipo","Fecha de expedición"')
    expect(header).toContain('"Base imponible","Tipo de IVA (%)","Cuota de IVA","Total"')
    const line = rows.find((row) => row.includes(invoice.code))
    expect(line).toContain(
      `"${(invoice.baseCents / 100).toFixed(2)}","21","${(invoice.taxCents / 100).toFixed(2)}","${(invoice.totalCents / 100).toFixed(2)}"`,
    )
    // A period with nothing issued: the header alone.
    const empty = await admin.client.get('/api/invoices/book?period=custom&from=2020-01-01&to=2020-01-31')
    expect(
      empty.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1)
    expect((await admin.client.get('/api/invoices/book?period=custom&from=2020-02-01')).statusCode).toBe(400)
  })

  it('billing details: empty at first, saved normalised, checked in Spanish, printed on the next invoice', async () => {
    const member = await signedInUser(app, db)
    const empty = await member.client.get('/api/payments/billing-details')
    expect(empty.json().data).toEqual(emptyBillingDetails)

    const wrongId = await member.client.put('/api/payments/billing-details', { taxId: '12345678A' })
    expect(wrongId.statusCode).toBe(400)
    expect(wrongId.body).toContain('El NIF, NIE o CIF no es válido')
    const wrongCode = await member.client.put('/api/payments/billing-details', {
      address: 'Calle Luna 2',
      postalCode: '99001',
      city: 'Madrid',
    })
    expect(wrongCode.statusCode).toBe(400)
    expect(wrongCode.body).toContain('El código postal debe tener 5 cifras')
    const partial = await member.client.put('/api/payments/billing-details', { address: 'Calle Luna 2' })
    expect(partial.statusCode).toBe(400)
    expect(partial.body).toContain('indica también el código postal y la localidad')

    const saved = await member.client.put('/api/payments/billing-details', {
      name: '  Serena Estudio S.L.  ',
      taxId: '12.345.678-z',
      address: 'Calle Luna 2',
      postalCode: '51001',
      city: 'Ceuta',
      province: '',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toEqual({
      name: 'Serena Estudio S.L.',
      taxId: '12345678Z',
      address: 'Calle Luna 2',
      postalCode: '51001',
      city: 'Ceuta',
      province: null,
      country: 'ES',
    })
    const plan = await planBySlug(db, 'full')
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    await app.inject({
      method: 'POST',
      url: `${new URL(res.json().url).pathname}/pay`,
      headers: { ...form, origin: config.appUrl },
    })
    const [invoice] = await db.select().from(invoices).where(eq(invoices.userId, member.user.id))
    expect(invoice).toMatchObject({
      buyerName: 'Serena Estudio S.L.',
      buyerTaxId: '12345678Z',
      buyerAddress: 'Calle Luna 2, 51001 Ceuta, España',
      taxCents: 0,
    })
    expect(invoice?.taxNote).toContain('Ceuta')
  })
})
