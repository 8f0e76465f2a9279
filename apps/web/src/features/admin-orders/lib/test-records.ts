import type { PaymentRecord } from '@sosiego/shared'

let sequence = 0

/** An order as GET /api/payment-records/list answers it. */
export function makeRecord(
  overrides: Partial<Omit<PaymentRecord, 'user' | 'plan'>> & {
    user?: Partial<PaymentRecord['user']>
    plan?: Partial<PaymentRecord['plan']>
  } = {},
): PaymentRecord {
  sequence += 1
  const { user, plan, ...rest } = overrides
  return {
    _id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    status: 'completed',
    amount: 9.99,
    currency: 'USD',
    provider: 'stripe',
    createdAt: '2026-03-05T10:30:00.000Z',
    updatedAt: '2026-03-05T10:31:00.000Z',
    completedAt: '2026-03-05T10:31:00.000Z',
    kind: 'purchase',
    ...rest,
    user: {
      _id: `00000000-0000-4000-a000-${String(sequence).padStart(12, '0')}`,
      name: 'Lucía',
      lastName: 'Martín',
      email: `lucia${sequence}@example.com`,
      ...user,
    },
    plan: { _id: '00000000-0000-4000-b000-000000000001', name: 'Mini', slug: 'mini', ...plan },
  }
}
