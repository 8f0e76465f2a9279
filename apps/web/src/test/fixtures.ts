import type { Plan } from '@sosiego/shared'

let sequence = 0

/** A plan as GET /api/plans/list answers it. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  sequence += 1
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    name: `Plan ${sequence}`,
    slug: `plan-${sequence}`,
    description: 'Meditaciones guiadas para cada día.',
    price: 9.99,
    currency: 'USD',
    durationDays: 30,
    features: [],
    categoryAccess: [],
    fullCategoryAccess: true,
    isActive: true,
    order: sequence,
    isFeatured: false,
    isTestSubscrionPlan: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}
