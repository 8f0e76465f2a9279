import type { Category, MediaItem, PdfItem, Theme } from '@sosiego/shared'
import { foldText, holdsEveryWord, searchWords } from '@sosiego/shared'

/**
 * The searchable text of each item, made once per item: list answers are not mutated (a refetch
 * brings new objects), and with thousands of audios every keystroke would otherwise redo it.
 */
const haystacks = new WeakMap<object, string>()

/** Whether the item's fields hold every word of the query (an empty query matches everything). */
function matches(query: string, item: object, fields: () => readonly string[]): boolean {
  const words = searchWords(query)
  if (words.length === 0) return true
  let haystack = haystacks.get(item)
  if (haystack === undefined) {
    haystack = foldText(fields().join('\n'))
    haystacks.set(item, haystack)
  }
  return holdsEveryWord(haystack, words)
}

/** 'all', or the id chosen in a filter. */
export const allOption = 'all'

export function filterCategories(categories: readonly Category[], search: string): Category[] {
  return categories.filter((category) =>
    matches(search, category, () => [category.name, category.description]),
  )
}

export function filterThemes(
  themes: readonly Theme[],
  { search, categoryId }: { search: string; categoryId: string },
): Theme[] {
  return themes.filter(
    (theme) =>
      (categoryId === allOption || theme.category._id === categoryId) &&
      matches(search, theme, () => [theme.name, theme.description, theme.category.name]),
  )
}

/** The themes a media item may be placed in, or listed by, once a category is chosen. */
export function themesOfCategory(themes: readonly Theme[], categoryId: string): Theme[] {
  if (!categoryId || categoryId === allOption) return [...themes]
  return themes.filter((theme) => theme.category._id === categoryId)
}

export type MediaFilters = {
  search: string
  fileType: MediaItem['fileType']
  categoryId: string
  themeId: string
}

/**
 * The audio/video panel (spec §5): items of the chosen type, in the chosen category and theme,
 * whose title, description, theme, category or tags hold the search.
 */
export function filterMedia(items: readonly MediaItem[], filters: MediaFilters): MediaItem[] {
  return items.filter(
    (item) =>
      item.fileType === filters.fileType &&
      (filters.categoryId === allOption || item.theme.category._id === filters.categoryId) &&
      (filters.themeId === allOption || item.theme._id === filters.themeId) &&
      matches(filters.search, item, () => [
        item.title,
        item.description,
        item.theme.name,
        item.theme.category.name,
        ...item.tags,
      ]),
  )
}

export function filterPdfs(pdfs: readonly PdfItem[], search: string): PdfItem[] {
  return pdfs.filter((pdf) => matches(search, pdf, () => [pdf.title]))
}
