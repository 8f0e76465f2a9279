import { type Category, type MediaItem, normaliseTags, type PdfItem, type Theme } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/** A library file chosen in a form: its name to show and its lasting URL to store. */
export type FileChoice = { name: string; url: string }

export type FormMode = 'create' | 'update'

type Cover = { coverImageName: string; coverImageUrl: string } | null

const coverChoice = (cover: Cover): FileChoice | null =>
  cover?.coverImageUrl ? { name: cover.coverImageName, url: cover.coverImageUrl } : null

/** No cover is `null`: the server then clears it on update. */
const coverBody = (cover: FileChoice | null): Cover =>
  cover ? { coverImageName: cover.name, coverImageUrl: cover.url } : null

const blank = (text: string) => text.trim() === ''

/**
 * Create sends the spec's defaults (order 1; active for categories, themes and PDFs, inactive for
 * audio and video, which the server enforces too). Update sends neither, so an edit keeps the
 * item's current state and place (spec §4: "edits keep the current value").
 */
function createDefaults(mode: FormMode, isActive: boolean, withOrder = true) {
  if (mode === 'update') return {}
  return withOrder ? { isActive, order: 1 } : { isActive }
}

// ---- Category

export type CategoryFormValues = { name: string; description: string; cover: FileChoice | null }

export function categoryFormValues(category?: Category): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    cover: coverChoice(category?.coverImage ?? null),
  }
}

export function categoryFormErrors(
  values: CategoryFormValues,
): Partial<Record<keyof CategoryFormValues, string>> {
  return {
    ...(blank(values.name) ? { name: es['catalog.nameRequired'] } : {}),
    ...(blank(values.description) ? { description: es['catalog.descriptionRequired'] } : {}),
  }
}

export function categoryBody(values: CategoryFormValues, mode: FormMode) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    coverImage: coverBody(values.cover),
    ...createDefaults(mode, true),
  }
}

// ---- Theme

export type ThemeFormValues = {
  name: string
  description: string
  category: string
  cover: FileChoice | null
}

export function themeFormValues(theme?: Theme): ThemeFormValues {
  return {
    name: theme?.name ?? '',
    description: theme?.description ?? '',
    category: theme?.category._id ?? '',
    cover: coverChoice(theme?.coverImage ?? null),
  }
}

export function themeFormErrors(values: ThemeFormValues): Partial<Record<keyof ThemeFormValues, string>> {
  return {
    ...(blank(values.name) ? { name: es['catalog.nameRequired'] } : {}),
    ...(blank(values.description) ? { description: es['catalog.descriptionRequired'] } : {}),
    ...(values.category ? {} : { category: es['catalog.categoryRequired'] }),
  }
}

export function themeBody(values: ThemeFormValues, mode: FormMode) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    category: values.category,
    coverImage: coverBody(values.cover),
    ...createDefaults(mode, true),
  }
}

// ---- Audio and video (one entity)

export type MediaFileType = MediaItem['fileType']

export type MediaFormValues = {
  fileType: MediaFileType
  title: string
  description: string
  category: string
  theme: string
  file: FileChoice | null
  /** Whole seconds; read by the browser for a video, by the server for an audio. */
  duration: number
  cover: FileChoice | null
  tags: string[]
  /** Issue 34: the WebVTT (captions of a video, transcript of an audio), optional. */
  captions: FileChoice | null
}

export function mediaFormValues(item: MediaItem | undefined, fileType: MediaFileType): MediaFormValues {
  return {
    fileType: item?.fileType ?? fileType,
    title: item?.title ?? '',
    description: item?.description ?? '',
    category: item?.theme.category._id ?? '',
    theme: item?.theme._id ?? '',
    file: item ? { name: item.audio.audioName, url: item.audio.audioUrl } : null,
    duration: item?.duration ?? 0,
    cover: coverChoice(item?.coverImage ?? null),
    tags: item?.tags ?? [],
    captions: item?.captions ? { name: item.captions.name, url: item.captions.url } : null,
  }
}

export function mediaFormErrors(
  values: MediaFormValues,
  themes: readonly Theme[],
): Partial<Record<keyof MediaFormValues, string>> {
  const theme = themes.find((candidate) => candidate._id === values.theme)
  return {
    ...(blank(values.title) ? { title: es['catalog.titleRequired'] } : {}),
    ...(blank(values.description) ? { description: es['catalog.descriptionRequired'] } : {}),
    ...(values.category ? {} : { category: es['catalog.categoryRequired'] }),
    ...(!values.theme
      ? { theme: es['catalog.themeRequired'] }
      : theme && theme.category._id !== values.category
        ? { theme: es['catalog.themeNotInCategory'] }
        : {}),
    ...(values.file
      ? {}
      : {
          file:
            values.fileType === 'video' ? es['catalog.videoFileRequired'] : es['catalog.audioFileRequired'],
        }),
  }
}

/**
 * The spec's audio/video body. The category goes along so the server checks that the theme belongs
 * to it; only a video sends its duration (an audio's is read from the file on the server).
 */
export function mediaBody(values: MediaFormValues, mode: FormMode) {
  const file = values.file as FileChoice
  return {
    theme: values.theme,
    category: values.category,
    title: values.title.trim(),
    description: values.description.trim(),
    ...(values.fileType === 'video' ? { duration: Math.floor(values.duration) } : {}),
    audio: { audioName: file.name, audioUrl: file.url },
    coverImage: coverBody(values.cover),
    tags: normaliseTags(values.tags),
    fileType: values.fileType,
    captions: values.captions,
    ...createDefaults(mode, false),
  }
}

// ---- PDF

export type PdfFormValues = { title: string; file: FileChoice | null; cover: FileChoice | null }

export function pdfFormValues(pdf?: PdfItem): PdfFormValues {
  return {
    title: pdf?.title ?? '',
    file: pdf ? { name: pdf.file.name, url: pdf.file.url } : null,
    cover: coverChoice(pdf?.coverImage ?? null),
  }
}

export function pdfFormErrors(values: PdfFormValues): Partial<Record<keyof PdfFormValues, string>> {
  return {
    ...(blank(values.title) ? { title: es['catalog.titleRequired'] } : {}),
    ...(values.file ? {} : { file: es['catalog.pdfFileRequired'] }),
  }
}

/** The spec's PDF body: the file is `pdf` on write (`file` on read); no order. */
export function pdfBody(values: PdfFormValues, mode: FormMode) {
  const file = values.file as FileChoice
  return {
    title: values.title.trim(),
    pdf: { name: file.name, url: file.url },
    coverImage: coverBody(values.cover),
    ...createDefaults(mode, true, false),
  }
}

/** A react-hook-form resolver from a function that names each field's error. */
export function errorsResolver<Values extends FieldValues>(
  check: (values: Values) => Partial<Record<keyof Values, string>>,
): Resolver<Values> {
  return (values) => {
    const found = Object.entries(check(values)).filter(([, message]) => message)
    if (found.length === 0) return { values, errors: {} }
    const errors = Object.fromEntries(
      found.map(([field, message]) => [field, { type: 'validate', message }]),
    ) as FieldErrors<Values>
    return { values: {}, errors }
  }
}
