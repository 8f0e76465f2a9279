import { randomUUID } from 'node:crypto'
import { paymentRecordListResponseSchema } from '@sosiego/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../../test/billing.ts'
import { paymentOrders } from '../../../db/schema/index.ts'
import { seedDemoContent } from '../../../seed/index.ts'

describe('payment records (Órdenes)', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  it('lists every order with user, plan, amount, currency, status, provider and dates for admin and crmUser only', async () => {
    const buyer = await signedInUser(app, db)
    const full = await planBySlug(db, 'full')
    await buyer.client.post('/api/payments/create-checkout-session', {
      planId: full.id,
      immediateStart: true,
    })

    expect((await buyer.client.get('/api/payment-records/list')).statusCode).toBe(403)
    for (const role of ['admin', 'crmUser'] as const) {
      const { client } = await signedInUser(app, db, { role })
      const res = await client.get('/api/payment-records/list')
      expect(res.statusCode).toBe(200)
      const body = paymentRecordListResponseSchema.parse(res.json())
      expect(body.data[0]).toMatchObject({
        status: 'intent_created',
        amount: 19.99,
        currency: 'USD',
        provider: 'local',
        user: { name: buyer.user.name, lastName: buyer.user.lastName, email: buyer.user.email },
        plan: { name: 'Full' },
        completedAt: null,
      })
    }
  })

  it('answers one page with its pagination when asked, and everything without parameters', async () => {
    const { client } = await signedInUser(app, db, { role: 'crmUser' })
    const surname = `Paginada${randomUUID().slice(0, 8)}`
    const buyer = await signedInUser(app, db, { lastName: surname })
    const full = await planBySlug(db, 'full')
    const base = Date.UTC(2026, 0, 1)
    const ids: string[] = []
    for (let i = 0; i < 7; i++) {
      const [order] = await db
        .insert(paymentOrders)
        .values({
          userId: buyer.user.id,
          planId: full.id,
          amountCents: 1999,
          provider: 'local',
          status: i % 2 ? 'completed' : 'expired',
          idempotencyKey: randomUUID(),
          expiresAt: new Date(base + i * 60_000),
          createdAt: new Date(base + i * 60_000),
        })
        .returning({ id: paymentOrders.id })
      ids.unshift(order?.id as string)
    }
    const all = paymentRecordListResponseSchema.parse((await client.get('/api/payment-records/list')).json())
    expect(all.pagination).toBeUndefined()
    const total = all.data.length
    expect(total).toBeGreaterThanOrEqual(7)

    const page = async (query: string) =>
      paymentRecordListResponseSchema.parse((await client.get(`/api/payment-records/list?${query}`)).json())
    const first = await page(`search=${surname}&page=1&pageSize=3`)
    expect(first.data.map((record) => record._id)).toEqual(ids.slice(0, 3))
    expect(first.pagination).toEqual({ page: 1, pageSize: 3, total: 7, allTotal: total, pages: 3 })
    const last = await page(`search=${surname}&page=3&pageSize=3`)
    expect(last.data.map((record) => record._id)).toEqual(ids.slice(6))
    const completed = await page(`search=${surname}&status=completed&page=1`)
    expect(completed.pagination).toEqual({ page: 1, pageSize: 25, total: 3, allTotal: total, pages: 1 })
    expect(completed.data.every((record) => record.status === 'completed')).toBe(true)
    expect((await page('pageSize=2')).pagination).toMatchObject({
      page: 1,
      total,
      allTotal: total,
      pages: Math.ceil(total / 2),
    })

    const bad = await client.get('/api/payment-records/list?page=0&pageSize=500')
    expect(bad.statusCode).toBe(400)
  })
})
