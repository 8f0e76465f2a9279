import { type CategorySlug, type ThemeSlug, themeCategory } from './catalogue-map.ts'
import { findOption, questionIds, type TestAnswers } from './questionnaire-questions.ts'

/**
 * The wellbeing test's scoring (spec §4 "Test", issue 5). Pure: the server scores the answers it
 * receives, and the web shows the same rules. See docs/decisions for why the rules are these.
 */

/** The main category when no answer points to a theme (all 'otro'). */
export const defaultCategory: CategorySlug = 'personal'
/** How many themes a result keeps. */
export const resultThemeCount = 3

/**
 * Padding: when fewer than three themes were chosen, the result is completed with the way-in theme
 * of other categories, in this order (the main category first when it has no theme yet).
 */
export const paddingThemes: Readonly<Record<CategorySlug, ThemeSlug>> = {
  espiritualidad: 'meditacion',
  salud: 'salud-mental',
  personal: 'habitos',
  relaciones: 'familia',
  'trabajo-y-finanzas': 'productividad',
}
const paddingCategoryOrder: readonly CategorySlug[] = [
  'espiritualidad',
  'salud',
  'personal',
  'relaciones',
  'trabajo-y-finanzas',
]

export type TestResultSlugs = { category: string; themes: string[] }

type Tally = { score: number; firstSeen: number }

function tally<K extends string>(keys: readonly (K | null)[]): Map<K, Tally> {
  const tallies = new Map<K, Tally>()
  keys.forEach((key, position) => {
    if (key === null) return
    const entry = tallies.get(key)
    if (entry) entry.score += 1
    else tallies.set(key, { score: 1, firstSeen: position })
  })
  return tallies
}

/** Higher score first; on a tie, the one chosen in an earlier question. */
const byScoreThenFirstSeen = (a: Tally, b: Tally) => b.score - a.score || a.firstSeen - b.firstSeen

/**
 * Completes a result to three themes with themes of categories it does not cover yet: the main
 * category's way-in theme first when the main category has none, then the others in padding order.
 * `categoryOf` names a theme's category (the catalogue's, for themes staff added).
 */
export function padThemes(
  mainCategory: string,
  themes: readonly string[],
  categoryOf: (theme: string) => string | undefined = (theme) => themeCategory[theme as ThemeSlug],
): string[] {
  const result = [...themes]
  const covered = new Set(themes.map(categoryOf))
  const order = [mainCategory, ...paddingCategoryOrder.filter((category) => category !== mainCategory)]
  for (const category of order) {
    if (result.length >= resultThemeCount) break
    const theme = paddingThemes[category as CategorySlug]
    if (!theme || covered.has(category) || result.includes(theme)) continue
    result.push(theme)
    covered.add(category)
  }
  return result
}

/**
 * Scores the themes chosen, one per question in question order (`null` for 'otro'):
 *
 * - a theme scores one point per answer that points to it, a category the sum of its themes;
 * - the main category scores most; a tie goes to the category chosen first (earlier question);
 *   with no theme at all it is `personal`;
 * - the result keeps the three themes that score most; a tie goes to the theme whose category ranks
 *   higher (by the rule above), then to the theme chosen first;
 * - fewer than three themes are padded from other categories (`padThemes`).
 */
export function scoreThemeChoices(choices: readonly (ThemeSlug | null)[]): TestResultSlugs {
  const themeTallies = tally(choices)
  const categoryTallies = tally(choices.map((theme) => (theme ? themeCategory[theme] : null)))
  const categoryRank = [...categoryTallies.entries()]
    .sort(([, a], [, b]) => byScoreThenFirstSeen(a, b))
    .map(([category]) => category)
  const category = categoryRank[0] ?? defaultCategory
  const themes = [...themeTallies.entries()]
    .sort(
      ([themeA, a], [themeB, b]) =>
        b.score - a.score ||
        categoryRank.indexOf(themeCategory[themeA]) - categoryRank.indexOf(themeCategory[themeB]) ||
        a.firstSeen - b.firstSeen,
    )
    .slice(0, resultThemeCount)
    .map(([theme]) => theme)
  return { category, themes: padThemes(category, themes) }
}

/** A theme that has something to play, in the catalogue's order, with its category. */
export type ThemeWithContent = { slug: string; categorySlug: string }

/**
 * Never an empty recommendation (issue 28): a result keeps only themes that have something to play.
 * A theme without content gives its place to the nearest theme that has some (the next of its own
 * category in catalogue order), and a result still short of three is completed from the main
 * category, then from the other categories in padding order. When nothing anywhere has content (a
 * catalogue being built) the result stays as scored: it still says what the answers pointed to.
 */
export function keepThemesWithContent(
  result: TestResultSlugs,
  withContent: readonly ThemeWithContent[],
): TestResultSlugs {
  if (withContent.length === 0) return result
  const playable = new Set(withContent.map((theme) => theme.slug))
  const categoryOf = (slug: string) =>
    withContent.find((theme) => theme.slug === slug)?.categorySlug ?? themeCategory[slug as ThemeSlug]
  const kept: string[] = []
  const take = (slug: string | undefined) => {
    if (slug && !kept.includes(slug) && kept.length < resultThemeCount) kept.push(slug)
  }
  const nearestIn = (category: string | undefined) =>
    withContent.find(
      (theme) =>
        theme.categorySlug === category && !kept.includes(theme.slug) && !result.themes.includes(theme.slug),
    )?.slug
  for (const slug of result.themes) take(playable.has(slug) ? slug : nearestIn(categoryOf(slug)))
  const categories = [
    result.category,
    ...paddingCategoryOrder.filter((category) => category !== result.category),
  ]
  for (const category of categories) {
    const wayIn = paddingThemes[category as CategorySlug]
    take(wayIn && playable.has(wayIn) && !kept.includes(wayIn) ? wayIn : nearestIn(category))
  }
  return { category: result.category, themes: kept }
}

export type AnswersCheck = { ok: true; choices: (ThemeSlug | null)[] } | { ok: false; questionId: string }

/** Every question p1..p10 answered with one of its options; names the first that is not. */
export function checkAnswers(answers: Partial<Record<string, unknown>>): AnswersCheck {
  const choices: (ThemeSlug | null)[] = []
  for (const questionId of questionIds) {
    const optionId = answers[questionId]
    const option = typeof optionId === 'string' ? findOption(questionId, optionId) : undefined
    if (!option) return { ok: false, questionId }
    choices.push(option.theme)
  }
  return { ok: true, choices }
}

/** Scores a complete set of answers; throws on an incomplete or unknown one (check it first). */
export function scoreAnswers(answers: TestAnswers): TestResultSlugs {
  const checked = checkAnswers(answers)
  if (!checked.ok) throw new Error(`Unanswered or unknown option: ${checked.questionId}`)
  return scoreThemeChoices(checked.choices)
}

/** How many answers point to each theme (the results explain each theme with it). */
export function themeAnswerCounts(
  answers: Partial<Record<string, string>> | null | undefined,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const questionId of questionIds) {
    const optionId = answers?.[questionId]
    const theme = optionId ? findOption(questionId, optionId)?.theme : null
    if (theme) counts.set(theme, (counts.get(theme) ?? 0) + 1)
  }
  return counts
}

/** Spec: 'otro' (or nothing) as a main category means `personal`. */
export function reportedCategory(category: string | null | undefined): string {
  const slug = category?.trim()
  return !slug || slug === 'otro' ? defaultCategory : slug
}

/** A reported theme list: without 'otro', blanks and repeats, at most three. */
export function reportedThemes(themes: readonly string[]): string[] {
  const slugs = themes.map((theme) => theme.trim()).filter((theme) => theme && theme !== 'otro')
  return [...new Set(slugs)].slice(0, resultThemeCount)
}

/** The mini plan opens exactly this many themes, chosen after the test. */
export const miniThemeCount = 2

/**
 * The themes a mini buyer chooses from (issue 5): the result's themes first, in the result's order,
 * then every other theme in the order given.
 */
export function miniThemeChoices<T extends { slug: string }>(
  themes: readonly T[],
  resultThemes: readonly string[],
): { recommended: T[]; others: T[] } {
  const recommended = resultThemes
    .map((slug) => themes.find((theme) => theme.slug === slug))
    .filter((theme): theme is T => theme !== undefined)
  const others = themes.filter((theme) => !resultThemes.includes(theme.slug))
  return { recommended, others }
}

export type RetakeInput = {
  tookTest: boolean
  /** The slug of the user's active plan, if any. */
  activePlanSlug: string | null | undefined
}

/** Spec §4 and §6: a mini holder who already took the test cannot retake it. */
export function canRetakeTest({ tookTest, activePlanSlug }: RetakeInput): boolean {
  return !(tookTest && activePlanSlug === 'mini')
}
