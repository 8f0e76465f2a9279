import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { formulaCells, formulaProbes } from '../../../../test/csv-safety.ts'
import { paymentOrders, users } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'
import { exportOrdersCsv } from './orders-export.ts'

/** GET /api/payment-records/export: ordenes.csv under clientes.csv's rules (issue 14). */
describe('ordenes.csv', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  const tag = () => `Orden${randomUUID().slice(0, 8)}`
  const buyer = async (name: string, lastName: string) => {
    const [user] = await db
      .insert(users)
      .values({ name, lastName, email: `${randomUUID()}@sosiego.test`, isVerified: true })
      .returning()
    if (!user) throw new Error('not inserted')
    return user
  }
  const order = async (
    userId: string,
    slug: string,
    status: 'intent_created' | 'completed' | 'failed' = 'completed',
  ) => {
    const plan = await planBySlug(db, slug)
    await db.insert(paymentOrders).values({
      userId,
      planId: plan.id,
      amountCents: plan.priceCents,
      status,
      provider: 'local',
      providerSessionId: `lcs_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
  }
  const lines = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')

  it('is for admin and crmUser only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/payment-records/export' })).statusCode).toBe(401)
    for (const role of ['visitor', 'subscriber', 'creator', 'tester', 'therapist'] as const) {
      const { client } = await signedInUser(app, db, { role })
      expect((await client.get('/api/payment-records/export')).statusCode, role).toBe(403)
    }
    for (const role of ['admin', 'crmUser'] as const) {
      const { client } = await signedInUser(app, db, { role })
      expect((await client.get('/api/payment-records/export')).statusCode, role).toBe(200)
    }
  })

  it('answers a UTF-8 file with a BOM, the spec columns, quoting and formula cells neutralised', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const surname = tag()
    await order((await buyer('=HYPERLINK("http://x.test","clic")', surname)).id, 'full')
    await order((await buyer('Ana, María', surname)).id, 'mini')
    await order((await buyer('+34 600', surname)).id, 'full')
    await order((await buyer('@SUM(A1)', surname)).id, 'full')
    await order((await buyer('\tTab', surname)).id, 'full')
    await order((await buyer('-1', surname)).id, 'full')

    const res = await client.get(`/api/payment-records/export?search=${surname}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe('attachment; filename="ordenes.csv"')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const rows = lines(res.body)
    expect(rows[0]).toBe('"Nombre","Apellido","Email","Plan","Monto","Moneda","Estado","Proveedor","Fecha"')
    expect(rows).toHaveLength(7)
    expect(res.body).toContain(`"'=HYPERLINK(""http://x.test"",""clic"")","${surname}",`)
    expect(res.body).toContain(`"Ana, María","${surname}",`)
    expect(res.body).toContain(`"'+34 600","${surname}",`)
    expect(res.body).toContain(`"'@SUM(A1)","${surname}",`)
    expect(res.body).toContain(`"'\tTab","${surname}",`)
    expect(res.body).toContain(`"'-1","${surname}",`)
    expect(res.body).toMatch(
      /,"Mini","9\.99","USD","Completado","Checkout de prueba","\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}"/,
    )
  })

  it('writes ordenes.csv so that no cell starts a formula however a spreadsheet splits it (issue 27, L-1)', async () => {
    const { client } = await signedInUser(app, db, { role: 'admin' })
    const surname = tag()
    for (const probe of formulaProbes) await order((await buyer(probe, `${surname};+1`)).id, 'full')
    const res = await client.get(`/api/payment-records/export?search=${surname}`)
    expect(res.statusCode).toBe(200)
    expect(lines(res.body)).toHaveLength(formulaProbes.length + 2)
    expect(res.body).toContain(`x;'=1+1;y`)
    expect(formulaCells(res.body)).toEqual([])
  })

  it('applies the Órdenes filters: every word folded over name, e-mail and plan; the status', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const surname = tag()
    const lucia = await buyer('Lucía', surname)
    await order(lucia.id, 'full', 'completed')
    await order(lucia.id, 'mini', 'failed')
    await order((await buyer('Pedro', surname)).id, 'full', 'intent_created')

    const byName = lines((await client.get(`/api/payment-records/export?search=LUCIA%20${surname}`)).body)
    expect(byName).toHaveLength(3)
    const byPlan = lines((await client.get(`/api/payment-records/export?search=${surname}%20mini`)).body)
    expect(byPlan).toHaveLength(2)
    expect(byPlan[1]).toContain(',"Mini","9.99","USD","Fallido",')
    const byStatus = lines(
      (await client.get(`/api/payment-records/export?search=${surname}&status=intent_created`)).body,
    )
    expect(byStatus).toHaveLength(2)
    expect(byStatus[1]).toMatch(/^"Pedro",.*,"Iniciado",/)
    const byEmail = lines((await client.get(`/api/payment-records/export?search=${lucia.email}`)).body)
    expect(byEmail).toHaveLength(3)

    const wrong = await client.get('/api/payment-records/export?status=pagado')
    expect(wrong.statusCode).toBe(400)
  })

  it('streams the whole filtered set across batches, each order once', async () => {
    const surname = tag()
    const user = await buyer('Masivo', surname)
    const plan = await planBySlug(db, 'full')
    // 2,500 orders created in the same instant: the keyset must neither skip nor repeat any.
    await db.execute(sql`
      insert into payment_orders (user_id, plan_id, amount_cents, status, provider, idempotency_key, expires_at, created_at)
      select ${user.id}, ${plan.id}, g, 'completed', 'local', ${`${surname}-`} || g, now(), now()
      from generate_series(1, 2500) g`)
    const stream = exportOrdersCsv(db, { search: surname }, config.timeZone)
    let chunks = 0
    let text = ''
    for await (const chunk of stream) {
      chunks++
      text += String(chunk)
    }
    const rows = lines(text).slice(1)
    expect(rows).toHaveLength(2500)
    const amounts = new Set(rows.map((row) => row.split(',')[4]))
    expect(amounts.size).toBe(2500)
    expect(chunks).toBeGreaterThan(2)
  }, 120_000)
})
