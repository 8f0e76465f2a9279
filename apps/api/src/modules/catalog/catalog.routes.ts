import { categoryListResponseSchema, listQuerySchema, t, themeListResponseSchema } from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createResponseCache } from '../../lib/response-cache.ts'
import { listVisibleCategories, listVisibleThemes } from './catalog.service.ts'

/**
 * Public catalogue reads. `isDeleted=false` is what every client sends; deleted and inactive items
 * are never listed here (staff lists arrive with the back office).
 */
export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const categoryList = createResponseCache(async () =>
    categoryListResponseSchema.parse({
      success: true,
      message: t('catalog.categoriesListed'),
      data: await listVisibleCategories(app.db),
    }),
  )
  const themeList = createResponseCache(async () =>
    themeListResponseSchema.parse({
      success: true,
      message: t('catalog.themesListed'),
      data: await listVisibleThemes(app.db),
    }),
  )

  r.get(
    '/api/categories/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Visible categories',
        querystring: listQuerySchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    (_request, reply) => categoryList.send(reply),
  )

  r.get(
    '/api/themes/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Visible themes with their category',
        querystring: listQuerySchema,
        response: { 200: themeListResponseSchema },
      },
    },
    (_request, reply) => themeList.send(reply),
  )
}
