import {
  catalogueWriteResponseSchema,
  categoryInputSchema,
  categorySchema,
  categoryUpdateSchema,
  idSchema,
  type MessageKey,
  mediaInputSchema,
  mediaItemSchema,
  mediaUpdateSchema,
  pdfInputSchema,
  pdfItemSchema,
  pdfUpdateSchema,
  t,
  themeInputSchema,
  themeSchema,
  themeUpdateSchema,
} from '@sosiego/shared'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { requireRole } from '../../plugins/auth.ts'
import * as content from './catalog.admin.service.ts'

const idParams = z.object({ id: z.string() })

/** A malformed id names nothing: the same 404 as a missing or deleted item. */
function parseId(id: string): string {
  const parsed = idSchema.safeParse(id)
  if (!parsed.success) throw new AppError('catalog.notFound', 404)
  return parsed.data
}

/**
 * Gestión de Contenido: create, update and delete for categories, themes, audios (audio and video)
 * and PDFs, with the spec's paths and bodies. Admin only: crmUser reads the catalogue but does not
 * change it (docs/decisions: crmUser and content). Delete is soft.
 */
export default async function catalogAdminRoutes(
  app: FastifyInstance,
  { onChange, timeZone }: { onChange: () => Promise<void>; timeZone: string },
) {
  // Generic over the four resources, so typed by hand: the schemas still validate every request.
  const r = app
  const ctx = () => ({ db: app.db, storage: app.storage, timeZone })

  function resource<Create extends z.ZodType, Update extends z.ZodType, Item extends z.ZodType>(spec: {
    path: string
    label: string
    create: Create
    update: Update
    item: Item
    messages: { created: MessageKey; updated: MessageKey; deleted: MessageKey }
    onCreate: (input: z.output<Create>) => Promise<z.output<Item>>
    onUpdate: (id: string, input: z.output<Update>) => Promise<z.output<Item>>
    onDelete: (id: string) => Promise<z.output<Item>>
  }) {
    const response = { 200: catalogueWriteResponseSchema(spec.item) }
    const done = async (key: MessageKey, data: z.output<Item>) => {
      await onChange()
      return { success: true as const, message: t(key), data }
    }
    r.post(
      `/api/${spec.path}/create`,
      {
        onRequest: requireRole('admin'),
        schema: { tags: ['catalog'], summary: `Create ${spec.label}`, body: spec.create, response },
      },
      async (request) => done(spec.messages.created, await spec.onCreate(request.body as z.output<Create>)),
    )
    r.put(
      `/api/${spec.path}/update/:id`,
      {
        onRequest: requireRole('admin'),
        schema: {
          tags: ['catalog'],
          summary: `Update ${spec.label} (only the fields sent; a switch sends { isActive })`,
          params: idParams,
          body: spec.update,
          response,
        },
      },
      async (request) =>
        done(
          spec.messages.updated,
          await spec.onUpdate(
            parseId((request.params as { id: string }).id),
            request.body as z.output<Update>,
          ),
        ),
    )
    r.delete(
      `/api/${spec.path}/delete/:id`,
      {
        onRequest: requireRole('admin'),
        schema: { tags: ['catalog'], summary: `Delete ${spec.label} (soft)`, params: idParams, response },
      },
      async (request) =>
        done(spec.messages.deleted, await spec.onDelete(parseId((request.params as { id: string }).id))),
    )
  }

  resource({
    path: 'categories',
    label: 'a category',
    create: categoryInputSchema,
    update: categoryUpdateSchema,
    item: categorySchema,
    messages: {
      created: 'catalog.categoryCreated',
      updated: 'catalog.categoryUpdated',
      deleted: 'catalog.categoryDeleted',
    },
    onCreate: (input) => content.createCategory(ctx(), input),
    onUpdate: (id, input) => content.updateCategory(ctx(), id, input),
    onDelete: (id) => content.deleteCategory(ctx(), id),
  })
  resource({
    path: 'themes',
    label: 'a theme',
    create: themeInputSchema,
    update: themeUpdateSchema,
    item: themeSchema,
    messages: {
      created: 'catalog.themeCreated',
      updated: 'catalog.themeUpdated',
      deleted: 'catalog.themeDeleted',
    },
    onCreate: (input) => content.createTheme(ctx(), input),
    onUpdate: (id, input) => content.updateTheme(ctx(), id, input),
    onDelete: (id) => content.deleteTheme(ctx(), id),
  })
  resource({
    path: 'audios',
    label: 'an audio or video',
    create: mediaInputSchema,
    update: mediaUpdateSchema,
    item: mediaItemSchema,
    messages: {
      created: 'catalog.audioCreated',
      updated: 'catalog.audioUpdated',
      deleted: 'catalog.audioDeleted',
    },
    onCreate: (input) => content.createMedia(ctx(), input),
    onUpdate: (id, input) => content.updateMedia(ctx(), id, input),
    onDelete: (id) => content.deleteMedia(ctx(), id),
  })
  resource({
    path: 'pdfs',
    label: 'a PDF',
    create: pdfInputSchema,
    update: pdfUpdateSchema,
    item: pdfItemSchema,
    messages: { created: 'catalog.pdfCreated', updated: 'catalog.pdfUpdated', deleted: 'catalog.pdfDeleted' },
    onCreate: (input) => content.createPdf(ctx(), input),
    onUpdate: (id, input) => content.updatePdf(ctx(), id, input),
    onDelete: (id) => content.deletePdf(ctx(), id),
  })
}
