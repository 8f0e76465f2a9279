import type { MediaItem, Theme } from '@sosiego/shared'
import { describe, expect, it } from 'vitest'
import {
  filterMedia,
  filtersFromParams,
  isFiltering,
  type MediaFilters,
  nearestMedia,
  paramsWithFilters,
  themesForCategory,
} from './media-filters.ts'

function item(
  title: string,
  overrides: {
    type?: 'audio' | 'video'
    theme?: [string, string]
    category?: [string, string]
    tags?: string[]
    description?: string
  } = {},
): MediaItem {
  const [themeSlug, themeName] = overrides.theme ?? ['salud-mental', 'Salud mental']
  const [categorySlug, categoryName] = overrides.category ?? ['salud', 'Salud']
  return {
    _id: title,
    title,
    description: overrides.description ?? 'Una pausa breve.',
    fileType: overrides.type ?? 'audio',
    theme: {
      _id: themeSlug,
      name: themeName,
      slug: themeSlug,
      category: { _id: categorySlug, name: categoryName, slug: categorySlug },
    },
    duration: 60,
    audio: { audioName: '', audioUrl: '' },
    coverImage: null,
    tags: overrides.tags ?? [],
    order: 1,
    isActive: true,
    isDeleted: false,
    locked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }
}

const items = [
  item('Respiración consciente', { tags: ['calma', 'ansiedad'] }),
  item('Olas del mar', {
    theme: ['pareja', 'Pareja'],
    category: ['relaciones', 'Relaciones'],
    description: 'Olas lentas para respirar juntos.',
  }),
  item('Cuenco tibetano', {
    theme: ['meditacion', 'Meditación'],
    category: ['espiritualidad', 'Espiritualidad'],
  }),
  item('Olas al atardecer', {
    type: 'video',
    theme: ['familia', 'Familia'],
    category: ['relaciones', 'Relaciones'],
  }),
]
const titles = (list: MediaItem[]) => list.map((entry) => entry.title)
const filters = (change: Partial<MediaFilters> = {}): MediaFilters => ({
  type: 'audio',
  category: null,
  theme: null,
  query: '',
  favourites: false,
  ...change,
})

describe('filterMedia', () => {
  it('shows only the chosen type', () => {
    expect(titles(filterMedia(items, filters()))).toEqual([
      'Respiración consciente',
      'Olas del mar',
      'Cuenco tibetano',
    ])
    expect(titles(filterMedia(items, filters({ type: 'video' })))).toEqual(['Olas al atardecer'])
  })

  it('narrows by category and by theme', () => {
    expect(titles(filterMedia(items, filters({ category: 'relaciones' })))).toEqual(['Olas del mar'])
    expect(titles(filterMedia(items, filters({ theme: 'meditacion' })))).toEqual(['Cuenco tibetano'])
    expect(filterMedia(items, filters({ category: 'salud', theme: 'pareja' }))).toEqual([])
  })

  it.each([
    ['title', 'cuenco', ['Cuenco tibetano']],
    ['description', 'juntos', ['Olas del mar']],
    ['theme name', 'pareja', ['Olas del mar']],
    ['category name', 'espiritualidad', ['Cuenco tibetano']],
    ['tag', 'ansiedad', ['Respiración consciente']],
  ])('searches the %s', (_field, query, expected) => {
    expect(titles(filterMedia(items, filters({ query })))).toEqual(expected)
  })

  it('ignores accents and case, both ways', () => {
    expect(titles(filterMedia(items, filters({ query: 'RESPIRACION' })))).toEqual(['Respiración consciente'])
    expect(titles(filterMedia(items, filters({ query: 'meditación' })))).toEqual(['Cuenco tibetano'])
    expect(titles(filterMedia(items, filters({ query: 'tibetáno' })))).toEqual(['Cuenco tibetano'])
  })

  it('needs every word somewhere, in any order and field', () => {
    expect(titles(filterMedia(items, filters({ query: '  calma   respiración ' })))).toEqual([
      'Respiración consciente',
    ])
    expect(filterMedia(items, filters({ query: 'calma pareja' }))).toEqual([])
  })
})

describe('favourites filter', () => {
  it('keeps only the favourites of the chosen type, with the other filters', () => {
    const favourites = new Set(['Olas del mar', 'Olas al atardecer'])
    expect(titles(filterMedia(items, filters({ favourites: true }), favourites))).toEqual(['Olas del mar'])
    expect(titles(filterMedia(items, filters({ type: 'video', favourites: true }), favourites))).toEqual([
      'Olas al atardecer',
    ])
    expect(filterMedia(items, filters({ favourites: true, query: 'cuenco' }), favourites)).toEqual([])
    expect(filterMedia(items, filters({ favourites: true }))).toEqual([])
    // Off, the favourites change nothing.
    expect(filterMedia(items, filters(), favourites)).toHaveLength(3)
  })

  it('lives in the URL as favoritos=1 and counts as filtering', () => {
    expect(filtersFromParams(new URLSearchParams('favoritos=1')).favourites).toBe(true)
    expect(filtersFromParams(new URLSearchParams('favoritos=si')).favourites).toBe(false)
    expect(paramsWithFilters(new URLSearchParams('q=calma'), { favourites: true }).toString()).toBe(
      'q=calma&favoritos=1',
    )
    expect(paramsWithFilters(new URLSearchParams('favoritos=1'), { favourites: false }).toString()).toBe('')
    expect(isFiltering(filters({ favourites: true }))).toBe(true)
  })
})

describe('filters in the URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(filtersFromParams(new URLSearchParams())).toEqual(filters())
  })

  it('reads every filter, and any unknown type as audio', () => {
    expect(
      filtersFromParams(new URLSearchParams('tipo=video&categoria=salud&tema=salud-mental&q=calma')),
    ).toEqual(filters({ type: 'video', category: 'salud', theme: 'salud-mental', query: 'calma' }))
    expect(filtersFromParams(new URLSearchParams('tipo=podcast')).type).toBe('audio')
  })

  it('a new category clears the theme', () => {
    const params = new URLSearchParams('categoria=salud&tema=salud-mental&q=calma')
    expect(paramsWithFilters(params, { category: 'relaciones' }).toString()).toBe(
      'categoria=relaciones&q=calma',
    )
    expect(paramsWithFilters(params, { category: null }).toString()).toBe('q=calma')
  })

  it('keeps the theme when the category stays or when the change names a theme too', () => {
    const params = new URLSearchParams('categoria=salud&tema=salud-mental')
    expect(paramsWithFilters(params, { category: 'salud' }).toString()).toBe(
      'categoria=salud&tema=salud-mental',
    )
    expect(paramsWithFilters(params, { category: 'relaciones', theme: 'pareja' }).toString()).toBe(
      'categoria=relaciones&tema=pareja',
    )
  })

  it('leaves the defaults out and keeps other params', () => {
    const params = new URLSearchParams('tipo=video&q=olas&otro=1')
    expect(paramsWithFilters(params, { type: 'audio', query: '' }).toString()).toBe('otro=1')
  })
})

describe('isFiltering', () => {
  it('is true with a category, a theme or a search, not with the type alone or blank search', () => {
    expect(isFiltering(filters({ type: 'video', query: '  ' }))).toBe(false)
    expect(isFiltering(filters({ category: 'salud' }))).toBe(true)
    expect(isFiltering(filters({ theme: 'pareja' }))).toBe(true)
    expect(isFiltering(filters({ query: 'olas' }))).toBe(true)
  })
})

describe('themesForCategory', () => {
  const theme = (slug: string, category: string) => ({ slug, category: { slug: category } }) as Theme
  const themes = [
    theme('pareja', 'relaciones'),
    theme('familia', 'relaciones'),
    theme('gratitud', 'espiritualidad'),
  ]

  it('offers the themes of the chosen category, or all of them without one', () => {
    expect(themesForCategory(themes, 'relaciones').map((entry) => entry.slug)).toEqual(['pareja', 'familia'])
    expect(themesForCategory(themes, null)).toHaveLength(3)
  })
})

describe('nearestMedia', () => {
  const theme = (slug: string, category: string) => ({ slug, category: { slug: category } }) as Theme
  const themes = [theme('amistad', 'relaciones'), theme('procrastinacion', 'trabajo-y-finanzas')]

  it('offers the same type in the same category when a theme or category has nothing', () => {
    expect(titles(nearestMedia(items, filters({ theme: 'amistad' }), themes))).toEqual(['Olas del mar'])
    expect(titles(nearestMedia(items, filters({ theme: 'amistad', type: 'video' }), themes))).toEqual([
      'Olas al atardecer',
    ])
  })

  it('offers the same type anywhere when the whole category is empty', () => {
    expect(titles(nearestMedia(items, filters({ theme: 'procrastinacion' }), themes))).toEqual([
      'Respiración consciente',
      'Olas del mar',
      'Cuenco tibetano',
    ])
  })

  it('offers nothing for a search or the favourites: those empty answers are the member’s own', () => {
    expect(nearestMedia(items, filters({ theme: 'amistad', query: 'nube' }), themes)).toEqual([])
    expect(nearestMedia(items, filters({ theme: 'amistad', favourites: true }), themes)).toEqual([])
    expect(nearestMedia(items, filters({}), themes)).toEqual([])
  })
})
