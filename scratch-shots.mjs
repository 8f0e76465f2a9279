// Scratch (not committed): screenshots of Negocio with mocked answers, and the cancel question.
import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3943'
const out = '/tmp/bizweb/shots'
const day = (offset) => new Date(Date.UTC(2026, 10, 28 - offset)).toISOString().slice(0, 10)
const fig = (value, previous) => ({ value, previous })
const summary = {
  period: { from: day(29), to: day(0), days: 30, timeZone: 'Europe/Madrid', previous: { from: day(59), to: day(30) } },
  currency: 'EUR',
  revenue: {
    mrr: fig(1523.41, 1460.2),
    movement: { new: fig(179.82, 139.86), expansion: fig(40, 20), contraction: fig(0, 0), churned: fig(119.94, 139.93), reactivated: fig(19.99, 0) },
    charged: fig(1702.35, 1630.1), oneOff: fig(0, 0), refunded: fig(13.32, 0), net: fig(1689.03, 1630.1),
  },
  members: {
    paying: fig(84, 81), payingAtStart: fig(81, 79), trialsStarted: fig(23, 19), trialsConverted: fig(8, 8),
    trialConversion: fig(8 / 23, 8 / 19), churned: fig(6, 7), churn: fig(6 / 81, 7 / 79),
  },
  perDay: Array.from({ length: 30 }, (_, i) => ({ day: day(29 - i), paying: 81 + Math.round(i / 10) + (i % 7 === 3 ? 1 : 0), mrr: 1460 + i * 2.1 })),
  cancelReasons: [
    { reason: 'too-expensive', count: 3, previous: 2 }, { reason: 'no-time', count: 2, previous: 3 },
    { reason: 'content', count: 1, previous: 0 }, { reason: 'technical', count: 0, previous: 1 },
    { reason: 'other', count: 1, previous: 0 }, { reason: 'none', count: 2, previous: 2 },
  ],
  cancelNotes: [
    { at: '2026-11-26T09:12:00.000Z', reason: 'too-expensive', note: 'Ahora mismo no me lo puedo permitir, volveré más adelante.' },
    { at: '2026-11-20T18:40:00.000Z', reason: 'content', note: 'Echo de menos meditaciones más largas para dormir.' },
  ],
}
const months = Array.from({ length: 12 }, (_, i) => { const d = new Date(Date.UTC(2025, 11 + i, 1)); return d.toISOString().slice(0, 7) })
const cohorts = {
  timeZone: 'Europe/Madrid',
  cohorts: months.map((month, i) => {
    const size = 6 + ((i * 5) % 9)
    return { month, size, months: Array.from({ length: 12 - i }, (_, offset) => ({ offset, paying: Math.max(0, Math.round(size * (1 - offset * 0.08))), listened: Math.max(0, Math.round(size * (0.9 - offset * 0.1))) })) }
  }),
}
const cats = ['Meditación', 'Salud', 'Sueño', 'Relaciones', 'Trabajo']
const content = {
  members: 58, retained: 41,
  categories: cats.map((name, i) => ({ categoryId: `00000000-0000-4000-8000-00000000000${i}`, name, played: 30 - i * 5, playedRetained: Math.round((30 - i * 5) * (0.85 - i * 0.06)), notPlayed: 28 + i * 5, notPlayedRetained: Math.round((28 + i * 5) * (0.6 + i * 0.02)) })),
  cohorts: [],
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
for (const width of (process.env.WIDTHS ?? '1280,375').split(',').map(Number)) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' })
  const page = await context.newPage()
  const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok', data }) })
  await page.route('**/api/business/summary?*', (r) => r.fulfill(ok(summary)))
  await page.route('**/api/business/cohorts?*', (r) => r.fulfill(ok(cohorts)))
  await page.route('**/api/business/content-retention?*', (r) => r.fulfill(ok(content)))
  await page.goto(`${base}/login?mode=login`)
  const main = page.getByRole('main')
  await main.getByLabel('Correo electrónico').fill('admin@sosiego.app')
  await main.getByLabel('Contraseña', { exact: true }).fill('Sosiego2026!')
  await main.getByRole('button', { name: 'Iniciar sesión' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
  await page.goto(`${base}/admin/negocio?period=last30`)
  await page.getByText('Variación neta del MRR', { exact: false }).waitFor()
  const reject = page.getByRole('button', { name: 'Rechazar', exact: true })
  if (await reject.isVisible().catch(() => false)) await reject.click()
  await page.waitForTimeout(500)
  console.log(width, 'scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth))
  await page.screenshot({ path: `${out}/negocio-${width}.png`, fullPage: true })
  if (width === 375) for (const [i, y] of [0, 1300, 2600, 3900, 5000].entries()) await page.screenshot({ path: `${out}/n375-${i}.png`, fullPage: true, clip: { x: 0, y, width: 375, height: 1300 } })
  if (process.env.ONLY_PAGE) { await context.close(); continue }
  await context.close()

  const member = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-ES' })
  const mp = await member.newPage()
  await mp.goto(`${base}/login?mode=login`)
  const mm = mp.getByRole('main')
  await mm.getByLabel('Correo electrónico').fill('miembro@sosiego.app')
  await mm.getByLabel('Contraseña', { exact: true }).fill('Sosiego2026!')
  await mm.getByRole('button', { name: 'Iniciar sesión' }).click()
  await mp.waitForURL((url) => !url.pathname.startsWith('/login'))
  await mp.goto(`${base}/panel/suscripcion`)
  const r2 = mp.getByRole('button', { name: 'Rechazar', exact: true })
  if (await r2.isVisible().catch(() => false)) await r2.click()
  await mp.getByRole('button', { name: 'Cancelar renovación' }).click()
  const dialog = mp.getByRole('alertdialog')
  await dialog.waitFor()
  await dialog.getByRole('radio', { name: 'No tengo tiempo para usarlo' }).click()
  await mp.waitForTimeout(400)
  console.log('focused', await mp.evaluate(() => document.activeElement?.textContent))
  await mp.screenshot({ path: `${out}/cancel-dialog-${width}.png` })
  await mp.route('**/api/payments/renewal-link?*', (r) => r.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, message: 'ok', data: { planName: 'Full', renewsOn: '2026-12-20T10:00:00.000Z', amount: 19.99, currency: 'EUR', cancelAtPeriodEnd: false, timeZone: 'Europe/Madrid' } }) }))
  await mp.goto(`${base}/renovacion/cancelar?token=abc.def`)
  await mp.getByRole('group', { name: '¿Por qué cancelas?' }).waitFor()
  await mp.screenshot({ path: `${out}/renewal-link-${width}.png`, fullPage: true })
  await member.close()
}
await browser.close()
