import {
  catalogueListQuerySchema,
  categoryListResponseSchema,
  mediaListResponseSchema,
  pdfListResponseSchema,
  t,
  themeListResponseSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { createResponseCache } from '../../lib/response-cache.ts'
import { ACCESS_COOKIE, loadSessionUser, requireAuth } from '../../plugins/auth.ts'
import catalogAdminRoutes from './catalog.admin-routes.ts'
import type { Listing } from './catalog.repository.ts'
import { listCategories, listMedia, listPdfs, listThemes } from './catalog.service.ts'

const STAFF = new Set(['admin', 'crmUser'])

/**
 * Staff (admin and crmUser) see every item that is not deleted, active or not, so that Gestión de
 * Contenido can switch them back on; `isDeleted=true` shows them the deleted ones. Everyone else
 * gets what members may see: active, not deleted, in a visible theme and category.
 */
async function listingFor(
  request: FastifyRequest,
  isDeleted: 'true' | 'false' | undefined,
): Promise<Listing> {
  // Only a request carrying a session pays for looking it up; visitors get the cached list.
  const user = request.cookies[ACCESS_COOKIE] ? await loadSessionUser(request) : null
  if (!user || !STAFF.has(user.role)) return 'visible'
  return isDeleted === 'true' ? 'deleted' : 'current'
}

/**
 * Catalogue reads: categories and themes for everyone (landing page, test, panel), audio/video and
 * PDFs for signed-in users. Writes are in catalog.admin-routes.ts.
 */
export default async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const categoryList = createResponseCache(async () =>
    categoryListResponseSchema.parse({
      success: true,
      message: t('catalog.categoriesListed'),
      data: await listCategories(app.db),
    }),
  )
  const themeList = createResponseCache(async () =>
    themeListResponseSchema.parse({
      success: true,
      message: t('catalog.themesListed'),
      data: await listThemes(app.db),
    }),
  )
  const mediaList = createResponseCache(async () =>
    mediaListResponseSchema.parse({
      success: true,
      message: t('catalog.audiosListed'),
      data: await listMedia(app.db, 'visible'),
    }),
  )
  const pdfList = createResponseCache(async () =>
    pdfListResponseSchema.parse({
      success: true,
      message: t('catalog.pdfsListed'),
      data: await listPdfs(app.db, 'visible'),
    }),
  )

  r.get(
    '/api/categories/list',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Categories: the visible ones; for staff, every one not deleted (isDeleted=true: the deleted)',
        querystring: catalogueListQuerySchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    async (request, reply) => {
      const listing = await listingFor(request, request.query.isDeleted)
      if (listing === 'visible') return categoryList.send(reply)
      return {
        success: true as const,
        message: t('catalog.categoriesListed'),
        data: await listCategories(app.db, listing),
      }
    },
  )

  r.get(
    '/api/themes/list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Themes with their category: the visible ones; for staff, every one not deleted',
        querystring: catalogueListQuerySchema,
        response: { 200: themeListResponseSchema },
      },
    },
    async (request, reply) => {
      const listing = await listingFor(request, request.query.isDeleted)
      if (listing === 'visible') return themeList.send(reply)
      return {
        success: true as const,
        message: t('catalog.themesListed'),
        data: await listThemes(app.db, listing),
      }
    },
  )

  r.get(
    '/api/audios/list',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['catalog'],
        summary:
          'Audio and video items (signed in): active and visible ones; for staff, every one not deleted',
        querystring: catalogueListQuerySchema,
        response: { 200: mediaListResponseSchema },
      },
    },
    async (request, reply) => {
      const listing = await listingFor(request, request.query.isDeleted)
      const { fileType } = request.query
      if (listing === 'visible' && !fileType) return mediaList.send(reply)
      return {
        success: true as const,
        message: t('catalog.audiosListed'),
        data: await listMedia(app.db, listing, fileType),
      }
    },
  )

  r.get(
    '/api/pdfs/list',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['catalog'],
        summary: 'PDFs (signed in): active ones; for staff, every one not deleted',
        querystring: catalogueListQuerySchema,
        response: { 200: pdfListResponseSchema },
      },
    },
    async (request, reply) => {
      const listing = await listingFor(request, request.query.isDeleted)
      if (listing === 'visible') return pdfList.send(reply)
      return {
        success: true as const,
        message: t('catalog.pdfsListed'),
        data: await listPdfs(app.db, listing),
      }
    },
  )

  await app.register(catalogAdminRoutes, {
    // Any change may hide or show items in every member list (a category hides its themes and media).
    onChange: () => {
      for (const cache of [categoryList, themeList, mediaList, pdfList]) cache.invalidate()
    },
  })
}
