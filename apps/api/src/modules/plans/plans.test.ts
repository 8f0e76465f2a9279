import { planListResponseSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { plans } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

describe('plans', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  it('lists the plans on sale with the public contract fields', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans/list' })
    expect(res.statusCode).toBe(200)
    const body = planListResponseSchema.parse(res.json())
    expect(body.data.map((plan) => plan.slug)).toEqual(['prueba-gratuita', 'mini', 'full', 'full-anual'])
    const trial = body.data[0]
    expect(trial).toMatchObject({
      name: 'Prueba gratuita',
      price: 0,
      currency: 'USD',
      durationDays: 15,
      isTestSubscrionPlan: true,
      fullCategoryAccess: true,
      isActive: true,
    })
    expect(body.data.find((plan) => plan.slug === 'full')).toMatchObject({ price: 19.99, isFeatured: true })
    expect(body.data.filter((plan) => plan.isFeatured)).toHaveLength(1)
    expect(res.json().data[0]).toHaveProperty('_id')
  })

  it('hides inactive plans, at most a few seconds after the change', async () => {
    const slugs = async () =>
      (await app.inject({ method: 'GET', url: '/api/plans/list' }))
        .json()
        .data.map((p: { slug: string }) => p.slug)
    expect(await slugs()).toContain('full-anual')
    await db.update(plans).set({ isActive: false }).where(eq(plans.slug, 'full-anual'))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_001)
    expect(await slugs()).not.toContain('full-anual')
    vi.useRealTimers()
    await db.update(plans).set({ isActive: true }).where(eq(plans.slug, 'full-anual'))
  })

  it('finds one plan by slug', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans/name/mini' })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ slug: 'mini', price: 9.99, durationDays: 30 })
  })

  it('answers an unknown slug with the spec message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/plans/name/platino' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      message: 'No se pudo encontrar el plan.',
      code: 'plans.notFound',
    })
  })

  it('keeps at most one featured plan and one test plan in the database', async () => {
    await expect(db.update(plans).set({ isFeatured: true }).where(eq(plans.slug, 'mini'))).rejects.toThrow()
    await expect(db.update(plans).set({ isTestPlan: true }).where(eq(plans.slug, 'mini'))).rejects.toThrow()
  })
})
