import AxeBuilder from '@axe-core/playwright'
import { test } from '@playwright/test'
import { openPage } from '../page-helpers.ts'

test('scratch', async ({ page }) => {
  await openPage(page, '/login?mode=signup')
  const r0 = await new AxeBuilder({ page }).withRules(['region']).analyze()
  console.log('before', r0.violations.length)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Crear cuenta' }).click()
  await page.waitForTimeout(1000)
  const r = await new AxeBuilder({ page }).withRules(['region']).analyze()
  console.log('after', JSON.stringify(r.violations.map((v) => v.nodes.map((n) => n.html))))
  console.log(
    await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .slice(0, 3)
        .map((a) => a.outerHTML.slice(0, 120))
        .join('\n'),
    ),
  )
  console.log(await page.evaluate(() => document.body.innerHTML.slice(0, 600)))
})
