import {
  type AdminProgram,
  foldText,
  holdsEveryWord,
  type MediaItem,
  type ProgramInput,
  type ProgramLevel,
  type ProgramPace,
  programInputSchema,
  searchWords,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'

/** A library file chosen in the form: its name to show and its lasting URL to store. */
export type CoverChoice = { name: string; url: string }

/** A step as the editor shows it: the item's id, what names it, and where it sits in the catalogue. */
export type StepChoice = {
  _id: string
  title: string
  fileType: MediaItem['fileType']
  duration: number
  themeName: string
}

export type ProgramFormValues = {
  title: string
  description: string
  category: string
  level: ProgramLevel
  pace: ProgramPace
  cover: CoverChoice | null
  steps: StepChoice[]
}

export type ProgramFormErrors = Partial<Record<keyof ProgramFormValues, string>>

export function stepOfMedia(item: MediaItem): StepChoice {
  return {
    _id: item._id,
    title: item.title,
    fileType: item.fileType,
    duration: item.duration,
    themeName: item.theme.name,
  }
}

export function programFormValues(program?: AdminProgram): ProgramFormValues {
  const cover = program?.coverImage
  return {
    title: program?.title ?? '',
    description: program?.description ?? '',
    category: program?.category._id ?? '',
    level: program?.level ?? 'inicial',
    pace: program?.pace ?? 'daily',
    cover: cover?.coverImageUrl ? { name: cover.coverImageName, url: cover.coverImageUrl } : null,
    steps: [...(program?.steps ?? [])]
      .sort((a, b) => a.position - b.position)
      .map(({ item }) => ({
        _id: item._id,
        title: item.title,
        fileType: item.fileType,
        duration: item.duration,
        themeName: item.theme.name,
      })),
  }
}

/**
 * The body of POST and PUT: the whole program, its steps' ids in the order shown. No `isActive`: a
 * new program starts as the server decides and an edit keeps its state (the switch changes it).
 */
export function programBody(values: ProgramFormValues): ProgramInput {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    level: values.level,
    pace: values.pace,
    coverImage: values.cover ? { coverImageName: values.cover.name, coverImageUrl: values.cover.url } : null,
    steps: values.steps.map((step) => step._id),
  }
}

const fieldOfInput: Partial<Record<keyof ProgramInput, keyof ProgramFormValues>> = {
  title: 'title',
  description: 'description',
  steps: 'steps',
}

/**
 * Each field's first error, in the contract's own words (the shared schema the server checks too);
 * the category, which the schema knows only as an id, says what to do.
 */
export function programFormErrors(values: ProgramFormValues): ProgramFormErrors {
  const errors: ProgramFormErrors = {}
  if (values.category === '') errors.category = es['adminPrograms.form.categoryRequired']
  const parsed = programInputSchema.safeParse(programBody(values))
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOfInput[issue.path[0] as keyof ProgramInput]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** The steps with the one at `from` moved to `to` (both 0-based); the others keep their order. */
export function moveStep<Step>(steps: readonly Step[], from: number, to: number): Step[] {
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return [...steps]
  const next = [...steps]
  const [moved] = next.splice(from, 1) as [Step]
  next.splice(to, 0, moved)
  return next
}

const haystacks = new WeakMap<MediaItem, string>()

/** The audios and videos whose title, theme, category or tags hold every word of the query. */
export function searchMedia(items: readonly MediaItem[], query: string): MediaItem[] {
  const words = searchWords(query)
  if (words.length === 0) return [...items]
  return items.filter((item) => {
    let haystack = haystacks.get(item)
    if (haystack === undefined) {
      haystack = foldText([item.title, item.theme.name, item.theme.category.name, ...item.tags].join('\n'))
      haystacks.set(item, haystack)
    }
    return holdsEveryWord(haystack, words)
  })
}
