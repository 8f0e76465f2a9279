import {
  canRetakeTest,
  canTakeTest,
  healthConsentInForce,
  healthConsentVersion,
  keepThemesWithContent,
  padThemes,
  questionIds,
  reportedCategory,
  reportedThemes,
  scoreAnswers,
  type TakeTestBody,
  type TestAnswers,
  type TestHistoryEntry,
  type TestResult,
  type TestResultSlugs,
  themeCategory,
} from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { dayInZone } from '../../lib/period.ts'
import { findSubscriptionInForce } from '../billing/index.ts'
import { findThemesWithContent } from '../catalog/index.ts'
import { forgetSessionUser, type UserRow, updateUser } from '../users/index.ts'
import {
  clearTestAnswers,
  deleteTestTakes,
  findCategoriesBySlugs,
  findLatestTestTake,
  findTestTakes,
  findTestTakesOfUsers,
  findThemesBySlugs,
  type HealthConsentRow,
  insertTestTake,
  lockHealthConsent,
  type TestTakeRow,
} from './questionnaire.repository.ts'

type ResultSlugs = { categorySlug: string; themeSlugs: string[] }

/**
 * Names and ids for stored slugs, read from the catalogue now (staff may have renamed an entry).
 * An entry that no longer exists at all is left out of `category`/`themes`; the slugs stay.
 */
async function resolveResults(db: Database, results: ResultSlugs[]): Promise<TestResult[]> {
  const categorySlugs = [...new Set(results.map((result) => result.categorySlug))]
  const themeSlugs = [...new Set(results.flatMap((result) => result.themeSlugs))]
  const [categoryRows, themeRows] = await Promise.all([
    findCategoriesBySlugs(db, categorySlugs),
    findThemesBySlugs(db, themeSlugs),
  ])
  const categories = new Map(categoryRows.map((row) => [row.slug, row]))
  const themes = new Map(themeRows.map((row) => [row.slug, row]))
  return results.map(({ categorySlug, themeSlugs: slugs }) => {
    const category = categories.get(categorySlug)
    return {
      category: category ? { _id: category.id, name: category.name, slug: category.slug } : null,
      categoriaPrincipal: categorySlug,
      themes: slugs.flatMap((slug) => {
        const theme = themes.get(slug)
        return theme ? [{ _id: theme.id, name: theme.name, slug: theme.slug }] : []
      }),
      topTemas: slugs,
    }
  })
}

const slugsOf = (take: TestTakeRow): ResultSlugs => ({
  categorySlug: take.categorySlug,
  themeSlugs: take.themeSlugs,
})

/** The user's current result (their newest take), or null when they have not taken the test. */
export async function currentTestResult(db: Database, userId: string): Promise<TestResult | null> {
  const latest = await findLatestTestTake(db, userId)
  if (!latest) return null
  const [result] = await resolveResults(db, [slugsOf(latest)])
  return result ?? null
}

async function toHistory(db: Database, takes: TestTakeRow[]): Promise<TestHistoryEntry[]> {
  const results = await resolveResults(db, takes.map(slugsOf))
  return takes.map((take, index) => ({
    _id: take.id,
    createdAt: take.createdAt.toISOString(),
    answers: take.answers,
    testResults: results[index] as TestResult,
  }))
}

/** Every take, newest first, as the back office lists a user's `testHistory`. */
export async function listTestHistory(db: Database, userId: string): Promise<TestHistoryEntry[]> {
  return toHistory(db, await findTestTakes(db, userId))
}

/** The `testHistory` of several users at once (three queries whatever their number), by user id. */
export async function testHistoriesOf(
  db: Database,
  userIds: string[],
): Promise<Map<string, TestHistoryEntry[]>> {
  const takes = await findTestTakesOfUsers(db, userIds)
  const entries = await toHistory(db, takes)
  const byUser = new Map<string, TestHistoryEntry[]>(userIds.map((id) => [id, []]))
  takes.forEach((take, index) => {
    byUser.get(take.userId)?.push(entries[index] as TestHistoryEntry)
  })
  return byUser
}

/**
 * A result reported by a mobile app (no answers to score): the category and themes must exist in
 * the catalogue; 'otro' or no category means `personal`; fewer than three themes are padded as
 * the scoring pads them.
 */
async function checkReportedResult(db: Database, body: TakeTestBody): Promise<TestResultSlugs> {
  const category = reportedCategory(body.categorySlug ?? body.categoriaPrincipal)
  const themes = reportedThemes(body.themesSlugs ?? body.topTemas ?? [])
  const [categoryRows, themeRows] = await Promise.all([
    findCategoriesBySlugs(db, [category], { existing: true }),
    findThemesBySlugs(db, themes, { existing: true }),
  ])
  if (categoryRows.length === 0) throw new AppError('questionnaire.unknownCategory', 400, { slug: category })
  const unknown = themes.find((slug) => !themeRows.some((row) => row.slug === slug))
  if (unknown) throw new AppError('questionnaire.unknownTheme', 400, { slug: unknown })
  const categoryOf = (slug: string) =>
    themeRows.find((row) => row.slug === slug)?.categorySlug ??
    themeCategory[slug as keyof typeof themeCategory]
  return { category, themes: padThemes(category, themes, categoryOf) }
}

/** Only the ten answers, whatever else the body carried. */
const keptAnswers = (answers: Record<string, string>): TestAnswers =>
  Object.fromEntries(questionIds.map((id) => [id, answers[id]])) as TestAnswers

const consentInForce = (row: HealthConsentRow | undefined) =>
  healthConsentInForce(row?.givenAt && row.version ? { givenAt: row.givenAt, version: row.version } : null)

/** Records the consent to the current text, now (inside the caller's transaction). */
async function recordHealthConsent(tx: Database, userId: string): Promise<UserRow> {
  const updated = await updateUser(tx, userId, {
    healthConsentAt: new Date(),
    healthConsentVersion: healthConsentVersion,
  })
  if (!updated) throw new Error('consent of a user who does not exist')
  return updated
}

/** Runs `work` in a transaction, then forgets the cached session row it may have changed. */
async function inUserTransaction<T>(db: Database, userId: string, work: (tx: Database) => Promise<T>) {
  try {
    return await db.transaction((tx) => work(tx as unknown as Database))
  } finally {
    // The write inside forgot it already, but a read between that and the commit may have cached
    // the old row again.
    forgetSessionUser(userId)
  }
}

/**
 * Takes or retakes the test (both calls do the same: the apps call either). The server scores the
 * answers itself; a result alone is accepted only from a client that sends no answers. A member
 * role is required, and a mini holder who already took the test cannot take it again.
 *
 * Answers and results are health data (decision 100): they are stored only under a consent in force,
 * or one given with this very submission (`healthConsent: true`, recorded with the take). Checked
 * and written under the member's row lock, so a withdrawal cannot interleave.
 */
export async function submitTest(
  db: Database,
  user: UserRow,
  body: TakeTestBody,
  timeZone: string,
): Promise<{ result: TestResult; user: UserRow }> {
  if (!canTakeTest(user.role)) throw new AppError('questionnaire.roleNotAllowed', 403)
  const answers = body.answers ? keptAnswers(body.answers) : null
  // Never a theme with nothing to play (issue 28): the nearest themes with content stand in.
  const scored = keepThemesWithContent(
    answers ? scoreAnswers(answers) : await checkReportedResult(db, body),
    await findThemesWithContent(db),
  )
  const { take, member } = await inUserTransaction(db, user.id, async (tx) => {
    let member = user
    if (!consentInForce(await lockHealthConsent(tx, user.id))) {
      if (body.healthConsent !== true) throw new AppError('questionnaire.consentRequired', 403)
      member = await recordHealthConsent(tx, user.id)
    }
    // The plan in force as the session user shows it (billing's rule), for the mini retake rule.
    const [latest, subscription] = await Promise.all([
      findLatestTestTake(tx, user.id),
      findSubscriptionInForce(tx, user.id, new Date()),
    ])
    if (!canRetakeTest({ tookTest: latest !== undefined, activePlanSlug: subscription?.plan.slug })) {
      throw new AppError('questionnaire.retakeNotAllowed', 403)
    }
    const takenAt = new Date()
    const take = await insertTestTake(tx, {
      userId: user.id,
      answers,
      categorySlug: scored.category,
      themeSlugs: scored.themes,
      // One instant for both, so a take at midnight cannot get one day and the other's timestamp.
      createdAt: takenAt,
      day: dayInZone(takenAt, timeZone),
    })
    return { take, member }
  })
  const [result] = await resolveResults(db, [slugsOf(take)])
  return { result: result as TestResult, user: member }
}

/**
 * The member's explicit consent to the processing of their answers (decision 100), given before the
 * first question. Giving it again while it is in force keeps the first date.
 */
export async function giveHealthConsent(db: Database, user: UserRow): Promise<UserRow> {
  if (!canTakeTest(user.role)) throw new AppError('questionnaire.roleNotAllowed', 403)
  return inUserTransaction(db, user.id, async (tx) =>
    consentInForce(await lockHealthConsent(tx, user.id)) ? user : recordHealthConsent(tx, user.id),
  )
}

/**
 * Withdraws the consent: the answers of every take are deleted; the takes' results (the
 * recommendation) stay only when the member chose to keep them, otherwise the takes go entirely.
 */
export async function withdrawHealthConsent(
  db: Database,
  userId: string,
  { keepRecommendation }: { keepRecommendation: boolean },
): Promise<UserRow> {
  return inUserTransaction(db, userId, async (tx) => {
    await lockHealthConsent(tx, userId)
    if (keepRecommendation) await clearTestAnswers(tx, userId)
    else await deleteTestTakes(tx, userId)
    const updated = await updateUser(tx, userId, { healthConsentAt: null, healthConsentVersion: null })
    if (!updated) throw new Error('withdrawal of a user who does not exist')
    return updated
  })
}

/** Deletes every take of the user (answers and results: health-related data). The account stays. */
export function deleteTestAnswers(db: Database, userId: string): Promise<number> {
  return deleteTestTakes(db, userId)
}
