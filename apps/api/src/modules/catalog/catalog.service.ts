import type { Category, CoverImage, Theme } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import type { categories, themes } from '../../db/schema/index.ts'
import { findVisibleCategories, findVisibleThemes } from './catalog.repository.ts'

function toCoverImage(row: {
  coverImageName: string | null
  coverImageUrl: string | null
}): CoverImage | null {
  return row.coverImageUrl
    ? { coverImageName: row.coverImageName ?? '', coverImageUrl: row.coverImageUrl }
    : null
}

type CatalogueRow = typeof categories.$inferSelect | typeof themes.$inferSelect

function toCatalogueEntry(row: CatalogueRow): Category {
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

export async function listVisibleCategories(db: Database): Promise<Category[]> {
  return (await findVisibleCategories(db)).map(toCatalogueEntry)
}

export async function listVisibleThemes(db: Database): Promise<Theme[]> {
  return (await findVisibleThemes(db)).map(({ theme, category }) => ({
    ...toCatalogueEntry(theme),
    category: { _id: category.id, name: category.name, slug: category.slug },
  }))
}
