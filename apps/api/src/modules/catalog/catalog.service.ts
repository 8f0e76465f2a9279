import type { Category, CoverImage, MediaItem, PdfItem, Theme } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import type { categories, pdfs, themes } from '../../db/schema/index.ts'
import { findCategories, findMedia, findPdfs, findThemes, type Listing } from './catalog.repository.ts'

export function toCoverImage(row: {
  coverImageName: string | null
  coverImageUrl: string | null
}): CoverImage | null {
  return row.coverImageUrl
    ? { coverImageName: row.coverImageName ?? '', coverImageUrl: row.coverImageUrl }
    : null
}

type CatalogueRow = typeof categories.$inferSelect | typeof themes.$inferSelect

export function toCatalogueEntry(row: CatalogueRow): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    order: row.order,
    coverImage: toCoverImage(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

type Ref = { id: string; name: string; slug: string }

export function toTheme(theme: typeof themes.$inferSelect, category: Ref): Theme {
  return {
    ...toCatalogueEntry(theme),
    category: { _id: category.id, name: category.name, slug: category.slug },
  }
}

export function toMediaItem(row: Awaited<ReturnType<typeof findMedia>>[number]): MediaItem {
  const { item, theme, category } = row
  return {
    _id: item.id,
    title: item.title,
    description: item.description,
    fileType: item.fileType,
    theme: {
      _id: theme.id,
      name: theme.name,
      slug: theme.slug,
      category: { _id: category.id, name: category.name, slug: category.slug },
    },
    duration: item.duration,
    audio: { audioName: item.audioName, audioUrl: item.audioUrl },
    coverImage: toCoverImage(item),
    tags: item.tags,
    order: item.order,
    isActive: item.isActive,
    isDeleted: item.isDeleted,
    hasCaptions: item.captionsUrl !== null,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
  }
}

/** Staff's view of an item: with its captions file (members learn only that there is one). */
export function toStaffMediaItem(row: Awaited<ReturnType<typeof findMedia>>[number]): MediaItem {
  const { captionsName, captionsUrl } = row.item
  return {
    ...toMediaItem(row),
    captions: captionsUrl ? { name: captionsName ?? '', url: captionsUrl } : null,
  }
}

export function toPdfItem(row: typeof pdfs.$inferSelect): PdfItem {
  return {
    _id: row.id,
    title: row.title,
    file: { name: row.fileName, url: row.fileUrl },
    coverImage: toCoverImage(row),
    order: row.order,
    isActive: row.isActive,
    isDeleted: row.isDeleted,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function listCategories(db: Database, listing: Listing = 'visible'): Promise<Category[]> {
  return (await findCategories(db, listing)).map(toCatalogueEntry)
}

export async function listThemes(db: Database, listing: Listing = 'visible'): Promise<Theme[]> {
  return (await findThemes(db, listing)).map(({ theme, category }) => toTheme(theme, category))
}

export async function listMedia(db: Database, listing: Listing, fileType?: 'audio' | 'video') {
  // The visible list is the members' (shared by all of them): no captions file in it.
  return (await findMedia(db, listing, fileType)).map(listing === 'visible' ? toMediaItem : toStaffMediaItem)
}

export async function listPdfs(db: Database, listing: Listing) {
  return (await findPdfs(db, listing)).map(toPdfItem)
}
