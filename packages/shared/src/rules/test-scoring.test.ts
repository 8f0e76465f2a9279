import { describe, expect, it } from 'vitest'
import { type CategorySlug, catalogueMap, type ThemeSlug, themeCategory } from './catalogue-map.ts'
import { canTakeTest } from './people-roles.ts'
import {
  questionIds,
  questionnaireQuestions,
  questionnaireSections,
  type TestAnswers,
} from './questionnaire-questions.ts'
import {
  canRetakeTest,
  checkAnswers,
  keepThemesWithContent,
  miniThemeChoices,
  paddingThemes,
  padThemes,
  reportedCategory,
  reportedThemes,
  scoreAnswers,
  scoreThemeChoices,
  themeAnswerCounts,
} from './test-scoring.ts'

const otro = null
/** Ten choices, padded with 'otro'. */
const choices = (...themes: (ThemeSlug | null)[]) => [...themes, ...Array(10 - themes.length).fill(null)]

describe('the questionnaire', () => {
  it('has ten questions p1..p10 in five sections of two', () => {
    expect(questionnaireSections).toHaveLength(5)
    for (const section of questionnaireSections) expect(section.questions).toHaveLength(2)
    expect(questionnaireQuestions.map((question) => question.id)).toEqual([...questionIds])
  })

  it('offers 4 to 6 options a question, with ids unique within the question', () => {
    for (const question of questionnaireQuestions) {
      expect(question.options.length).toBeGreaterThanOrEqual(4)
      expect(question.options.length).toBeLessThanOrEqual(6)
      const ids = question.options.map((option) => option.id)
      expect(new Set(ids).size).toBe(ids.length)
      // One option per theme at most: a question cannot count twice for the same theme.
      const themes = question.options.map((option) => option.theme).filter(Boolean)
      expect(new Set(themes).size).toBe(themes.length)
    }
  })

  it("offers exactly one 'otro' option (no theme) in every question", () => {
    for (const question of questionnaireQuestions) {
      expect(
        question.options.filter((option) => option.theme === null),
        question.id,
      ).toHaveLength(1)
    }
  })

  it('points every option to a theme of the catalogue map or to none', () => {
    for (const question of questionnaireQuestions) {
      for (const option of question.options) {
        if (option.theme !== null) expect(themeCategory[option.theme]).toBeDefined()
      }
    }
  })

  it('reaches each of the twenty themes from at least two questions', () => {
    for (const category of catalogueMap) {
      for (const theme of category.themes) {
        const questions = questionnaireQuestions.filter((question) =>
          question.options.some((option) => option.theme === theme.slug),
        )
        expect(questions.length, theme.slug).toBeGreaterThanOrEqual(2)
      }
    }
  })
})

describe('scoreThemeChoices', () => {
  it('keeps the three themes chosen most, the most chosen first', () => {
    const result = scoreThemeChoices([
      'gratitud',
      'salud-mental',
      'gratitud',
      'familia',
      'salud-mental',
      'gratitud',
      'pareja',
      otro,
      otro,
      otro,
    ])
    expect(result.themes).toEqual(['gratitud', 'salud-mental', 'familia'])
  })

  it('makes the category with the most answers the main one, even when its themes are spread', () => {
    // relaciones: familia 1 + pareja 1 + amistad 1 = 3; espiritualidad: gratitud 2.
    const result = scoreThemeChoices(choices('gratitud', 'familia', 'gratitud', 'pareja', 'amistad'))
    expect(result.category).toBe('relaciones')
    expect(result.themes[0]).toBe('gratitud')
  })

  it('breaks a tie between categories in favour of the one chosen first', () => {
    expect(scoreThemeChoices(choices('productividad', 'familia')).category).toBe('trabajo-y-finanzas')
    expect(scoreThemeChoices(choices('familia', 'productividad')).category).toBe('relaciones')
  })

  it('breaks a tie between themes by the rank of their category, then by the first chosen', () => {
    // salud 3 (salud-mental 1, salud-fisica 1, salud-emocional 1), personal 2 (habitos 1, metas 1).
    // All five themes score 1: salud's come first (in the order chosen), then personal's.
    const result = scoreThemeChoices(
      choices('habitos', 'salud-mental', 'metas-objetivos', 'salud-fisica', 'salud-emocional'),
    )
    expect(result.category).toBe('salud')
    expect(result.themes).toEqual(['salud-mental', 'salud-fisica', 'salud-emocional'])

    // Same categories tied 1-1: the category chosen first ranks first, and so does its theme.
    expect(scoreThemeChoices(choices('pareja', 'gratitud', 'habitos')).themes).toEqual([
      'pareja',
      'gratitud',
      'habitos',
    ])
  })

  it('is stable: the same choices always give the same result', () => {
    const input = choices('habitos', 'familia', 'gratitud', 'productividad', 'salud-mental')
    const first = scoreThemeChoices(input)
    for (let i = 0; i < 5; i += 1) expect(scoreThemeChoices(input)).toEqual(first)
  })

  it("defaults to 'personal' and pads three way-in themes when every answer is 'otro'", () => {
    const result = scoreThemeChoices(choices())
    expect(result).toEqual({ category: 'personal', themes: ['habitos', 'meditacion', 'salud-mental'] })
  })

  it('pads from other categories when fewer than three themes are found', () => {
    // One theme only, chosen many times.
    expect(scoreThemeChoices(choices('gratitud', 'gratitud', 'gratitud'))).toEqual({
      category: 'espiritualidad',
      themes: ['gratitud', 'salud-mental', 'habitos'],
    })
    // Two themes of two categories: the third comes from a category not yet in the result.
    expect(scoreThemeChoices(choices('familia', 'salud-fisica', 'familia'))).toEqual({
      category: 'relaciones',
      themes: ['familia', 'salud-fisica', 'meditacion'],
    })
  })

  it('pads with another category even when the two themes found share one category', () => {
    expect(scoreThemeChoices(choices('productividad', 'procrastinacion'))).toEqual({
      category: 'trabajo-y-finanzas',
      themes: ['productividad', 'procrastinacion', 'meditacion'],
    })
  })

  it('keeps three themes of one category when only that category is chosen', () => {
    const result = scoreThemeChoices(
      choices('familia', 'pareja', 'amistad', 'perdida-duelos', 'familia', 'pareja'),
    )
    expect(result).toEqual({ category: 'relaciones', themes: ['familia', 'pareja', 'amistad'] })
  })

  it('always answers three distinct themes and a category of the map', () => {
    const allThemes = catalogueMap.flatMap((category) => category.themes.map((theme) => theme.slug))
    // A deterministic sweep of many answer sets.
    for (let seed = 0; seed < 500; seed += 1) {
      const picks = Array.from({ length: 10 }, (_, i) => {
        const n = (seed * 7 + i * 13 + seed * i) % 24
        return n < 20 ? (allThemes[n] as ThemeSlug) : null
      })
      const result = scoreThemeChoices(picks)
      expect(result.themes).toHaveLength(3)
      expect(new Set(result.themes).size).toBe(3)
      expect(catalogueMap.map((category) => category.slug)).toContain(result.category)
    }
  })
})

describe('padThemes', () => {
  it('leaves a result of three themes alone', () => {
    expect(padThemes('salud', ['familia', 'pareja', 'amistad'])).toEqual(['familia', 'pareja', 'amistad'])
  })

  it('starts with the main category when it has no theme yet', () => {
    expect(padThemes('trabajo-y-finanzas', ['gratitud'])).toEqual([
      'gratitud',
      'productividad',
      'salud-mental',
    ])
  })

  it('skips categories already present and themes already chosen', () => {
    expect(padThemes('espiritualidad', ['meditacion', 'salud-emocional'])).toEqual([
      'meditacion',
      'salud-emocional',
      'habitos',
    ])
  })

  it("uses the caller's category lookup for themes outside the map", () => {
    const lookup = (theme: string) => (theme === 'respiracion' ? 'salud' : undefined)
    expect(padThemes('salud', ['respiracion'], lookup)).toEqual(['respiracion', 'meditacion', 'habitos'])
  })

  it('has a way-in theme for each category, from that category', () => {
    for (const [category, theme] of Object.entries(paddingThemes)) {
      expect(themeCategory[theme]).toBe(category as CategorySlug)
    }
    expect(Object.keys(paddingThemes).sort()).toEqual(catalogueMap.map((category) => category.slug).sort())
  })
})

const allFirst = Object.fromEntries(
  questionnaireQuestions.map((question) => [question.id, question.options[0]?.id]),
) as TestAnswers

describe('keepThemesWithContent', () => {
  const withContent = (...slugs: ThemeSlug[]) =>
    slugs.map((slug) => ({ slug, categorySlug: themeCategory[slug] }))

  it('keeps themes that have something to play, and the order the answers gave them', () => {
    const result = { category: 'salud', themes: ['salud-mental', 'gratitud', 'familia'] }
    expect(keepThemesWithContent(result, withContent('familia', 'gratitud', 'salud-mental'))).toEqual(result)
  })

  it('gives an empty theme’s place to the nearest theme with content, of its own category first', () => {
    const result = { category: 'relaciones', themes: ['perdida-duelos', 'amistad', 'procrastinacion'] }
    const available = withContent('familia', 'pareja', 'habitos', 'salud-mental', 'meditacion')
    // Pérdida y duelos → Familia, Amistad → Pareja (both Relaciones); Procrastinación's category has
    // nothing, so the result is completed from the other categories in padding order.
    expect(keepThemesWithContent(result, available)).toEqual({
      category: 'relaciones',
      themes: ['familia', 'pareja', 'meditacion'],
    })
  })

  it('never answers a theme without content while any theme has some', () => {
    for (const category of catalogueMap) {
      for (const theme of category.themes) {
        const result = { category: category.slug, themes: [theme.slug, 'amistad', 'gratitud'] }
        const kept = keepThemesWithContent(result, withContent('proposito-laboral'))
        expect(kept.themes).toEqual(['proposito-laboral'])
      }
    }
  })

  it('leaves the result as scored when nothing has content yet', () => {
    const result = { category: 'personal', themes: ['habitos', 'amistad', 'gratitud'] }
    expect(keepThemesWithContent(result, [])).toEqual(result)
  })
})

describe('checkAnswers and scoreAnswers', () => {
  it('scores a complete set of answers through their options', () => {
    // The first option of each question: familia, salud-emocional, pareja, salud-emocional,
    // salud-fisica, salud-mental, productividad, creencia-dinero, meditacion, pareja.
    expect(scoreAnswers(allFirst)).toEqual({
      category: 'salud',
      themes: ['salud-emocional', 'pareja', 'salud-fisica'],
    })
  })

  it("counts 'otro' options for nothing", () => {
    const answers = { ...allFirst }
    for (const question of questionnaireQuestions) {
      answers[question.id] = question.options.find((option) => option.theme === null)?.id ?? ''
    }
    const checked = checkAnswers(answers)
    expect(checked.ok && checked.choices).toEqual(Array(10).fill(null))
    expect(scoreAnswers(answers)).toEqual({
      category: 'personal',
      themes: ['habitos', 'meditacion', 'salud-mental'],
    })
  })

  it('names the first question left unanswered or answered with an unknown option', () => {
    const { p4: _, ...missing } = allFirst
    expect(checkAnswers(missing)).toEqual({ ok: false, questionId: 'p4' })
    expect(checkAnswers({ ...allFirst, p2: 'no-existe' })).toEqual({ ok: false, questionId: 'p2' })
    expect(checkAnswers({ ...allFirst, p9: 3 })).toEqual({ ok: false, questionId: 'p9' })
    expect(checkAnswers({})).toEqual({ ok: false, questionId: 'p1' })
    expect(() => scoreAnswers(missing as TestAnswers)).toThrow()
  })

  it('ignores answers to questions that do not exist', () => {
    expect(checkAnswers({ ...allFirst, p11: 'x' }).ok).toBe(true)
  })
})

describe('themeAnswerCounts', () => {
  it('counts the answers that point to each theme, ignoring unknown options and missing answers', () => {
    const counts = themeAnswerCounts({ ...allFirst, p1: 'no-existe', p2: undefined as unknown as string })
    expect(Object.fromEntries(counts)).toEqual({
      'salud-emocional': 1,
      pareja: 2,
      'salud-fisica': 1,
      'salud-mental': 1,
      productividad: 1,
      'creencia-dinero': 1,
      meditacion: 1,
    })
    expect(themeAnswerCounts(null).size).toBe(0)
  })
})

describe('reported results (mobile apps)', () => {
  it("reads a missing, blank or 'otro' category as 'personal'", () => {
    expect(reportedCategory(undefined)).toBe('personal')
    expect(reportedCategory(null)).toBe('personal')
    expect(reportedCategory('  ')).toBe('personal')
    expect(reportedCategory('otro')).toBe('personal')
    expect(reportedCategory(' salud ')).toBe('salud')
  })

  it("drops 'otro', blanks and repeats, and keeps at most three themes", () => {
    expect(reportedThemes(['otro', 'familia', ' familia ', '', 'pareja', 'amistad', 'gratitud'])).toEqual([
      'familia',
      'pareja',
      'amistad',
    ])
  })
})

describe('canRetakeTest', () => {
  it('refuses a mini holder who already took the test', () => {
    expect(canRetakeTest({ tookTest: true, activePlanSlug: 'mini' })).toBe(false)
  })

  it('lets everyone else take or retake it', () => {
    expect(canRetakeTest({ tookTest: false, activePlanSlug: 'mini' })).toBe(true)
    expect(canRetakeTest({ tookTest: true, activePlanSlug: 'full' })).toBe(true)
    expect(canRetakeTest({ tookTest: true, activePlanSlug: null })).toBe(true)
    expect(canRetakeTest({ tookTest: true, activePlanSlug: undefined })).toBe(true)
  })
})

describe('canTakeTest', () => {
  it('admits every member role and refuses staff', () => {
    for (const role of ['visitor', 'subscriber', 'tester', 'creator', 'therapist']) {
      expect(canTakeTest(role)).toBe(true)
    }
    for (const role of ['admin', 'crmUser', 'unknown']) expect(canTakeTest(role)).toBe(false)
  })
})

describe('miniThemeChoices', () => {
  const themes = ['familia', 'pareja', 'gratitud', 'habitos'].map((slug) => ({ slug }))

  it("lists the result's themes first, in the result's order, then the rest", () => {
    expect(miniThemeChoices(themes, ['gratitud', 'familia', 'no-visible'])).toEqual({
      recommended: [{ slug: 'gratitud' }, { slug: 'familia' }],
      others: [{ slug: 'pareja' }, { slug: 'habitos' }],
    })
  })

  it('lists every theme as another when there is no result', () => {
    expect(miniThemeChoices(themes, [])).toEqual({ recommended: [], others: themes })
  })
})
