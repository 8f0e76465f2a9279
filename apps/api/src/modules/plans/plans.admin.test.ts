import { planListResponseSchema, planSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { planBySlug, signedInUser } from '../../../test/billing.ts'
import { categories, planCategories } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

describe('editing plans (back office)', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))
  const admin = async () => (await signedInUser(app, db, { role: 'admin' })).client

  it('is for admins only', async () => {
    const mini = await planBySlug(db, 'mini')
    for (const role of ['crmUser', 'visitor'] as const) {
      const { client } = await signedInUser(app, db, { role })
      expect((await client.put(`/api/plans/update/${mini.id}`, { name: 'X' })).statusCode).toBe(403)
    }
  })

  it('saves the fields the edit modal sends, price as a string in dollars, and the category checklist', async () => {
    const client = await admin()
    const mini = await planBySlug(db, 'mini')
    const [first, second] = await db.select().from(categories).limit(2)
    const res = await client.put(`/api/plans/update/${mini.id}`, {
      name: 'Mini plus',
      description: 'Dos temas a tu medida.',
      price: '12.50',
      currency: 'USD',
      durationDays: 31,
      features: ['Uno', 'Dos'],
      categoryAccess: [first?.id, second?.id],
      fullCategoryAccess: false,
      isActive: true,
      order: 2,
      isFeatured: false,
      isTestSubscrionPlan: false,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Plan actualizado exitosamente')
    const plan = planSchema.parse(res.json().data)
    expect(plan).toMatchObject({ name: 'Mini plus', price: 12.5, durationDays: 31, features: ['Uno', 'Dos'] })
    expect(plan.categoryAccess.sort()).toEqual([first?.id, second?.id].sort())
    expect((await planBySlug(db, 'mini')).priceCents).toBe(1250)
    // The public list shows the change at once in this process.
    const listed = (await app.inject({ method: 'GET', url: '/api/plans/list' })).json().data
    expect(listed.find((p: { slug: string }) => p.slug === 'mini').name).toBe('Mini plus')
    // A partial update leaves the rest alone.
    await client.put(`/api/plans/update/${mini.id}`, { categoryAccess: [] })
    expect(await db.select().from(planCategories).where(eq(planCategories.planId, mini.id))).toHaveLength(0)
  })

  it('keeps one featured plan and one test plan, with the spec messages', async () => {
    const client = await admin()
    const mini = await planBySlug(db, 'mini')
    const featured = await client.put(`/api/plans/update/${mini.id}`, { isFeatured: true })
    expect(featured.statusCode).toBe(409)
    expect(featured.json().message).toBe(
      'Ya existe un plan marcado como popular. Solo puedes tener un plan popular a la vez.',
    )
    const test = await client.put(`/api/plans/update/${mini.id}`, { isTestSubscrionPlan: true })
    expect(test.statusCode).toBe(409)
    expect(test.json().message).toBe(
      'Ya existe un plan marcado como de prueba. Solo puedes tener un plan de prueba a la vez.',
    )
    // The featured plan itself may be saved as featured, and the flag can move once released.
    const full = await planBySlug(db, 'full')
    expect((await client.put(`/api/plans/update/${full.id}`, { isFeatured: true })).statusCode).toBe(200)
    expect((await client.put(`/api/plans/update/${full.id}`, { isFeatured: false })).statusCode).toBe(200)
    expect((await client.put(`/api/plans/update/${mini.id}`, { isFeatured: true })).statusCode).toBe(200)
  })

  it('refuses bad input with Spanish messages, unknown plans and unknown categories', async () => {
    const client = await admin()
    const mini = await planBySlug(db, 'mini')
    for (const [body, message] of [
      [{ price: '-1' }, 'El precio debe ser un número mayor o igual que 0, con dos decimales como máximo.'],
      [
        { price: '1.234' },
        'El precio debe ser un número mayor o igual que 0, con dos decimales como máximo.',
      ],
      [
        { price: 'gratis' },
        'El precio debe ser un número mayor o igual que 0, con dos decimales como máximo.',
      ],
      [{ durationDays: 0 }, 'La duración debe ser un número entero de días mayor que 0.'],
      [{ currency: 'EUR' }, 'La moneda debe ser USD.'],
    ] as const) {
      const res = await client.put(`/api/plans/update/${mini.id}`, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const unknownCategory = await client.put(`/api/plans/update/${mini.id}`, {
      categoryAccess: ['00000000-0000-4000-8000-000000000000'],
    })
    expect(unknownCategory.json().message).toBe('Alguna de las categorías elegidas no existe.')
    const unknownPlan = await client.put('/api/plans/update/00000000-0000-4000-8000-000000000000', {
      name: 'X',
    })
    expect(unknownPlan.statusCode).toBe(404)
  })

  it('lists inactive plans too for an admin who asks (includeInactive=true), and only for admins', async () => {
    const client = await admin()
    const yearly = await planBySlug(db, 'full-anual')
    // Listed once before the edit: the prepared answer is dropped by the edit, not kept 5 s.
    const before = await client.get('/api/plans/list?includeInactive=true', { 'accept-encoding': 'br' })
    expect(before.headers['content-encoding']).toBe('br')
    expect((await client.put(`/api/plans/update/${yearly.id}`, { isActive: false })).statusCode).toBe(200)
    const all = await client.get('/api/plans/list?includeInactive=true')
    expect(all.statusCode).toBe(200)
    const listed = planListResponseSchema.parse(all.json()).data
    expect(listed.find((plan) => plan.slug === 'full-anual')).toMatchObject({ isActive: false })
    // The public answer still hides it.
    const publicSlugs = (await app.inject({ method: 'GET', url: '/api/plans/list' }))
      .json()
      .data.map((plan: { slug: string }) => plan.slug)
    expect(publicSlugs).not.toContain('full-anual')
    for (const role of ['crmUser', 'visitor'] as const) {
      const { client: other } = await signedInUser(app, db, { role })
      expect((await other.get('/api/plans/list?includeInactive=true')).statusCode).toBe(403)
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/plans/list?includeInactive=true' })
    expect(anonymous.statusCode).toBe(401)
    await client.put(`/api/plans/update/${yearly.id}`, { isActive: true })
    const again = planListResponseSchema.parse(
      (await client.get('/api/plans/list?includeInactive=true')).json(),
    )
    expect(again.data.find((plan) => plan.slug === 'full-anual')).toMatchObject({ isActive: true })
  })
})
