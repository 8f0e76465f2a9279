import { idSchema, isBackOfficeRole, t } from '@sosiego/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { pdfs } from '../../db/schema/index.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireVerified } from '../../plugins/auth.ts'
import { mediaTypeOf } from '../../storage/media-types.ts'
import { resolveStoragePath, storagePathOfMediaUrl } from '../../storage/storage-path.ts'
import { entitlementsOf } from '../billing/index.ts'
import { findCurrent } from '../catalog/index.ts'
import { createMediaUrlSigner, parseRange } from '../files/index.ts'
import { playabilityOf } from './playable.ts'
import { noteStreamIssued } from './stream-issues.repository.ts'

const urlResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ url: z.string(), expiresAt: z.iso.datetime() }),
})

/**
 * Member media (issue 7): a signed, short-lived URL is issued to whoever may play an item — staff,
 * or a member whose plan in force reaches its theme or category — and the media route serves the
 * bytes behind it with HTTP ranges, so seeking works everywhere.
 */
export default async function playerRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const signer = createMediaUrlSigner(config.sessionSecret)

  const issue = (request: FastifyRequest, url: string) => {
    const target = storagePathOfMediaUrl(url)
    if (!target) throw new AppError('catalog.fileNotFound', 404)
    const signed = signer.sign(target.key, request.sessionUser?.id as string)
    return {
      success: true as const,
      message: t('media.urlIssued'),
      data: { url: signed.url, expiresAt: signed.expiresAt.toISOString() },
    }
  }

  /** The item `id` names, if the caller may play it (the stream's and the captions' one rule), else the refusal. */
  async function playableFor(request: FastifyRequest, id: string) {
    const parsed = idSchema.safeParse(id)
    const user = request.sessionUser as NonNullable<typeof request.sessionUser>
    const { verdict, row } = parsed.success
      ? await playabilityOf(app.db, user, parsed.data)
      : { verdict: 'notFound' as const, row: undefined }
    if (verdict === 'notFound' || !row) throw new AppError('catalog.notFound', 404)
    if (verdict === 'subscriptionRequired') throw new AppError('payments.subscriptionRequired', 403)
    if (verdict === 'locked') throw new AppError('media.locked', 403)
    return { user, row }
  }

  /** PDFs: members need a plan in force; staff preview anything not deleted. */
  async function entitlementsFor(request: FastifyRequest) {
    const user = request.sessionUser
    if (!user || isBackOfficeRole(user.role)) return null
    const entitlements = await entitlementsOf(app.db, user.id)
    if (!entitlements.subscriptionId) throw new AppError('payments.subscriptionRequired', 403)
    return entitlements
  }

  r.get(
    '/api/audios/stream-url/:id',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['player'],
        summary: 'A signed URL to play one audio or video (members whose plan reaches it, and staff)',
        params: z.object({ id: z.string() }),
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const { user, row } = await playableFor(request, request.params.id)
      const answer = issue(request, row.item.audioUrl)
      // Listening time counts only for an item whose URL was handed out, and only since then.
      await noteStreamIssued(app.db, user.id, row.item.id)
      return answer
    },
  )

  r.get(
    '/api/audios/captions-url/:id',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['player'],
        summary:
          'A signed URL to the WebVTT of one audio (its transcript) or video (its captions): the stream URL’s rule (issue 34)',
        description:
          'Members whose plan reaches the item, and staff; 404 when the item has no captions (`hasCaptions` false). The URL serves `text/vtt` like the media itself, and lists no listening.',
        params: z.object({ id: z.string() }),
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const { row } = await playableFor(request, request.params.id)
      if (!row.item.captionsUrl) throw new AppError('captions.none', 404)
      // Not noteStreamIssued: reading a transcript is not listening, and earns no listening time.
      return { ...issue(request, row.item.captionsUrl), message: t('captions.urlIssued') }
    },
  )

  r.get(
    '/api/pdfs/file-url/:id',
    {
      onRequest: requireVerified,
      schema: {
        tags: ['player'],
        summary: 'A signed URL to open one PDF (members with a plan in force, and staff)',
        params: z.object({ id: z.string() }),
        response: { 200: urlResponseSchema },
      },
    },
    async (request) => {
      const id = idSchema.safeParse(request.params.id)
      const pdf = id.success ? await findCurrent(app.db, pdfs, id.data) : undefined
      if (!pdf) throw new AppError('catalog.notFound', 404)
      if ((await entitlementsFor(request)) && !pdf.isActive) throw new AppError('catalog.notFound', 404)
      return issue(request, pdf.fileUrl)
    },
  )

  const mediaQuery = z.object({
    u: z.string().optional(),
    e: z.string().optional(),
    s: z.string().optional(),
  })
  const serve = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const raw = (request.url.split('?', 1)[0] ?? '').slice('/api/media/'.length)
    const target = resolveStoragePath(raw)
    if (!target || target.segments.length < 2) throw new AppError('media.urlInvalid', 403)
    const verdict = signer.verify(target.key, request.query as z.infer<typeof mediaQuery>)
    if (verdict !== 'ok')
      throw new AppError(verdict === 'expired' ? 'media.urlExpired' : 'media.urlInvalid', 403)
    const file = await app.storage.stat(target.key)
    if (!file) throw new AppError('common.notFound', 404)
    const expires = Number((request.query as { e: string }).e)
    reply
      .header('accept-ranges', 'bytes')
      .header('cache-control', `private, max-age=${Math.max(0, expires - Math.floor(Date.now() / 1000))}`)
      .header('last-modified', file.lastModified?.toUTCString() ?? new Date(0).toUTCString())
      .type(mediaTypeOf(target.key))
    // PDFs are shown in a frame of our own pages (Recursos, the catalogue's PDF preview); the rest
    // of the site may not be framed at all.
    if (mediaTypeOf(target.key) === 'application/pdf') {
      const policy = String(reply.getHeader('content-security-policy') ?? '')
      reply.header(
        'content-security-policy',
        policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      )
    }
    const range = parseRange(request.headers.range, file.size)
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${file.size}`)
        .type('application/json; charset=utf-8')
        .send({ success: false, message: t('media.rangeNotSatisfiable'), code: 'media.rangeNotSatisfiable' })
    }
    const length = range ? range.end - range.start + 1 : file.size
    reply.header('content-length', length)
    if (range) reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    if (request.method === 'HEAD') return reply.send()
    const body = await app.storage.read(target.key, range ?? undefined)
    if (!body) throw new AppError('common.notFound', 404)
    return reply.send(body)
  }
  const mediaSchema = {
    tags: ['player'],
    summary: 'The bytes behind a signed media URL, whole or by Range (206, 416, Accept-Ranges)',
    querystring: mediaQuery,
  }
  // exposeHeadRoute is off so the HEAD answer (sizes, no body) is ours.
  const alsoAnswers = [200, 206, 403, 416] as const
  app.get('/api/media/*', { schema: mediaSchema, config: { alsoAnswers }, exposeHeadRoute: false }, serve)
  app.head('/api/media/*', { schema: { ...mediaSchema, hide: true }, config: { alsoAnswers } }, serve)
}
