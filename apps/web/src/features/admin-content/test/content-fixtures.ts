import type { Category, MediaItem, PdfItem, Theme } from '@sosiego/shared'

/** Catalogue items as the staff lists answer them, for this feature's tests. */

let sequence = 0
const nextId = () => {
  sequence += 1
  return `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`
}
const dates = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' }

export function makeCategory(overrides: Partial<Category> = {}): Category {
  const name = overrides.name ?? `Categoría ${sequence + 1}`
  return {
    _id: nextId(),
    name,
    slug: name.toLowerCase(),
    description: `Descripción de ${name}`,
    isActive: true,
    isDeleted: false,
    order: 1,
    coverImage: null,
    ...dates,
    ...overrides,
  }
}

export function makeTheme(category: Category, overrides: Partial<Theme> = {}): Theme {
  const name = overrides.name ?? `Tema ${sequence + 1}`
  return {
    _id: nextId(),
    name,
    slug: name.toLowerCase(),
    description: `Descripción de ${name}`,
    isActive: true,
    isDeleted: false,
    order: 1,
    coverImage: null,
    category: { _id: category._id, name: category.name, slug: category.slug },
    ...dates,
    ...overrides,
  }
}

export function makeMedia(theme: Theme, overrides: Partial<MediaItem> = {}): MediaItem {
  const title = overrides.title ?? `Audio ${sequence + 1}`
  return {
    _id: nextId(),
    title,
    description: `Descripción de ${title}`,
    fileType: 'audio',
    theme: { _id: theme._id, name: theme.name, slug: theme.slug, category: theme.category },
    duration: 75,
    audio: { audioName: 'pista.mp3', audioUrl: '/media/audios/pista.mp3' },
    coverImage: null,
    tags: [],
    order: 1,
    isActive: false,
    isDeleted: false,
    ...dates,
    ...overrides,
  }
}

export function makePdf(overrides: Partial<PdfItem> = {}): PdfItem {
  const title = overrides.title ?? `Guía ${sequence + 1}`
  return {
    _id: nextId(),
    title,
    file: { name: 'guia.pdf', url: '/media/archivos-pdf/guia.pdf' },
    coverImage: null,
    order: 1,
    isActive: true,
    isDeleted: false,
    ...dates,
    ...overrides,
  }
}
