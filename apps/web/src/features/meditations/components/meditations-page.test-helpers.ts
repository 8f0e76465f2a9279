import type { Category, MediaItem, PlaybackPosition, SessionUser, Theme } from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import {
  activeSubscription,
  jsonResponse,
  makeMediaItem,
  makePlan,
  makeSessionUser,
} from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { playerStore } from '../player/player-store.ts'

// What the Meditaciones page tests (meditations-page-*.test.tsx) share: a small catalogue (two
// categories, four themes, three audios and a video, one of them locked), the page opened on the
// app's routes with its calls answered, and its table read as titles. Importing it also registers
// the hook below: after each test the player is closed and the stubbed globals (fetch, caches) are
// restored, so the next test starts from nothing playing.

export const stamp = '2026-01-01T00:00:00.000Z'
let sequence = 0
const id = () => {
  sequence += 1
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`
}

function category(slug: string, name: string): Category {
  return {
    _id: id(),
    name,
    slug,
    description: '',
    isActive: true,
    isDeleted: false,
    order: 1,
    coverImage: null,
    createdAt: stamp,
    updatedAt: stamp,
  }
}
export const salud = category('salud', 'Salud')
export const relaciones = category('relaciones', 'Relaciones')
const categories = [salud, relaciones]

function theme(slug: string, name: string, of: Category): Theme {
  return { ...category(slug, name), category: { _id: of._id, name: of.name, slug: of.slug } }
}
export const saludMental = theme('salud-mental', 'Salud mental', salud)
export const saludEmocional = theme('salud-emocional', 'Salud emocional', salud)
export const pareja = theme('pareja', 'Pareja', relaciones)
const familia = theme('familia', 'Familia', relaciones)
const themes = [saludMental, saludEmocional, pareja, familia]

export function item(title: string, of: Theme, overrides: Partial<MediaItem> = {}): MediaItem {
  return makeMediaItem(title, {
    _id: id(),
    description: `${title}: una pausa para ti.`,
    theme: { _id: of._id, name: of.name, slug: of.slug, category: of.category },
    duration: 95,
    coverImage: { coverImageName: 'c.webp', coverImageUrl: `/media/caratula-audios/${of.slug}.webp` },
    ...overrides,
  })
}
export const respiracion = item('Respiración consciente', saludMental, { tags: ['calma'], coverImage: null })
export const lluvia = item('Lluvia serena', saludEmocional, { duration: 20 })
export const olas = item('Olas del mar', pareja, { locked: true })
const atardecer = item('Olas al atardecer', familia, { fileType: 'video', duration: 14 })
export const media = [respiracion, lluvia, olas, atardecer]

export const member = (overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({ role: 'subscriber', activeSubscription: activeSubscription(), ...overrides })

export function open(
  path = '/panel/meditaciones',
  {
    user = member(),
    items = media,
    positions = [],
    handlers = {},
  }: {
    user?: SessionUser
    items?: MediaItem[]
    positions?: PlaybackPosition[]
    handlers?: Parameters<typeof mockApi>[0]
  } = {},
) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/player/positions': () => jsonResponse({ success: true, message: 'ok', data: positions }),
    ...Object.fromEntries(
      items.map((entry) => [
        `PUT /api/player/positions/${entry._id}`,
        () => jsonResponse({ success: true, message: 'Posición guardada.' }),
      ]),
    ),
    'GET /api/audios/list': () => jsonResponse({ success: true, message: 'ok', data: items }),
    'GET /api/categories/list': () => jsonResponse({ success: true, message: 'ok', data: categories }),
    'GET /api/themes/list': () => jsonResponse({ success: true, message: 'ok', data: themes }),
    // The review button beside the heading asks for the member's review.
    'GET /api/reviews/me': () => jsonResponse({ success: true, message: 'ok', data: null, removed: false }),
    'GET /api/favorites': () => jsonResponse({ success: true, message: 'ok', data: [] }),
    'GET /api/plans/list': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: [makePlan({ slug: 'mini', name: 'Mini' }), makePlan({ slug: 'full', name: 'Full' })],
      }),
    ...handlers,
  })
  return { api, ...renderRoutes(routes, path) }
}

/** The signed address the page asks for before it plays `entry`. */
export const streamUrl = (entry: MediaItem, url: string) => ({
  [`GET /api/audios/stream-url/${entry._id}`]: () =>
    jsonResponse({
      success: true,
      message: 'ok',
      data: { url, expiresAt: new Date(Date.now() + 600_000).toISOString() },
    }),
})

export const main = () => screen.getByRole('main')
export const table = () => screen.findByRole('table')
/** The titles in the table, in order. */
export function titles(): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
  return rows.map((row) => row.querySelector('[data-testid="media-title"]')?.textContent ?? '')
}

export async function choose(user: ReturnType<typeof open>['user'], label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option)
}

afterEach(() => {
  playerStore.close()
  vi.unstubAllGlobals()
})
