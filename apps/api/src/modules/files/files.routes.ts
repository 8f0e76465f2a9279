import multipart from '@fastify/multipart'
import {
  allowedExtensions,
  assetFolders,
  backOfficeRoles,
  deleteFileResponseSchema,
  fileListResponseSchema,
  folderKind,
  t,
  uploadResultSchema,
} from '@sosiego/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { AppError } from '../../lib/app-error.ts'
import { requireRole } from '../../plugins/auth.ts'
import { mediaTypeOf } from '../../storage/media-types.ts'
import { resolveStoragePath, type StoragePath } from '../../storage/storage-path.ts'
import { deleteFile, type FileItem, listFolder, type RejectedFile, storeUpload } from './files.service.ts'
import { createMediaUrlSigner } from './media-url.ts'

/** The still-encoded path after a route prefix, without the query string. */
function pathAfter(request: FastifyRequest, prefix: string): StoragePath {
  const url = request.url.split('?', 1)[0] ?? ''
  const rest = url.length > prefix.length ? url.slice(prefix.length + 1) : ''
  const resolved = url.startsWith(prefix) ? resolveStoragePath(rest) : null
  if (!resolved) throw new AppError('files.invalidPath', 400)
  return resolved
}

const wildcardParams = z.object({ '*': z.string().optional() })

/**
 * The file library (back-office spec, Recursos): list, upload, delete. Reading is for staff
 * (admin and crmUser); uploading and deleting for admin only (docs/decisions: crmUser and content).
 */
export default async function filesRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const largest = Math.max(...Object.values(config.uploadLimits))
  // Only this plugin's routes parse multipart bodies; everywhere else they stay a 415.
  await app.register(multipart, {
    limits: { fileSize: largest + 1, files: 20, fields: 10, parts: 30, fieldSize: 1024, headerPairs: 100 },
  })

  // Staff preview private files (audio, video, PDFs) through a signed URL of their own.
  const signer = createMediaUrlSigner(config.sessionSecret)
  const list = async (request: FastifyRequest) => {
    const target = pathAfter(request, '/api/cdnFiles')
    const userId = request.sessionUser?.id as string
    const items = (await listFolder(app.storage, target)).map((item) =>
      item.isDirectory || target.folder?.startsWith('caratula-')
        ? item
        : {
            ...item,
            previewUrl: signer.sign(decodeURIComponent(item.url.slice('/media/'.length)), userId).url,
          },
    )
    return { success: true as const, message: t('files.listed'), data: { items, path: target.key } }
  }
  const listSchema = {
    tags: ['files'],
    summary: 'A folder of the file library (the root lists the eight asset folders)',
    params: wildcardParams,
    response: { 200: fileListResponseSchema },
  }
  r.get('/api/cdnFiles', { onRequest: requireRole(...backOfficeRoles), schema: listSchema }, list)
  r.get('/api/cdnFiles/*', { onRequest: requireRole(...backOfficeRoles), schema: listSchema }, list)

  r.post(
    '/api/upload/*',
    {
      onRequest: requireRole('admin'),
      schema: {
        tags: ['files'],
        summary: 'Upload files into a folder (multipart/form-data, any number of file fields)',
        description:
          'Each file is checked by extension and content and streamed to storage. Valid files are stored even when others are refused. 413 when a file exceeds its kind’s size limit. In `subtitulos`, a `.vtt` that is not valid WebVTT is refused with 422 and a message naming its first wrong line.',
        params: wildcardParams,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResultSchema, 415: uploadResultSchema, 422: uploadResultSchema },
      },
    },
    async (request, reply: FastifyReply) => {
      const folder = pathAfter(request, '/api/upload')
      if (!folder.folder) throw new AppError('files.uploadToRoot', 400)
      if (!request.isMultipart()) throw new AppError('files.noFiles', 400)
      const kind = folderKind(folder.folder)
      const items: FileItem[] = []
      const rejected: RejectedFile[] = []
      let malformed: RejectedFile | undefined
      for await (const part of request.parts({ limits: { fileSize: config.uploadLimits[kind] + 1 } })) {
        if (part.type !== 'file') continue
        const result = await storeUpload(app.storage, folder, part, config.uploadLimits)
        if ('stored' in result) items.push(result.stored)
        else {
          rejected.push(result.rejected)
          if (result.malformed) malformed ??= result.rejected
        }
      }
      if (items.length === 0 && rejected.length === 0) throw new AppError('files.noFiles', 400)
      const data = { path: folder.key, items, rejected, allowed: [...allowedExtensions[kind]] }
      // A WebVTT of the right kind that does not parse: its own message, naming the line (issue 34).
      if (items.length === 0 && malformed)
        return reply.status(422).send({
          success: false,
          code: 'files.captionsInvalid',
          message: malformed.message,
          data,
        })
      if (items.length === 0)
        return reply.status(415).send({
          success: false,
          code: 'files.formatNotAllowed',
          message: t('files.formatNotAllowed'),
          data,
        })
      const message =
        items.length === 1 ? t('files.uploaded') : t('files.uploadedMany', { count: items.length })
      return { success: true, message, data }
    },
  )

  r.delete(
    '/api/upload/*',
    {
      onRequest: requireRole('admin'),
      config: { alsoAnswers: [409] },
      schema: {
        tags: ['files'],
        summary: 'Delete one file of the library',
        params: wildcardParams,
        response: { 200: deleteFileResponseSchema },
      },
    },
    async (request) => {
      await deleteFile(app.storage, app.db, pathAfter(request, '/api/upload'))
      return { success: true as const, message: t('files.deleted') }
    },
  )

  // With S3, the public covers (`/media/caratula-*/…`) come from the bucket: redirected to the CDN
  // when there is one, else streamed through us. Local storage serves them from disk (web-app.ts).
  if (app.storage.kind !== 'local') {
    for (const folder of assetFolders.filter((name) => name.startsWith('caratula-'))) {
      app.get(`/media/${folder}/*`, { schema: { hide: true } }, async (request, reply) => {
        const url = request.url.split('?', 1)[0] ?? ''
        const target = resolveStoragePath(url.slice('/media/'.length))
        const file = target && target.segments.length >= 2 ? await app.storage.stat(target.key) : null
        if (!target || !file) throw new AppError('common.notFound', 404)
        const direct = app.storage.directUrl(target.key)
        if (direct) return reply.redirect(direct, 302)
        const body = await app.storage.read(target.key)
        if (!body) throw new AppError('common.notFound', 404)
        return reply
          .header('cache-control', 'public, max-age=86400')
          .header('content-length', file.size)
          .type(mediaTypeOf(target.key))
          .send(body)
      })
    }
  }
}
