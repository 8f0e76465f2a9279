import { writeFile } from 'node:fs/promises'
import { expect, type Locator, type Page } from '@playwright/test'
import { answerWellbeingTest, audioTime, expectNoSeriousViolations } from '../page-helpers.ts'

/**
 * Issue 19's first-run journeys (decision 050 records the figures): every click and typed field goes
 * through `journeyOf`, which counts them; the time the machine spends on axe scans is kept apart,
 * since a person does not wait for those, and so are the person's own waits (`wait`): reading,
 * opening an e-mail, a countdown.
 */
export function journeyOf(page: Page) {
  const started = Date.now()
  let scanMs = 0
  const counts = { clicks: 0, fields: 0, typedCharacters: 0 }
  const waits: { seconds: number; why: string }[] = []
  let bannerAnswered = false
  const reject = page.getByRole('region', { name: 'Tu privacidad' }).getByRole('button', {
    name: 'Rechazar',
    exact: true,
  })
  return {
    counts,
    waits,
    /**
     * The cookie notice, answered once ('Rechazar'), counted like any click: `must` where it is sure
     * to show (an app page loaded after the first intent), else only if it shows yet (the landing
     * page shows it on the first intent or 10 s after load, decision 052).
     */
    async answerCookieBanner({ must }: { must: boolean }) {
      if (bannerAnswered) return
      if (!must && !(await reject.isVisible().catch(() => false))) return
      counts.clicks += 1
      await reject.click()
      bannerAnswered = true
    },
    async click(target: Locator) {
      counts.clicks += 1
      await target.click()
    },
    async check(target: Locator) {
      counts.clicks += 1
      await target.check()
    },
    async fill(target: Locator, text: string) {
      counts.fields += 1
      counts.typedCharacters += text.length
      await target.fill(text)
    },
    /** Time the person spends on something the journey does not click or type. */
    wait(seconds: number, why: string) {
      waits.push({ seconds, why })
    },
    async scan() {
      const begun = Date.now()
      await expectNoSeriousViolations(page)
      scanMs += Date.now() - begun
    },
    elapsedMs: () => Date.now() - started - scanMs,
  }
}

export type Journey = ReturnType<typeof journeyOf>

/** The person's waits the model counts, in seconds (decision 050). */
export const personWaits = {
  /** Opening the e-mail and its link. */
  email: 20,
  /** The verification page's countdown before its redirect. */
  countdown: 3,
  /** Reading one of the test's questions (ten of them). */
  question: 4,
  /** Reading the consent before the first question (decision 100). */
  consent: 8,
}

/**
 * A person's own time, estimated from what they do (the machine's speed aside): 3 s to find and make
 * a click, 0.3 s a typed character plus 2 s to move to a field, and the waits the journey recorded.
 * Written down in decision 050 beside the measured time.
 */
export function personSeconds(journey: Journey) {
  const { clicks, fields, typedCharacters } = journey.counts
  const waited = journey.waits.reduce((sum, { seconds }) => sum + seconds, 0)
  return Math.round(clicks * 3 + fields * 2 + typedCharacters * 0.3 + waited)
}

/**
 * Both paths' end, from the open test: the consent (decision 100), the ten questions, the results' way into Meditaciones and
 * the first recommended audio playing in the bar. Answers the machine's time at the moment it plays.
 */
export async function testToPlayingAudio(page: Page, journey: Journey): Promise<number> {
  journey.wait(personWaits.consent, 'reading the consent to the processing of the answers')
  journey.wait(10 * personWaits.question, 'reading the ten questions')
  await answerWellbeingTest(page, journey)
  await expect(page.getByRole('heading', { name: 'Tus resultados' })).toBeVisible()
  const listen = page.getByRole('link', { name: 'Escuchar meditaciones de Salud emocional' })
  await expect(listen).toBeVisible()
  await journey.scan()
  await journey.click(listen)

  await expect(page).toHaveURL('/panel/meditaciones?tema=salud-emocional')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1, name: 'Meditaciones' })).toBeVisible()
  const play = main.getByRole('button', { name: 'Reproducir Lluvia serena' })
  await expect(play).toBeVisible()
  return playUntilHeard(page, journey, play, 'Lluvia serena')
}

/**
 * The journeys' last step: `play` pressed, the bar names `title` and its clock moves. Answers the
 * machine's time at that moment (the closing axe scan is left out of it).
 */
export async function playUntilHeard(page: Page, journey: Journey, play: Locator, title: string) {
  await journey.click(play)
  await expect(page.getByRole('region', { name: 'Reproductor' }).getByText(title)).toBeVisible()
  await expect.poll(() => audioTime(page)).toBeGreaterThan(0.5)
  const elapsedMs = journey.elapsedMs()
  await journey.scan()
  return elapsedMs
}

/** Logs the journey's figures and, with FIRST_RUN_FIGURES set, writes them to `<that>-<name>-<width>.json`. */
export async function reportFigures(journey: Journey, name: string, width: number, elapsedMs: number) {
  const figures = {
    width,
    ...journey.counts,
    machineSeconds: Math.round(elapsedMs / 100) / 10,
    estimatedPersonSeconds: personSeconds(journey),
  }
  console.log(`${name} ${JSON.stringify(figures)}`)
  if (process.env.FIRST_RUN_FIGURES)
    await writeFile(`${process.env.FIRST_RUN_FIGURES}-${name}-${width}.json`, JSON.stringify(figures))
  return figures
}
