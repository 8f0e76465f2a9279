import type { AdminUser, MediaItem, Plan, SessionUser } from '@sosiego/shared'

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
    renews: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A signed-in member as GET /api/users/validate-token answers it: verified, active, no plan yet. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: '00000000-0000-4000-8000-0000000000aa',
    name: 'Lucía',
    lastName: 'Martín',
    email: 'lucia@example.com',
    role: 'visitor',
    avatarUrl: null,
    phone: null,
    isVerified: true,
    isActive: true,
    hasPassword: true,
    tookTest: false,
    testResult: null,
    activeSubscription: null,
    subscriptions: [],
    ...overrides,
  }
}

/** An active subscription to the given plan, for `activeSubscription`. */
export function activeSubscription(
  plan: Partial<NonNullable<SessionUser['activeSubscription']>['plan']> = {},
): NonNullable<SessionUser['activeSubscription']> {
  return {
    status: 'active',
    plan: {
      _id: 'plan-full',
      slug: 'full',
      name: 'Full',
      durationDays: 30,
      isTestSubscrionPlan: false,
      ...plan,
    },
  }
}

/** A person as the back office's lists answer them: Marta Miembro, verified, active, no plan. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: '00000000-0000-4000-8000-000000000077',
    name: 'Marta',
    lastName: 'Miembro',
    email: 'miembro@sosiego.app',
    pendingEmail: null,
    role: 'visitor',
    phone: null,
    isActive: true,
    isVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    testHistory: [],
    activeSubscription: null,
    activeSubscriptionDate: null,
    subscriptions: [],
    ...overrides,
  }
}

let mediaSequence = 0
/** An audio of the catalogue as a member's list answers it, each with its own id. */
export function makeMediaItem(title: string, overrides: Partial<MediaItem> = {}): MediaItem {
  mediaSequence += 1
  const stamp = '2026-01-01T00:00:00.000Z'
  return {
    _id: `00000000-0000-4000-8000-${String(mediaSequence).padStart(12, '0')}`,
    title,
    description: '',
    fileType: 'audio',
    theme: {
      _id: '10000000-0000-4000-8000-000000000001',
      name: 'Calma',
      slug: 'calma',
      category: { _id: '20000000-0000-4000-8000-000000000001', name: 'Salud', slug: 'salud' },
    },
    duration: 120,
    audio: { audioName: 'a.mp3', audioUrl: '/media/audios/a.mp3' },
    coverImage: null,
    tags: [],
    order: 1,
    isActive: true,
    isDeleted: false,
    locked: false,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  }
}
