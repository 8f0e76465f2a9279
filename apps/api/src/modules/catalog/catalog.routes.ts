import { createHash } from 'node:crypto'
import {
  backOfficeRoles,
  catalogueListQuerySchema,
  categoryListResponseSchema,
  isBackOfficeRole,
  mediaListResponseSchema,
  pdfListResponseSchema,
  t,
  themeListResponseSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from '../../config.ts'
import { invalidateEverywhere } from '../../lib/invalidate-everywhere.ts'
import { type PreparedBody, prepareBody, sendPrepared } from '../../lib/prepared-body.ts'
import { createResponseCache } from '../../lib/response-cache.ts'
import { createTtlCache } from '../../lib/ttl-cache.ts'
import { ACCESS_COOKIE, loadSessionUser, requireRole, requireVerified } from '../../plugins/auth.ts'
import { canReach, type Entitlements, shownEntitlementsOf } from '../billing/index.ts'
import catalogAdminRoutes from './catalog.admin-routes.ts'
import type { Listing } from './catalog.repository.ts'
import { listCategories, listMedia, listPdfs, listThemes } from './catalog.service.ts'

const STAFF_REACH: Entitlements = {
  subscriptionId: null,
  planSlug: null,
  allCategories: true,
  categoryIds: [],
  themeIds: [],
}

/** Every instance on the database drops its cached catalogue answers when this is notified. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed'

/** A short, stable name for what a member's plan opens (part of the list's ETag). */
function entitlementsKey(entitlements: Entitlements): string {
  if (entitlements.allCategories) return 'all'
  const opened = `${[...entitlements.categoryIds].sort().join(',')}|${[...entitlements.themeIds].sort().join(',')}`
  return createHash('sha1').update(opened).digest('base64url').slice(0, 12)
}

type ListQuery = { isDeleted?: 'true' | 'false' | undefined; includeInactive?: 'true' | 'false' | undefined }

/**
 * Whether the answer is surely what members see, known without waiting for anything (the lists'
 * synchronous fast path): `includeInactive=false` asked for it, or the caller is known not to be
 * staff, or sends no session at all.
 */
function surelyMembersView(request: FastifyRequest, query: ListQuery): boolean {
  if (query.includeInactive === 'false') return true
  if (query.includeInactive === 'true') return false
  const user = request.sessionUser
  return user ? !isBackOfficeRole(user.role) : !request.cookies[ACCESS_COOKIE]
}

/**
 * What a list shows (issue 27, decision 102). Staff (admin, crmUser) get Gestión de Contenido's
 * view on the spec's own call (`?isDeleted=false`, which the back office and the apps send): every
 * item not deleted, active or not, so that it can be switched back on; with `isDeleted=true`, the
 * deleted ones. Everyone else gets what members see: active, not deleted, in a visible theme and
 * category — never an inactive item. `includeInactive=true` insists on staff's view (401/403 for
 * others); `includeInactive=false` asks for the members' view (the web app's member pages send it,
 * so that staff browsing them see what members see).
 */
async function listingFor(request: FastifyRequest, query: ListQuery): Promise<Listing> {
  if (query.includeInactive === 'false') return 'visible'
  if (query.includeInactive === 'true') await requireRole(...backOfficeRoles)(request)
  else {
    const user = request.sessionUser ?? (await loadSessionUser(request))
    if (!user || !isBackOfficeRole(user.role)) return 'visible'
  }
  return query.isDeleted === 'true' ? 'deleted' : 'current'
}

/**
 * Catalogue reads: categories and themes for everyone (landing page, test, panel), audio/video and
 * PDFs for signed-in users. Writes are in catalog.admin-routes.ts.
 */
export default async function catalogRoutes(app: FastifyInstance, { config }: { config: Config }) {
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
  // The visible catalogue (one version, named by a hash of its content, so every instance gives the
  // same ETag), shared by every member. Catalogue writes drop it on every instance at once
  // (CATALOGUE_CHANGED_CHANNEL, decision 056); the 5 minutes' expiry is a backstop for a change made
  // behind the API. Not shorter: reloading 2,000 items and hashing them holds the event loop for
  // tens of milliseconds, which every request then waiting pays (the 300-member bench's p99).
  const visibleMedia = createTtlCache<{ items: Awaited<ReturnType<typeof listMedia>>; version: string }>(
    5 * 60_000,
    1,
  )
  // Each member's answer is that list marked by their plan: prepared once per catalogue version and
  // entitlement shape (the ETag), serialised and compressed both ways (decision 077). 2,000 items
  // are 1.1 MB of JSON: serialising or compressing them per request blocked the event loop and the
  // guard answered 503. A version's bodies stay valid as long as the version: only a change drops them.
  const memberMediaBodies = createTtlCache<PreparedBody>(15 * 60_000, 32)
  // Staff's lists (current or deleted media by file type, categories, themes): prepared once too,
  // 5 minutes, dropped by any change.
  const staffBodies = createTtlCache<PreparedBody>(5 * 60_000, 12)
  const staffList = (key: string, load: () => Promise<unknown>) =>
    staffBodies.get(key, async () => prepareBody(JSON.stringify(await load())))
  /**
   * A list of categories or themes once the caller is known: the members' cached answer, or staff's
   * list, prepared too.
   */
  const sendListFor = (
    request: FastifyRequest,
    query: ListQuery,
    reply: FastifyReply,
    kind: string,
    visible: { send(reply: FastifyReply): void },
    load: (listing: Listing) => Promise<unknown>,
  ) => {
    listingFor(request, query).then(
      (listing) => {
        if (listing === 'visible') return visible.send(reply)
        staffList(`${kind}|${listing}`, () => load(listing)).then(
          (body) => sendPrepared(reply, body),
          (error) => reply.send(error),
        )
      },
      (error) => reply.send(error),
    )
  }
  const memberMedia = {
    get: () =>
      visibleMedia.get('visible', async () => {
        const items = await listMedia(app.db, 'visible')
        const version = createHash('sha1').update(JSON.stringify(items)).digest('base64url').slice(0, 16)
        return { items, version }
      }),
    invalidate: () => {
      visibleMedia.delete('visible')
      memberMediaBodies.clear()
      staffBodies.clear()
    },
  }
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
      // Every answer is a prepared body in the coding the client accepts (sendPrepared):
      // @fastify/compress's hooks are left off this route (decision 096).
      compress: false,
      // includeInactive=true asks for the staff's list.
      config: { alsoAnswers: [401, 403] },
      schema: {
        tags: ['catalog'],
        summary:
          'Categories: the visible ones; for staff, every one not deleted, active or not (isDeleted=true: the deleted; includeInactive=false: the visible ones)',
        querystring: catalogueListQuerySchema,
        response: { 200: categoryListResponseSchema },
      },
    },
    // Not async: the visible list goes out synchronously from its prepared body (decision 077).
    (request, reply) => {
      if (surelyMembersView(request, request.query)) return categoryList.send(reply)
      sendListFor(
        request,
        request.query,
        reply as unknown as FastifyReply,
        'categories',
        categoryList,
        async (listing) =>
          categoryListResponseSchema.parse({
            success: true,
            message: t('catalog.categoriesListed'),
            data: await listCategories(app.db, listing),
          }),
      )
    },
  )

  r.get(
    '/api/themes/list',
    {
      // Every answer is a prepared body in the coding the client accepts (sendPrepared):
      // @fastify/compress's hooks are left off this route (decision 096).
      compress: false,
      // includeInactive=true asks for the staff's list.
      config: { alsoAnswers: [401, 403] },
      schema: {
        tags: ['catalog'],
        summary:
          'Themes with their category: the visible ones; for staff, every one not deleted, active or not (includeInactive=false: the visible ones)',
        querystring: catalogueListQuerySchema,
        response: { 200: themeListResponseSchema },
      },
    },
    // Not async: the visible list goes out synchronously from its prepared body (decision 077).
    (request, reply) => {
      if (surelyMembersView(request, request.query)) return themeList.send(reply)
      sendListFor(
        request,
        request.query,
        reply as unknown as FastifyReply,
        'themes',
        themeList,
        async (listing) =>
          themeListResponseSchema.parse({
            success: true,
            message: t('catalog.themesListed'),
            data: await listThemes(app.db, listing),
          }),
      )
    },
  )

  r.get(
    '/api/audios/list',
    {
      onRequest: requireVerified,
      config: { alsoAnswers: [304] },
      // Every answer is a 304 or a prepared body in the coding the client accepts (sendPrepared):
      // @fastify/compress's hooks are left off this route (decision 096).
      compress: false,
      schema: {
        tags: ['catalog'],
        summary:
          'Audio and video items (signed in): for members, the active and visible ones, each with `locked` by their plan; for staff, every one not deleted, active or not (includeInactive=false: the visible ones)',
        description:
          'Members get an ETag (the catalogue version and their entitlements): send it back as If-None-Match for a 304.',
        querystring: catalogueListQuerySchema,
        response: { 200: mediaListResponseSchema },
      },
    },
    async (request, reply) => {
      const listing = await listingFor(request, request.query)
      const { fileType } = request.query
      if (listing !== 'visible') {
        // Gestión de Contenido's list (2,000 items: checked and serialised, then gzipped, took the
        // event loop for a noticeable time on every page view): prepared once per catalogue version
        // too, through the route's own schema so the bytes are the ones the serializer gave.
        const body = await staffList(`media|${listing}|${fileType ?? 'all'}`, async () =>
          mediaListResponseSchema.parse({
            success: true,
            message: t('catalog.audiosListed'),
            data: await listMedia(app.db, listing, fileType),
          }),
        )
        sendPrepared(reply as unknown as FastifyReply, body)
        return reply as unknown as FastifyReply
      }
      // Members: the shared visible list, marked per member by what their plan reaches.
      // Staff may play everything (stream-url admits them), so nothing is locked for them.
      const user = request.sessionUser
      const [{ items, version }, entitlements] = await Promise.all([
        memberMedia.get(),
        user && isBackOfficeRole(user.role) ? STAFF_REACH : shownEntitlementsOf(app.db, user?.id as string),
      ])
      const etag = `"m-${version}-${entitlementsKey(entitlements)}-${fileType ?? 'all'}"`
      // Answered by hand (a 304, or a body prepared once), not through the route's schema.
      const raw = reply as unknown as FastifyReply
      raw.header('etag', etag).header('cache-control', 'private, no-cache')
      if (request.headers['if-none-match'] === etag) return raw.status(304).send()
      const body = await memberMediaBodies.get(etag, () => {
        const data = items
          .filter((item) => !fileType || item.fileType === fileType)
          .map((item) => ({
            ...item,
            locked: !canReach(entitlements, { categoryId: item.theme.category._id, themeId: item.theme._id }),
          }))
        // Already valid (built from typed rows): serialised once here rather than checked again.
        return prepareBody(JSON.stringify({ success: true, message: t('catalog.audiosListed'), data }))
      })
      sendPrepared(raw, body)
      return raw
    },
  )

  r.get(
    '/api/pdfs/list',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['catalog'],
        summary:
          'PDFs (signed in): active ones; for staff, every one not deleted, active or not (includeInactive=false: the active ones)',
        querystring: catalogueListQuerySchema,
        response: { 200: pdfListResponseSchema },
      },
    },
    // Not async: the visible list goes out synchronously from its prepared body (decision 077).
    (request, reply) => {
      // requireVerified has read the session: a member's answer goes out synchronously.
      if (surelyMembersView(request, request.query)) return pdfList.send(reply)
      return listingFor(request, request.query).then(async (listing) => ({
        success: true as const,
        message: t('catalog.pdfsListed'),
        data: await listPdfs(app.db, listing),
      }))
    },
  )

  // Any change may hide or show items in every member list (a category hides its themes and media),
  // on every instance at once (decision 080).
  const changed = await invalidateEverywhere(app, CATALOGUE_CHANGED_CHANNEL, () => {
    for (const cache of [categoryList, themeList, memberMedia, pdfList]) cache.invalidate()
  })
  await app.register(catalogAdminRoutes, { onChange: changed, timeZone: config.timeZone })
}
