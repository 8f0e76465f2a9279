import type { PaymentRecord, PaymentRecordListQuery } from '@sosiego/shared'
import type { Database } from '../../../db/client.ts'
import { countOrders, listOrdersWithUserAndPlan } from './payment-orders.repository.ts'

const DEFAULT_PAGE_SIZE = 25

type OrderRow = Awaited<ReturnType<typeof listOrdersWithUserAndPlan>>[number]

const toRecord = ({ order, user, plan }: OrderRow): PaymentRecord => ({
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
  kind: order.kind,
})

/**
 * GET /api/payment-records/list: newest first, as the back office's Órdenes reads it. Without `page`
 * or `pageSize` every order, as the spec's call always answered; with either, one page and its
 * `pagination` (issue 18), so a shop with 100,000 orders answers a page, not all of them.
 */
export async function listPaymentRecords(db: Database, query: PaymentRecordListQuery = {}) {
  const filters = { search: query.search, status: query.status }
  if (query.page === undefined && query.pageSize === undefined)
    return { data: (await listOrdersWithUserAndPlan(db, filters)).map(toRecord) }
  const page = query.page ?? 1
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE
  const filtered = Boolean(filters.status || filters.search?.trim())
  const [rows, total, allTotal] = await Promise.all([
    listOrdersWithUserAndPlan(db, filters, { offset: (page - 1) * pageSize, limit: pageSize }),
    countOrders(db, filters),
    // Órdenes reads 'N de M': M is every order, a second (plain) count only when filters apply.
    filtered ? countOrders(db, {}) : undefined,
  ])
  return {
    data: rows.map(toRecord),
    pagination: {
      page,
      pageSize,
      total,
      allTotal: allTotal ?? total,
      pages: Math.max(1, Math.ceil(total / pageSize)),
    },
  }
}
