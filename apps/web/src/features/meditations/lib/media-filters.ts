import type { MediaItem, Theme } from '@sosiego/shared'
import { foldText, holdsEveryWord, searchWords } from '@sosiego/shared'

export type MediaType = 'audio' | 'video'

/** What the Meditaciones page filters by; kept in the URL so links and the back button work. */
export type MediaFilters = {
  type: MediaType
  /** A category slug. */
  category: string | null
  /** A theme slug. */
  theme: string | null
  query: string
  /** Only the member's favourites (issue 17). */
  favourites: boolean
}

const param = {
  type: 'tipo',
  category: 'categoria',
  theme: 'tema',
  query: 'q',
  favourites: 'favoritos',
} as const

export function filtersFromParams(params: URLSearchParams): MediaFilters {
  return {
    type: params.get(param.type) === 'video' ? 'video' : 'audio',
    category: params.get(param.category) || null,
    theme: params.get(param.theme) || null,
    query: params.get(param.query) ?? '',
    favourites: params.get(param.favourites) === '1',
  }
}

/**
 * The URL's search params after a filter change. A new category clears the theme (spec §2) unless
 * the change names one too; the defaults (audio, no filter, empty search) are left out of the URL.
 */
export function paramsWithFilters(params: URLSearchParams, change: Partial<MediaFilters>): URLSearchParams {
  const current = filtersFromParams(params)
  const categoryChanged = change.category !== undefined && change.category !== current.category
  const next: MediaFilters = {
    ...current,
    ...change,
    theme: change.theme !== undefined ? change.theme : categoryChanged ? null : current.theme,
  }
  const result = new URLSearchParams(params)
  const set = (name: string, value: string | null) => {
    if (value) result.set(name, value)
    else result.delete(name)
  }
  set(param.type, next.type === 'video' ? 'video' : null)
  set(param.category, next.category)
  set(param.theme, next.theme)
  set(param.query, next.query)
  set(param.favourites, next.favourites ? '1' : null)
  return result
}

/** Whether a category, a theme, a search or the favourites narrow the list (the empty text depends on it). */
export function isFiltering(filters: MediaFilters): boolean {
  return Boolean(filters.category || filters.theme || filters.query.trim() || filters.favourites)
}

function searchableText(item: MediaItem): string {
  return foldText(
    [item.title, item.description, item.theme.name, item.theme.category.name, ...item.tags].join('\n'),
  )
}

/**
 * The items of the chosen type, category and theme whose title, description, theme, category or
 * tags contain every word of the search (spec §5 "Media list"); with `favourites` on, only those
 * among `favouriteIds` (the member's favourites).
 */
export function filterMedia(
  items: MediaItem[],
  filters: MediaFilters,
  favouriteIds: ReadonlySet<string> = new Set(),
): MediaItem[] {
  const words = searchWords(filters.query)
  return items.filter(
    (item) =>
      item.fileType === filters.type &&
      (!filters.favourites || favouriteIds.has(item._id)) &&
      (!filters.category || item.theme.category.slug === filters.category) &&
      (!filters.theme || item.theme.slug === filters.theme) &&
      (words.length === 0 || holdsEveryWord(searchableText(item), words)),
  )
}

/** The themes the theme filter offers: those of the chosen category, or all without one. */
export function themesForCategory(themes: Theme[], categorySlug: string | null): Theme[] {
  return categorySlug ? themes.filter((theme) => theme.category.slug === categorySlug) : themes
}

/** How many nearest items an empty theme or category offers instead. */
export const nearestCount = 6

/**
 * What a theme or category filter with nothing in it offers instead (issue 28: a recommendation
 * never ends in 'No se encontraron…'): items of the same type in the same category, else of the same
 * type anywhere. None while a search or the favourites narrow the list: those empty answers are the
 * member's own.
 */
export function nearestMedia(items: MediaItem[], filters: MediaFilters, themes: Theme[]): MediaItem[] {
  if (!(filters.theme || filters.category) || filters.query.trim() || filters.favourites) return []
  const category =
    filters.category ?? themes.find((theme) => theme.slug === filters.theme)?.category.slug ?? null
  const ofType = items.filter((item) => item.fileType === filters.type && !item.locked)
  const near = ofType.filter((item) => item.theme.category.slug === category)
  return (near.length > 0 ? near : ofType).slice(0, nearestCount)
}
