import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/**
 * How a step's clicks and typing are made: as they are by default, or through a journey that counts
 * them (journeys/first-run.spec.ts).
 */
export type Actions = {
  click(target: Locator): Promise<void>
  check(target: Locator): Promise<void>
  fill(target: Locator, text: string): Promise<void>
}
export const asIs: Actions = {
  click: (target) => target.click(),
  check: (target) => target.check(),
  fill: (target, text) => target.fill(text),
}

/** Screenshots for a person to look at, when asked for (SHOTS_DIR=/some/folder). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true })
}

/** Finite animations (a toast or dialog fading in or out) end, or a few seconds pass. */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A paused animation never finishes: do not wait for it past a few seconds.
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
}

async function seriousViolations(page: Page) {
  // label-content-name-mismatch (WCAG 2.5.3) is one of axe's experimental rules, off unless asked
  // for; Lighthouse asks for it, and so do we.
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
}

/**
 * axe on the page once it is still: no serious or critical violation. Colours measured half-way
 * through an animation read as low contrast, and something may start moving while axe runs (a toast
 * arriving after a navigation, slow on a busy machine): what axe finds is looked at again once the
 * page has settled, so only what stays wrong fails.
 */
export async function expectNoSeriousViolations(page: Page) {
  await animationsSettled(page)
  let serious = await seriousViolations(page)
  if (serious.length > 0) {
    await animationsSettled(page)
    serious = await seriousViolations(page)
  }
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([])
}

/** The WCAG 2.2 AA rules, by the tags axe files them under (issue 34: every page and dialog). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function wcagViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze()
  return violations
}

/**
 * axe's WCAG 2.2 AA rules find nothing on the page, whatever the impact (issue 34), once it is still;
 * as in expectNoSeriousViolations, what axe finds is looked at again once the page has settled.
 */
export async function expectNoWcagViolations(page: Page) {
  await animationsSettled(page)
  let found = await wcagViolations(page)
  if (found.length > 0) {
    await animationsSettled(page)
    found = await wcagViolations(page)
  }
  const summary = found.map((violation) => {
    const nodes = violation.nodes.slice(0, 5).map((node) => {
      const why = node.failureSummary?.split('\n').slice(1).join(' ')
      return `  ${node.target.join(' ')} ${node.html.slice(0, 200)}: ${why}`
    })
    return [`${violation.id} (${violation.impact}): ${violation.help}`, ...nodes].join('\n')
  })
  expect(found.length, `axe WCAG 2.2 AA violations:\n${summary.join('\n')}`).toBe(0)
}

/**
 * HTML_CodeSniffer's browser build (node_modules/html_codesniffer/build/HTMLCS.js). It is evaluated
 * as axe's script is, not added as a script tag: the app's Content-Security-Policy (script-src
 * 'self') rightly refuses an inline script, and the audit must not need the policy loosened.
 */
const htmlcsSource = readFileSync(
  createRequire(import.meta.url).resolve('html_codesniffer/build/HTMLCS.js'),
  'utf8',
)

/** One HTML_CodeSniffer error, as a failing test prints it. */
export type HtmlcsError = { code: string; message: string; element: string }

/**
 * HTML_CodeSniffer's WCAG2AA errors on the page as it stands (run once it is still, as axe is).
 *
 * Only errors (type 1) count. Warnings (type 2) are what HTMLCS cannot decide and asks a person to
 * look at: the fixed navigation bar (1_4_10), every absolutely placed text whose contrast it cannot
 * measure (1_4_3 G18.Abs), every alt="" image ('check it is decorative', 1_1_1 H67.2), a heading
 * order it guesses at (1_3_1_A G141), a label it compares word by word with the name (2_5_3 F96).
 * They run from ten on the sign-up form to seventy on the meditations list, and are mostly false
 * alarms: as a gate they would be waved through. Notices (type 3) are a checklist, not findings.
 * Errors are what HTMLCS is sure of, and none may remain.
 *
 * The messages are in English (the page is in Spanish, and HTMLCS would pick its language from
 * `<html lang>`, for which it has no messages). A sniff that throws is reported as an error, not
 * swallowed.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsError[]> {
  await animationsSettled(page)
  if (!(await page.evaluate(() => 'HTMLCS' in window))) {
    await page.evaluate(htmlcsSource)
    // HTMLCS 2.5.1's autocomplete sniff (1_3_5) asks for its errors' text as 'InvalidAutoComplete_…',
    // but its translations spell it 'InvalidAutocomplete_…': without the text the sniff throws and
    // the run stops. The script exposes its translations as `window.translation`; each text is
    // given under the spelling asked for too, so the error is reported against its element.
    await page.evaluate(() => {
      const texts = (window as unknown as { translation: Record<string, Record<string, string>> }).translation
      for (const language of Object.values(texts))
        for (const [key, text] of Object.entries(language))
          if (key.includes('InvalidAutocomplete_'))
            language[key.replace('InvalidAutocomplete_', 'InvalidAutoComplete_')] = text
    })
  }
  return page.evaluate(
    () =>
      new Promise<HtmlcsError[]>((resolve) => {
        type Message = { type: number; code: string; msg: string | undefined; element: Element | Document }
        const { HTMLCS: htmlcs } = window as unknown as {
          HTMLCS: {
            process(
              standard: string,
              content: Document,
              done: () => void,
              failed: () => void,
              language: string,
            ): void
            getMessages(): Message[]
          }
        }
        // The element's markup without its (long, utility) classes, cut short.
        const describe = (element: Element | Document) => {
          if (!('outerHTML' in element)) return '(the whole document)'
          const copy = element.cloneNode(true) as Element
          for (const styled of [copy, ...copy.querySelectorAll('[class]')]) styled.removeAttribute('class')
          return copy.outerHTML.slice(0, 300)
        }
        const errors = () =>
          htmlcs
            .getMessages()
            .filter((message) => message.type === 1)
            .map((message) => ({
              code: message.code,
              message: message.msg ?? '(HTMLCS has no text for this code)',
              element: describe(message.element),
            }))
        const failed = (message: string) => resolve([...errors(), { code: 'HTMLCS', message, element: '' }])
        try {
          htmlcs.process(
            'WCAG2AA',
            document,
            () => resolve(errors()),
            () => failed('WCAG2AA did not load'),
            'en',
          )
        } catch (error) {
          failed(`a sniff threw: ${error instanceof Error ? error.stack : error}`)
        }
      }),
  )
}

/** HTML_CodeSniffer finds no WCAG2AA error on the page (see htmlcsErrors for why warnings do not count). */
export async function expectNoHtmlcsErrors(page: Page) {
  const errors = await htmlcsErrors(page)
  const found = errors.map((error) => `${error.code}: ${error.message}\n  ${error.element}`)
  expect(errors.length, `HTML_CodeSniffer's WCAG2AA errors:\n${found.join('\n')}`).toBe(0)
}

/** The cookie banner sits at the bottom of phones' screens: answer it as a person would. */
export async function dismissCookieBanner(page: Page, act: Actions = asIs) {
  const reject = page.getByRole('button', { name: 'Rechazar', exact: true })
  if (await reject.isVisible().catch(() => false)) await act.click(reject)
}

/**
 * Opens a page and waits until the app has taken it over (main.tsx marks it) and until the session
 * is known: the frame drawn meanwhile marks the panel's and back office's main area busy and makes
 * the sign-in card inert. On a pre-rendered page, a click before that would be lost.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-app="ready"]')).toBeAttached()
  await expect(page.locator('main[aria-busy="true"], [inert]')).toHaveCount(0)
}

/**
 * Waits until a landing page island runs (landing.tsx marks it): before that the page shows its
 * pre-render, whose testimonials are paged for a wide screen even on a phone. The testimonials then
 * read the public reviews, which add pages: their carousel is busy (`aria-busy`) until they came.
 */
export async function waitForIsland(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`)
  await expect(island).toHaveAttribute('data-hydrated', 'true')
  await expect(island.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** Opens the trial form from the navigation bar's 'Prueba gratuita' link (in the menu on a phone). */
export async function openTrialFromNavigation(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 1024)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
  // The phone menu sits beside the navigation bar, not inside it.
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .locator('..')
    .getByRole('link', { name: 'Prueba gratuita' })
    .filter({ visible: true })
    .click()
}

/** Opens a back-office page from the sidebar (or the drawer on a phone). */
export async function openFromAdminMenu(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 1280) < 768) {
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await page.getByRole('dialog', { name: 'Menú de administración' }).getByRole('link', { name }).click()
  } else {
    await page.getByRole('navigation', { name: 'Menú de administración' }).getByRole('link', { name }).click()
  }
}

/**
 * Issue 27 (decision 086): a paid plan's checkout asks first for the express request to start now,
 * an unticked box that 'Suscribirme y pagar' (issue 32's order summary) waits for; then the provider's page.
 */
export async function requestImmediateStart(page: Page) {
  // Issue 32: the order summary comes first; on the trial it offers to keep it, so choose 'now'.
  await expect(page.getByRole('heading', { name: 'Resumen de tu pedido' })).toBeVisible()
  const startNow = page.getByRole('radio', { name: 'Empezar el plan ahora' })
  if (await startNow.count()) await startNow.check()
  const request = page.getByRole('checkbox', {
    name: 'Pido que el servicio empiece ahora y acepto que, si desisto en los 14 días, pagaré la parte ya disfrutada.',
  })
  const pay = page.getByRole('button', { name: 'Suscribirme y pagar' })
  await expect(request).not.toBeChecked()
  await expect(pay).toBeDisabled()
  await request.check()
  await pay.click()
}

/** Pays a plan at the built-in test checkout (the account is signed in). */
export async function payAtLocalCheckout(page: Page, slug: string) {
  await page.goto(`/checkout/${slug}`)
  await requestImmediateStart(page)
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/)
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible()
}

/** The mini plan: the test first, then its two themes (Salud emocional and Gratitud), then payment. */
export async function buyMini(page: Page) {
  await page.goto('/checkout/mini')
  await expect(page).toHaveURL('/panel/mis-tests?miniFlow=1')
  await answerWellbeingTest(page)
  const choice = page.getByRole('region', { name: 'Elige tus dos temas' })
  await choice.getByRole('button', { name: 'Salud emocional' }).click()
  await choice.getByRole('button', { name: 'Gratitud' }).click()
  await choice.getByRole('button', { name: 'Continuar con la compra' }).click()
  await requestImmediateStart(page)
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/)
  await page.getByRole('button', { name: 'Pagar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible()
}

/** The consent's box, as a person reads it (decision 100). */
export const healthConsentLabel =
  'Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones.'

/**
 * The step before the first question (decision 100): the answers are health data, so the box, which
 * nobody ticks for the member, then 'Empezar el test'.
 */
export async function giveHealthConsent(page: Page, act: Actions = asIs) {
  const main = page.getByRole('main')
  const box = main.getByRole('checkbox', { name: healthConsentLabel })
  await expect(box).not.toBeChecked()
  await act.check(box)
  await act.click(main.getByRole('button', { name: 'Empezar el test' }))
  await expect(main.getByText('Sección 1 de 5')).toBeVisible()
}

/**
 * Answers the wellbeing test's ten questions with each one's first option, section by section; first
 * the consent, unless the member gave it already (`consentGiven`: a retake).
 */
export async function answerWellbeingTest(
  page: Page,
  act: Actions = asIs,
  { consentGiven = false }: { consentGiven?: boolean } = {},
) {
  const main = page.getByRole('main')
  if (!consentGiven) await giveHealthConsent(page, act)
  for (let section = 1; section <= 5; section += 1) {
    await expect(main.getByText(`Sección ${section} de 5`)).toBeVisible()
    const groups = main.getByRole('group')
    await expect(groups).toHaveCount(2)
    for (const index of [0, 1]) await act.check(groups.nth(index).getByRole('radio').first())
    // A section answered with a pointer moves on by itself (decision 050); the last one waits for
    // 'Ver Resultados'.
    if (section === 5) await act.click(main.getByRole('button', { name: 'Ver Resultados' }))
  }
}

/** Where the page's audio element has got to, in seconds (0 before one exists). */
export const audioTime = (page: Page) =>
  page.evaluate(() => document.querySelector('audio')?.currentTime ?? 0)

/** The signed-in member's listening as the server counted it, in seconds. */
export async function totalPlaytime(page: Page): Promise<number> {
  const response = await page.request.get('/api/stats/total-playtime')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { totalSeconds: number }).totalSeconds
}

/** A visitor presses a plan's 'Suscribirse' on the landing page: the account modal answers. */
export async function subscribeAsVisitor(page: Page, plan: string): Promise<Locator> {
  await page
    .locator('#pricing')
    .getByRole('article', { name: plan, exact: true })
    .getByRole('button', { name: 'Suscribirse' })
    .click()
  return page.getByRole('dialog', { name: 'Necesitas una cuenta' })
}

/**
 * The element is wholly on screen across: inside the window's width and inside every box around it
 * that clips (a table that scrolls sideways hides what is past its edge without widening the page).
 */
export async function expectNotClipped(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  const clipped = await target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const out: string[] = []
    if (box.left < 0 || box.right > document.documentElement.clientWidth) out.push('window')
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.overflowX === 'visible') continue
      const edge = parent.getBoundingClientRect()
      if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)
        out.push(`${parent.tagName.toLowerCase()}.${parent.className}`)
    }
    return out
  })
  expect(clipped, 'cut off by').toEqual([])
}

/** No sideways scrolling of the page. */
export async function expectNoHorizontalScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 1280
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
}

/**
 * The scripts a page runs, as text, from now on: to see which areas of the catalogue they carry
 * (issue 29: each entry point loads only the texts it shows).
 */
export function recordScripts(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  return () => Promise.all(bodies)
}

/** No script carries a sentence of these areas: a bundler puts each key in the file as `"key":`. */
export function expectNoTextsOf(scripts: string[], areas: Record<string, string>[]) {
  const carried = areas
    .flatMap((area) => Object.keys(area))
    .filter((key) => scripts.some((script) => script.includes(`"${key}"`)))
  expect(carried).toEqual([])
}
