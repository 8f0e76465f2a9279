import type { Category, FileItem, MediaItem, PdfItem, Theme } from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { makeCategory, makeMedia, makePdf, makeTheme } from '../test/content-fixtures.ts'

// What the Gestión de Contenido tests (content-page-*.test.tsx) share: an admin and a crmUser, a small
// catalogue in the four panels, the file picker's folders, and the page opened on /admin/audio with
// its lists answered. Importing it also registers the hook below, which undoes each test's stubs.

export const admin = makeSessionUser({ role: 'admin', name: 'Ana', email: 'admin@sosiego.app' })
export const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', email: 'crm@sosiego.app' })

export const sleep = makeCategory({ name: 'Sueño', description: 'Dormir mejor' })
export const calm = makeCategory({
  name: 'Calma',
  description: 'Soltar la tensión',
  isActive: false,
  coverImage: { coverImageName: 'calma.webp', coverImageUrl: '/media/caratula-categorias/calma.webp' },
})
export const night = makeTheme(sleep, { name: 'Noches tranquilas' })
export const breath = makeTheme(calm, { name: 'Respiración' })
export const rain = makeMedia(night, { title: 'Lluvia serena', duration: 75, tags: ['lluvia', 'noche'] })
const waves = makeMedia(breath, { title: 'Olas', duration: 600, isActive: true, tags: ['mar'] })
export const film = makeMedia(breath, { title: 'Círculo de respiración', fileType: 'video', duration: 42 })
export const guide = makePdf({ title: 'Guía de respiración' })

type Lists = { categories: Category[]; themes: Theme[]; media: MediaItem[]; pdfs: PdfItem[] }
export const full: Lists = {
  categories: [sleep, calm],
  themes: [night, breath],
  media: [rain, waves, film],
  pdfs: [guide],
}
export const none: Lists = { categories: [], themes: [], media: [], pdfs: [] }

export const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })
export const written =
  (data: unknown = {}) =>
  () =>
    jsonResponse({ success: true, message: 'Hecho.', data })

export const file = (path: string): FileItem => ({
  name: path.split('/').at(-1) ?? path,
  url: `/media/${path}`,
  size: 2048,
  lastModified: '2026-11-20T10:30:00.000Z',
  isDirectory: false,
  ...(path.startsWith('caratula-') ? {} : { previewUrl: `/api/media/${path}?u=1&e=2&s=x` }),
})
export const folder = (path: string, items: FileItem[]) => () =>
  jsonResponse({ success: true, message: 'ok', data: { items, path } })

export function renderContent(
  lists: Lists = full,
  user = admin,
  handlers: Parameters<typeof mockApi>[0] = {},
) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/categories/list': ok(lists.categories),
    'GET /api/themes/list': ok(lists.themes),
    'GET /api/audios/list': ok(lists.media),
    'GET /api/pdfs/list': ok(lists.pdfs),
    ...handlers,
  })
  return { ...renderRoutes(routes, '/admin/audio'), api }
}

export const panel = (name: string) => screen.findByRole('region', { name: new RegExp(`^${name}`) })
export const item = async (panelName: string, name: string) =>
  within(await panel(panelName)).findByRole('article', { name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})
