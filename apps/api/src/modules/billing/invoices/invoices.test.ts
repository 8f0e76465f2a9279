import os from 'node:os'
import { and, desc, eq, gt, inArray } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCheckedApp, createTestApp, testConfig } from '../../../../test/app.ts'
import { insertCompletedOrder, planBySlug, signedInUser } from '../../../../test/billing.ts'
import { createTestDatabase } from '../../../../test/database.ts'
import { startSmtpServer } from '../../../../test/smtp.ts'
import { type Database, openDatabase } from '../../../db/client.ts'
import {
  billingDetails,
  invoices,
  outbox,
  paymentOrders,
  providerSubscriptions,
  users,
} from '../../../db/schema/index.ts'
import { DEMO_MEMBER_EMAIL } from '../../../seed/demo-member.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { invoicePdf } from './invoice-files.ts'
import { renderInvoicePdf } from './invoice-pdf.ts'
import { splitTotal } from './invoice-tax.ts'
import { issueInvoice } from './issue-invoice.ts'

const form = { 'content-type': 'application/x-www-form-urlencoded' }

/** The text of a PDF, its lines joined by spaces. */
async function pdfText(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  return text.replace(/\s+/g, ' ')
}

describe('the split of a charge into base and IVA (decision 113)', () => {
  it('keeps the total charged and rounds the base to the cent', () => {
    expect(splitTotal(999, 2100)).toEqual({
      baseCents: 826,
      taxRateBasisPoints: 2100,
      taxCents: 173,
      totalCents: 999,
      taxNote: null,
    })
    expect(splitTotal(9999, 2100)).toMatchObject({ baseCents: 8264, taxCents: 1735 })
    // A refund mirrors its charge.
    expect(splitTotal(-999, 2100)).toMatchObject({ baseCents: -826, taxCents: -173, totalCents: -999 })
    expect(splitTotal(999, 2100, 'nota')).toMatchObject({
      baseCents: 999,
      taxRateBasisPoints: 0,
      taxCents: 0,
    })
  })
})

describe('invoices of the charges (issue 32)', async () => {
  const smtp = await startSmtpServer()
  const { app, db, config } = await createTestApp({ env: { SMTP_URL: smtp.url } })
  const ctx = app.billing.ctx
  beforeAll(async () => {
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await app.billing.scheduler.stop()
  })
  afterAll(() => smtp.close())

  async function buy(slug: string, details?: Partial<typeof billingDetails.$inferInsert>, target = app) {
    const member = await signedInUser(app, db)
    if (details) await db.insert(billingDetails).values({ userId: member.user.id, ...details })
    const plan = await planBySlug(db, slug)
    const res = await member.client.post('/api/payments/create-checkout-session', {
      planId: plan.id,
      immediateStart: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const path = new URL(res.json().url).pathname
    const paid = await target.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { ...form, origin: config.appUrl },
    })
    expect(paid.statusCode).toBe(303)
    return { ...member, plan }
  }
  const invoicesOf = (userId: string) =>
    db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(invoices.issuedAt, invoices.series)

  it('issues one invoice per purchase with the issuer, buyer, plan, period and IVA, its PDF attached to the receipt', async () => {
    const { user, plan } = await buy('full')
    const [invoice, ...more] = await invoicesOf(user.id)
    expect(more).toHaveLength(0)
    if (!invoice) throw new Error('no invoice')
    const year = new Date().getFullYear()
    expect(invoice.code).toMatch(new RegExp(`^${year}-\\d{6}$`))
    expect(invoice).toMatchObject({
      series: 'F',
      issuerName: config.invoiceIssuer.name,
      issuerTaxId: config.invoiceIssuer.taxId,
      buyerName: `${user.name} ${user.lastName}`,
      buyerEmail: user.email,
      buyerTaxId: null,
      planName: plan.name,
      totalCents: plan.priceCents,
      taxRateBasisPoints: 2100,
    })
    expect(invoice.baseCents + invoice.taxCents).toBe(plan.priceCents)
    expect(invoice.baseCents).toBe(Math.round(plan.priceCents / 1.21))
    expect(invoice.periodEnd).not.toBeNull()
    // The receipt carries the PDF, read from the storage when it is sent.
    await app.mailer.drain()
    const receipt = await smtp.waitFor(user.email)
    expect(receipt.subject).toMatch(/Recibo/)
    const [attachment] = receipt.attachments
    expect(attachment?.filename).toBe(`factura-${invoice.code}.pdf`)
    expect(attachment?.contentType).toBe('application/pdf')
    expect(attachment?.content.equals(await invoicePdf(ctx, invoice))).toBe(true)
    expect(receipt.text).toContain(`Te adjuntamos la factura ${invoice.code} en PDF.`)
  })

  it('a renewal paid has its own invoice, the next number, for the period it paid', async () => {
    const { user } = await buy('full')
    const [sub] = await db
      .select()
      .from(providerSubscriptions)
      .where(eq(providerSubscriptions.userId, user.id))
    if (!sub) throw new Error('no subscription')
    await app.billing.scheduler.runOnce(new Date(sub.currentPeriodEnd.getTime() + 1000))
    const [purchase, renewal] = await invoicesOf(user.id)
    expect(renewal?.series).toBe('F')
    expect(renewal?.periodStart?.getTime()).toBe(sub.currentPeriodEnd.getTime())
    expect(renewal?.number).toBeGreaterThan(purchase?.number ?? 0)
    // Once: a second pass invoices nothing more.
    await app.billing.scheduler.runOnce(new Date(sub.currentPeriodEnd.getTime() + 2000))
    expect(await invoicesOf(user.id)).toHaveLength(2)
  })

  it('a withdrawal issues a rectifying invoice in series R, negative, naming the original', async () => {
    const { user, client } = await buy('full')
    await app.mailer.drain()
    await smtp.waitFor(user.email)
    const mailsBefore = smtp.received.length
    const res = await client.post('/api/payments/subscription/withdraw')
    expect(res.statusCode).toBe(200)
    const refunded = Math.round(res.json().data.refundAmount * 100)
    const [original, rectifying] = await invoicesOf(user.id)
    if (!original || !rectifying) throw new Error('missing invoices')
    expect(rectifying).toMatchObject({
      series: 'R',
      rectifiesId: original.id,
      totalCents: -refunded,
      taxRateBasisPoints: 2100,
      buyerEmail: user.email,
    })
    expect(rectifying.code).toMatch(/^R-\d{4}-\d{6}$/)
    expect(rectifying.baseCents + rectifying.taxCents).toBe(-refunded)
    const text = await pdfText(await invoicePdf(ctx, rectifying))
    expect(text).toContain('Factura rectificativa')
    expect(text).toContain(`Rectifica la factura ${original.code}`)
    // The acknowledgement carries it, and says so.
    await app.mailer.drain()
    const acknowledgement = await smtp.waitFor(user.email, mailsBefore)
    expect(acknowledgement.subject).toMatch(/desistimiento/)
    expect(acknowledgement.attachments.map((file) => file.filename)).toEqual([
      `factura-rectificativa-${rectifying.code}.pdf`,
    ])
    expect(acknowledgement.text).toContain(`Te adjuntamos la factura rectificativa ${rectifying.code} en PDF`)
  })

  it('a buyer in Canarias is invoiced without IVA, with the legal note; the tax id and address are printed', async () => {
    const { user, plan } = await buy('full', {
      taxId: '12345678Z',
      address: 'Calle Mayor 3',
      postalCode: '38001',
      city: 'Santa Cruz de Tenerife',
      province: 'Santa Cruz de Tenerife',
    })
    const [invoice] = await invoicesOf(user.id)
    expect(invoice).toMatchObject({ taxRateBasisPoints: 0, taxCents: 0, baseCents: plan.priceCents })
    expect(invoice?.taxNote).toContain('Canarias')
    expect(invoice?.buyerAddress).toBe(
      'Calle Mayor 3, 38001 Santa Cruz de Tenerife, Santa Cruz de Tenerife, España',
    )
  })

  it('the PDF carries every required field and is the same bytes on every render', async () => {
    const { user } = await buy('full', {
      taxId: 'X1234567L',
      address: 'Calle Sol 1',
      postalCode: '28013',
      city: 'Madrid',
    })
    const [invoice] = await invoicesOf(user.id)
    if (!invoice) throw new Error('no invoice')
    const first = await renderInvoicePdf(invoice, config.timeZone)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = await renderInvoicePdf(invoice, config.timeZone)
    expect(first.equals(second)).toBe(true)
    // The stored file is that same rendering.
    expect((await invoicePdf(ctx, invoice)).equals(first)).toBe(true)
    const text = await pdfText(first)
    const money = (cents: number) =>
      new Intl.NumberFormat('es-ES', { style: 'currency', currency: invoice.currency })
        .format(cents / 100)
        .replace(/\s/g, ' ')
    for (const field of [
      'Factura',
      `Número: ${invoice.code}`,
      'Fecha de expedición:',
      config.invoiceIssuer.name,
      `NIF: ${config.invoiceIssuer.taxId}`,
      config.invoiceIssuer.address,
      invoice.buyerName,
      invoice.buyerEmail,
      'NIF: X1234567L',
      'Calle Sol 1, 28013 Madrid, España',
      `plan ${invoice.planName}, del `,
      `Base imponible: ${money(invoice.baseCents)}`,
      `IVA (21 %): cuota ${money(invoice.taxCents)}`,
      `Total: ${money(invoice.totalCents)}`,
    ])
      expect(text.replace(/\s/g, ' ')).toContain(field)
  })

  it('a deleted account keeps its invoices, without the link to the person', async () => {
    const { user } = await buy('full')
    const [invoice] = await invoicesOf(user.id)
    await db.delete(billingDetails).where(eq(billingDetails.userId, user.id))
    await db.delete(users).where(eq(users.id, user.id))
    const [kept] = await db
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoice?.id ?? ''))
    expect(kept).toMatchObject({ userId: null, buyerEmail: user.email, code: invoice?.code })
  })

  it('the demo seed invoices its completed charges, once: the demo member has one, totals agree with Órdenes', async () => {
    const [member] = await db.select().from(users).where(eq(users.email, DEMO_MEMBER_EMAIL))
    // Their full plan bought 20 days ago, and any demo order they are the buyer of.
    const memberOrders = await db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, member?.id ?? ''), eq(paymentOrders.status, 'completed')))
    expect(memberOrders.length).toBeGreaterThanOrEqual(1)
    expect(await invoicesOf(member?.id ?? '')).toHaveLength(memberOrders.length)
    const paid = await db
      .select({ order: paymentOrders, invoice: invoices })
      .from(paymentOrders)
      .leftJoin(invoices, eq(invoices.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.status, 'completed'),
          eq(paymentOrders.kind, 'purchase'),
          gt(paymentOrders.amountCents, 0),
        ),
      )
    expect(paid.length).toBeGreaterThanOrEqual(4)
    for (const { order, invoice } of paid) expect(invoice?.totalCents, order.id).toBe(order.amountCents)
    const count = (await db.select({ id: invoices.id }).from(invoices)).length
    await seedDemoContent(db, config.storageDir, config.timeZone)
    expect(await db.select({ id: invoices.id }).from(invoices)).toHaveLength(count)
  })

  it('a charge rolled back gives its number back: the next one takes it, no gap', async () => {
    const plan = await planBySlug(db, 'full')
    const charge = async (label: string) => {
      const member = await signedInUser(app, db)
      const order = await insertCompletedOrder(db, member.user.id, plan, `cs_${label}_${member.user.id}`)
      return {
        orderId: order.id,
        userId: member.user.id,
        planName: plan.name,
        amountCents: plan.priceCents,
        currency: 'EUR',
        periodStart: null,
        periodEnd: null,
        at: new Date('2032-05-05T10:00:00Z'),
      }
    }
    const failed = await charge('rolled-back')
    await expect(
      db.transaction(async (tx) => {
        await issueInvoice(tx as unknown as Database, ctx, failed)
        throw new Error('the charge failed after its invoice')
      }),
    ).rejects.toThrow('the charge failed')
    const issued = await db.transaction((tx) => issueInvoice(tx as unknown as Database, ctx, failed))
    // Prepared outside: PGlite has one connection, held by a transaction.
    const second = await charge('next')
    const next = await db.transaction((tx) => issueInvoice(tx as unknown as Database, ctx, second))
    expect([issued?.code, next?.code]).toEqual(['2032-000001', '2032-000002'])
  })

  it('a free plan or a charge of 0 issues no invoice', async () => {
    const before = await db.select({ id: invoices.id }).from(invoices)
    const member = await signedInUser(app, db)
    // The verified member's trial (a 0 € grant) is no charge.
    await member.client.post('/api/users/trial')
    expect(await db.select({ id: invoices.id }).from(invoices)).toHaveLength(before.length)
    expect(await db.select().from(outbox).where(eq(outbox.to, member.user.email))).toSatisfy(
      (mails: { attachments: unknown }[]) => mails.every((mail) => mail.attachments === null),
    )
  })
})

/**
 * Two app instances on one PostgreSQL, each with its own pool, fulfilling purchases at once: every
 * charge has one invoice, and the numbers are consecutive, with no gap and no repeat.
 */
describe('invoice numbers with two instances on one PostgreSQL', async () => {
  if (!process.env.TEST_DATABASE_URL) {
    it.skip('needs PostgreSQL (TEST_DATABASE_URL): PGlite is one process’s database')
    return
  }
  const database = await createTestDatabase()
  const other = await openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir() })
  const first = await buildCheckedApp({ config: await testConfig(), database })
  const second = await buildCheckedApp({ config: await testConfig(), database: other })
  await Promise.all([first.ready(), second.ready()])
  const { db } = database
  afterAll(async () => {
    await first.close()
    await second.close()
    await other.close()
    await database.destroy()
  })
  beforeAll(async () => {
    const config = await testConfig()
    await seedDemoContent(db, config.storageDir, config.timeZone)
    await first.billing.scheduler.stop()
    await second.billing.scheduler.stop()
  })

  it('numbers 1..N without gap or repeat when both issue at the same moments', async () => {
    const plan = await planBySlug(db, 'full')
    const before = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.series, 'F'))
      .orderBy(desc(invoices.number))
      .limit(1)
    const start = before[0]?.number ?? 0
    const paths: string[] = []
    const buyers: string[] = []
    for (let index = 0; index < 24; index++) {
      const member = await signedInUser(first, db)
      const res = await member.client.post('/api/payments/create-checkout-session', {
        planId: plan.id,
        immediateStart: true,
      })
      expect(res.statusCode, res.body).toBe(200)
      paths.push(new URL(res.json().url).pathname)
      buyers.push(member.user.id)
    }
    const paid = await Promise.all(
      paths.map((path, index) =>
        (index % 2 ? second : first).inject({
          method: 'POST',
          url: `${path}/pay`,
          headers: { ...form, origin: first.billing.ctx.appUrl },
        }),
      ),
    )
    expect(paid.map((res) => res.statusCode)).toEqual(paths.map(() => 303))
    const issued = await db.select().from(invoices).where(inArray(invoices.userId, buyers))
    expect(issued).toHaveLength(24)
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, index) => start + index + 1),
    )
  })

  it('numbers 1..N when many charges are invoiced at once on two connections, none waiting on another lock', async () => {
    // The purchases above queue on other locks too; here only the series' counter stands between 40
    // transactions issuing at once, half on each instance's pool, in a year of their own.
    const plan = await planBySlug(db, 'full')
    const charges = []
    for (let index = 0; index < 40; index++) {
      const member = await signedInUser(first, db)
      const order = await insertCompletedOrder(db, member.user.id, plan, `cs_race_${index}_${member.user.id}`)
      charges.push({ orderId: order.id, userId: member.user.id })
    }
    const at = new Date('2031-03-10T10:00:00Z')
    await Promise.all(
      charges.map(({ orderId, userId }, index) =>
        (index % 2 ? other.db : db).transaction((tx) =>
          issueInvoice(tx as unknown as Database, first.billing.ctx, {
            orderId,
            userId,
            planName: plan.name,
            amountCents: plan.priceCents,
            currency: 'EUR',
            periodStart: null,
            periodEnd: null,
            at,
          }),
        ),
      ),
    )
    const issued = await db.select().from(invoices).where(eq(invoices.year, 2031))
    expect(issued.map((invoice) => invoice.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    )
    expect(issued.map((invoice) => invoice.code)).toContain('2031-000040')
  })
})
