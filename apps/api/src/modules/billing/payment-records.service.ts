import type { PaymentRecord } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { listOrdersWithUserAndPlan } from './payment-orders.repository.ts'

/** GET /api/payment-records/list: every order, newest first, as the back office's Órdenes reads it. */
export async function listPaymentRecords(db: Database): Promise<PaymentRecord[]> {
  return (await listOrdersWithUserAndPlan(db)).map(({ order, user, plan }) => ({
    _id: order.id,
    status: order.status,
    amount: order.amountCents / 100,
    currency: order.currency,
    provider: order.provider,
    user: { _id: user.id, name: user.name, lastName: user.lastName, email: user.email },
    plan: { _id: plan.id, name: plan.name, slug: plan.slug },
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    completedAt: order.completedAt?.toISOString() ?? null,
  }))
}
