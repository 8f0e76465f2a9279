import { categoryListResponseSchema, themeCategory, themeListResponseSchema } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../../test/app.ts'
import { categories, themes } from '../../db/schema/index.ts'
import { seedDemoContent } from '../../seed/index.ts'

describe('public catalogue lists', async () => {
  const { app, db, config } = await createTestApp()
  beforeAll(() => seedDemoContent(db, config.storageDir, config.timeZone))

  it('lists the five categories in order, with covers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories/list?isDeleted=false' })
    expect(res.statusCode).toBe(200)
    const { data } = categoryListResponseSchema.parse(res.json())
    expect(data.map((c) => c.slug)).toEqual([
      'relaciones',
      'personal',
      'salud',
      'trabajo-y-finanzas',
      'espiritualidad',
    ])
    for (const category of data)
      expect(category.coverImage?.coverImageUrl).toMatch(/^\/media\/caratula-categorias\//)
  })

  it('lists the twenty themes, each with its category', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/themes/list?isDeleted=false' })
    const { data } = themeListResponseSchema.parse(res.json())
    expect(data).toHaveLength(20)
    for (const theme of data) {
      expect(theme.category.slug).toBe(themeCategory[theme.slug as keyof typeof themeCategory])
    }
  })

  it('hides deleted and inactive items, and the themes of a hidden category', async () => {
    await db.update(themes).set({ isDeleted: true }).where(eq(themes.slug, 'pareja'))
    await db.update(themes).set({ isActive: false }).where(eq(themes.slug, 'gratitud'))
    await db.update(categories).set({ isActive: false }).where(eq(categories.slug, 'salud'))
    // The public lists are cached for a few seconds.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 5_001)

    const themeSlugs = (await app.inject({ method: 'GET', url: '/api/themes/list' }))
      .json()
      .data.map((t: { slug: string }) => t.slug)
    expect(themeSlugs).not.toContain('pareja')
    expect(themeSlugs).not.toContain('gratitud')
    expect(themeSlugs).not.toContain('salud-mental')
    expect(themeSlugs).toHaveLength(14)
    const categorySlugs = (await app.inject({ method: 'GET', url: '/api/categories/list' }))
      .json()
      .data.map((c: { slug: string }) => c.slug)
    expect(categorySlugs).not.toContain('salud')
    vi.useRealTimers()
  })

  it('refuses a malformed isDeleted with a Spanish 400', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/categories/list?isDeleted=quizas' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, message: 'El campo «isDeleted» no es válido.' })
  })
})
