import { expect, type Page, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice, originHeaders } from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  expectNotClipped,
  openFromAdminMenu,
  shot,
} from '../page-helpers.ts'

// Programas and Calendario in a real browser at 375 and 1280 px, on the real API and the demo seed:
// axe on each state, nothing cut off, a step reordered with dnd-kit's keyboard drag and the steps
// sent in the order shown, a day planned, where members stop in Estadísticas, and crmUser reading.
// The program made here is deleted at the end, so no member of the other specs meets it.

type Sent = { method: string; path: string; body: unknown }

/** The programs' and the calendar's writes the page sends to the server, as sent. */
function recordWrites(page: Page): Sent[] {
  const sent: Sent[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.method() === 'GET' || !/^\/api\/(programs\/admin|today\/calendar)/.test(url.pathname)) return
    sent.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() })
  })
  return sent
}

/** The catalogue's items by title, as the staff list answers them. */
async function catalogueIds(page: Page): Promise<(title: string) => string> {
  const media = (await (await page.request.get('/api/audios/list')).json()) as {
    data: { _id: string; title: string }[]
  }
  return (title) => media.data.find((entry) => entry.title === title)?._id ?? title
}

for (const width of [375, 1280]) {
  test.describe(`Programas and Calendario at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    test.setTimeout(300_000)

    test('an admin creates a program with three steps put in order, and plans a week', async ({ page }) => {
      await logInToBackOffice(page, demoAdmin)
      const sent = recordWrites(page)
      const idOf = await catalogueIds(page)
      await openFromAdminMenu(page, 'Programas')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 1, name: 'Programas' })).toBeVisible()
      const switchOf = main.getByRole('switch', { name: 'Activo: Siete días para empezar' })
      await expect(switchOf).toBeVisible()
      if (width < 1024) await expect(main.getByRole('table')).toHaveCount(0)
      await expectNotClipped(main.getByRole('button', { name: 'Eliminar Siete días para empezar' }))
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-programs')

      await main.getByRole('button', { name: 'Agregar programa' }).click()
      const dialog = page.getByRole('dialog', { name: 'Agregar programa' })
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog.getByText('Añade al menos un paso al programa.')).toBeVisible()
      await dialog.getByLabel('Título').fill(`Tres pasos ${width}`)
      await dialog.getByLabel('Descripción').fill('Tres prácticas breves.')
      await dialog.getByRole('combobox', { name: 'Categoría' }).selectOption({ index: 1 })
      const results = dialog.getByRole('list', { name: 'Audios y videos encontrados' })
      const adds = results.getByRole('button', { name: /^Añadir / })
      const titles: string[] = []
      for (let index = 0; index < 3; index += 1) {
        const add = adds.first()
        titles.push(((await add.getAttribute('aria-label')) ?? '').replace(/^Añadir /, ''))
        await add.click()
      }
      const steps = dialog.getByRole('list', { name: 'Pasos' })
      await expect(steps.getByRole('listitem')).toHaveCount(3)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-program-form')

      // dnd-kit's keyboard drag: Space lifts the first step, ArrowDown moves it, Space drops it.
      await steps.getByRole('button', { name: `Mover el paso 1, ${titles[0]}` }).focus()
      await page.keyboard.press('Space')
      await expect(page.getByText(`Has tomado ${titles[0]}, el paso 1 de 3.`)).toBeAttached()
      await page.keyboard.press('ArrowDown')
      await expect(page.getByText(`${titles[0]} pasaría a ser el paso 2 de 3.`)).toBeAttached()
      await page.keyboard.press('Space')
      await expect(steps.getByRole('button', { name: `Mover el paso 2, ${titles[0]}` })).toBeVisible()
      // Then Bajar moves the last-but-one to the end.
      await steps.getByRole('button', { name: `Bajar ${titles[0]}` }).click()
      await expect(steps.getByRole('button', { name: `Mover el paso 3, ${titles[0]}` })).toBeVisible()
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Programa creado correctamente.')).toBeVisible()
      const created = sent.find((call) => call.method === 'POST')
      // Dragged from 1 to 2, then down to 3: the body has the steps in the order shown.
      expect((created?.body as { steps: string[] } | undefined)?.steps).toEqual(
        [titles[1], titles[2], titles[0]].map((title) => idOf(title ?? '')),
      )
      await expect(main.getByText(`Tres pasos ${width}`).first()).toBeVisible()
      const programs = (await (await page.request.get('/api/programs/admin')).json()) as {
        data: { _id: string; title: string }[]
      }
      const made = programs.data.find((program) => program.title === `Tres pasos ${width}`)
      expect(made).toBeDefined()

      await openFromAdminMenu(page, 'Calendario')
      await expect(main.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible()
      await expect(main.getByText('Hoy', { exact: true })).toBeVisible()
      await expect(main.getByText('Sin planificar').first()).toBeVisible()
      if (width < 1024) await expect(main.getByRole('table')).toHaveCount(0)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-calendar')
      // A week planned two months ahead (a month the demo seed leaves empty), day after day.
      await main.getByRole('button', { name: 'Mes siguiente' }).click()
      await main.getByRole('button', { name: 'Mes siguiente' }).click()
      await expect(main.getByText(/días sin planificar este mes/)).toBeVisible()
      const picks = main.getByRole('button', { name: /^Elegir la meditación del / })
      const gaps = await picks.count()
      for (let day = 0; day < 7; day += 1) {
        await picks.first().click()
        const pick = page.getByRole('dialog', { name: /^Meditación del / })
        await pick
          .getByRole('button', { name: /^Elegir / })
          .nth(day)
          .click()
        await expect(pick).toBeHidden()
        await expect(picks).toHaveCount(gaps - day - 1)
      }
      const planned = sent.filter(
        (call) => call.method === 'PUT' && call.path.startsWith('/api/today/calendar/'),
      )
      // Seven days in a row (the month's first gaps: the other width's run planned the week before),
      // each with its own item.
      const days = planned.map((call) => Number(call.path.slice(-2)))
      expect(days).toEqual(days.map((_, at) => (days[0] ?? 0) + at))
      expect(days).toHaveLength(7)
      expect(new Set(planned.map((call) => (call.body as { mediaId: string }).mediaId)).size).toBe(7)
      await expectNoSeriousViolations(page)
      const removed = await page.request.delete(`/api/programs/admin/${made?._id}`, {
        headers: originHeaders(),
      })
      expect(removed.ok()).toBe(true)
    })

    test('an admin sees where members stop in each program, in Estadísticas', async ({ page }) => {
      await logInToBackOffice(page, demoAdmin)
      await openFromAdminMenu(page, 'Estadísticas')
      const section = page.getByRole('region', { name: 'Programas' })
      const program = section.getByRole('article', { name: 'Siete días para empezar' })
      await expect(program.getByText(/^Empezaron: [1-9]/)).toBeVisible()
      await expect(
        program.getByRole('list', { name: 'Pasos hechos de Siete días para empezar' }),
      ).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-kpi-programs')
    })

    test('a crmUser reads both pages without a control that writes', async ({ page }) => {
      await logInToBackOffice(page, demoCrm)
      await openFromAdminMenu(page, 'Programas')
      const main = page.getByRole('main')
      await expect(main.getByRole('switch', { name: 'Activo: Siete días para empezar' })).toBeDisabled()
      await expect(main.getByRole('button', { name: 'Agregar programa' })).toHaveCount(0)
      await expectNoSeriousViolations(page)
      await openFromAdminMenu(page, 'Calendario')
      await expect(main.getByText('Sin planificar').first()).toBeVisible()
      await expect(main.getByRole('button', { name: /^Elegir|^Cambiar|^Quitar/ })).toHaveCount(0)
      await expectNoSeriousViolations(page)
    })
  })
}
