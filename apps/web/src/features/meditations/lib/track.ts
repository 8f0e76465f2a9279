import type { MediaItem } from '@sosiego/shared'
import defaultCover from '../assets/default-cover.svg'

/** What the players need of an item: what to show, and what a listening report names. */
export type Track = {
  id: string
  title: string
  themeId: string
  themeName: string
  categoryId: string
  coverUrl: string
  /** Issue 34: the item has a WebVTT (a video's captions, an audio's transcript). */
  hasCaptions?: boolean
}

/** The item's cover, or the default one when none is set (spec §2). */
export function coverOf(item: Pick<MediaItem, 'coverImage'>): string {
  return item.coverImage?.coverImageUrl || defaultCover
}

export function trackOf(item: MediaItem): Track {
  return {
    id: item._id,
    title: item.title,
    themeId: item.theme._id,
    themeName: item.theme.name,
    categoryId: item.theme.category._id,
    coverUrl: coverOf(item),
    hasCaptions: item.hasCaptions === true,
  }
}
