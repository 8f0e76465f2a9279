import { expect, type Page, test } from '@playwright/test'
import { dismissCookieBanner, openPage, waitForIsland } from '../page-helpers.ts'

// The first three embedded testimonials, then the seeded public reviews, newest first; a review's
// author shows with the initial of the last name only.
const embedded = ['Carmen Ortega', 'Javier Salinas', 'Sofía Medina']
const seededReviews = ['Lucía F.', 'Diego M.', 'Valeria C.', 'Andrés N.']
const all = [...embedded, ...seededReviews]

async function openTestimonials(page: Page) {
  await openPage(page, '/#testimonials')
  // The cookie banner sits over the bottom of the page: answer it first.
  await dismissCookieBanner(page)
  await waitForIsland(page, 'testimonials')
  const section = page.locator('#testimonials')
  await expect(
    section.getByRole('heading', { level: 2, name: 'Lo que dicen nuestros usuarios' }),
  ).toBeVisible()
  return section
}

const cardNames = (page: Page) => page.getByTestId('testimonials-page').getByRole('heading', { level: 3 })

test('GET /api/reviews lists the seeded reviews as a bare array', async ({ request }) => {
  const res = await request.get('/api/reviews')
  expect(res.ok()).toBe(true)
  const body = await res.json()
  expect(Array.isArray(body)).toBe(true)
  expect(
    body.map(
      (review: { userId: { name: string; lastName: string } }) =>
        `${review.userId.name} ${review.userId.lastName}`,
    ),
  ).toEqual(seededReviews)
})

test.describe('testimonials at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('three cards per page; the arrows wrap around; the seeded reviews follow the embedded ones', async ({
    page,
  }) => {
    const section = await openTestimonials(page)
    const next = section.getByRole('button', { name: 'Testimonios siguientes' })
    const previous = section.getByRole('button', { name: 'Testimonios anteriores' })

    await expect(section.getByText('Página 1 de 3')).toBeVisible()
    await expect(cardNames(page)).toHaveText(all.slice(0, 3))

    await next.click()
    await expect(section.getByText('Página 2 de 3')).toBeVisible()
    await expect(cardNames(page)).toHaveText(all.slice(3, 6))
    const valeria = section.getByRole('article', { name: 'Valeria C.' })
    await expect(valeria.getByText('4.0/5.0 rating')).toBeVisible()
    await expect(valeria.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible()
    // The server vouches for the author's listening (seeded: 7 h 10 min).
    await expect(valeria.getByText('Oyente verificado · 7 h de escucha')).toBeVisible()

    await next.click()
    await expect(cardNames(page)).toHaveText(all.slice(6))
    await next.click()
    await expect(section.getByText('Página 1 de 3')).toBeVisible()
    await expect(cardNames(page)).toHaveText(all.slice(0, 3))

    await previous.click()
    await expect(section.getByText('Página 3 de 3')).toBeVisible()
    await expect(cardNames(page)).toHaveText(['Andrés N.'])

    // The arrow keys page too, while focus is on the carousel's buttons.
    await previous.focus()
    await page.keyboard.press('ArrowRight')
    await expect(section.getByText('Página 1 de 3')).toBeVisible()
  })

  test('embedded texts over 120 characters end in an ellipsis; cards sit side by side', async ({ page }) => {
    const section = await openTestimonials(page)
    const carmen = section.getByRole('article', { name: 'Carmen Ortega' })
    await expect(carmen.locator('blockquote')).toHaveText(/\.\.\.”$/)
    await expect(carmen.getByText('5.0/5.0 rating')).toBeVisible()
    const boxes = await section
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top))
    expect(new Set(boxes.map(Math.round)).size).toBe(1)
  })
})

test.describe('testimonials at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('one card per page; the arrows wrap around both ways', async ({ page }) => {
    const section = await openTestimonials(page)
    const next = section.getByRole('button', { name: 'Testimonios siguientes' })
    const previous = section.getByRole('button', { name: 'Testimonios anteriores' })

    await expect(section.getByText(`Página 1 de ${all.length}`)).toBeVisible()
    await expect(cardNames(page)).toHaveText([all[0] as string])

    await previous.click()
    await expect(section.getByText(`Página ${all.length} de ${all.length}`)).toBeVisible()
    await expect(cardNames(page)).toHaveText(['Andrés N.'])

    await next.click()
    await expect(cardNames(page)).toHaveText([all[0] as string])
    for (const name of all.slice(1, 4)) {
      await next.click()
      await expect(cardNames(page)).toHaveText([name])
    }

    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
