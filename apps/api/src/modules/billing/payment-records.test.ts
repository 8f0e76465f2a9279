import { paymentRecordListResponseSchema } from '@sosiego/shared'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import { seedDemoContent } from '../../db/seed/index.ts'

describe('payment records (Órdenes)', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  it('lists every order with user, plan, amount, currency, status, provider and dates for admin and crmUser only', async () => {
    const buyer = await signedInUser(app, db)
    const full = await planBySlug(db, 'full')
    await buyer.client.post('/api/payments/create-checkout-session', { planId: full.id })

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
})
