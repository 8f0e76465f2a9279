import type { AdminProgram, MediaItem } from '@sosiego/shared'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { makeCategory, makeMedia, makeTheme } from '../../admin-content/test/content-fixtures.ts'

// What the Programas and Calendario tests share: an admin and a crmUser, a small catalogue of audios
// and videos, two programs as GET /api/programs/admin answers them.

export const admin = makeSessionUser({ role: 'admin', name: 'Ana', email: 'admin@sosiego.app' })
export const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', email: 'crm@sosiego.app' })

export const sleep = makeCategory({ name: 'Sueño' })
export const calm = makeCategory({ name: 'Calma' })
export const night = makeTheme(sleep, { name: 'Noches tranquilas' })
export const breath = makeTheme(calm, { name: 'Respiración' })
export const rain = makeMedia(night, { title: 'Lluvia serena', duration: 600 })
export const waves = makeMedia(breath, { title: 'Olas', duration: 300, tags: ['mar'] })
export const circle = makeMedia(breath, { title: 'Círculo de respiración', fileType: 'video', duration: 420 })
export const body = makeMedia(night, {
  title: 'Escaneo corporal',
  duration: 900,
  coverImage: { coverImageName: 'cuerpo.webp', coverImageUrl: '/media/caratula-audios/cuerpo.webp' },
})
export const media: MediaItem[] = [rain, waves, circle, body]

const stepOf = (item: MediaItem, position: number) => ({
  position,
  item: {
    _id: item._id,
    title: item.title,
    fileType: item.fileType,
    duration: item.duration,
    theme: { _id: item.theme._id, name: item.theme.name, slug: item.theme.slug },
  },
})

export function makeProgram(overrides: Partial<AdminProgram> & { items?: MediaItem[] } = {}): AdminProgram {
  const { items = [rain, waves], ...rest } = overrides
  const title = rest.title ?? 'Siete días para empezar'
  return {
    _id: `00000000-0000-4000-a000-${String(title.length).padStart(12, '0')}`,
    slug: title.toLowerCase().replaceAll(' ', '-'),
    title,
    description: `Descripción de ${title}`,
    coverImage: null,
    category: { _id: sleep._id, name: sleep.name, slug: sleep.slug },
    themes: [],
    level: 'inicial',
    pace: 'daily',
    stepCount: items.length,
    totalDuration: items.reduce((sum, item) => sum + item.duration, 0),
    isActive: true,
    steps: items.map((item, index) => stepOf(item, index + 1)),
    enrolled: 12,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...rest,
  }
}

export const week = makeProgram()
export const anxiety = makeProgram({
  title: 'Ansiedad: 5 prácticas breves',
  level: 'intermedio',
  pace: 'free',
  isActive: false,
  enrolled: 1,
  items: [circle],
  category: { _id: calm._id, name: calm.name, slug: calm.slug },
  coverImage: { coverImageName: 'ansiedad.webp', coverImageUrl: '/media/caratula-categorias/ansiedad.webp' },
})

export const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })
export const written = () => jsonResponse({ success: true, message: 'Hecho.', data: {} })

export function renderAdminPage(path: string, user = admin, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/programs/admin': ok([week, anxiety]),
    'GET /api/categories/list': ok([sleep, calm]),
    'GET /api/audios/list': ok(media),
    ...handlers,
  })
  return { ...renderRoutes(routes, path), api }
}
