import { expect, type Page, type Route, test } from '@playwright/test'
import { demoAdmin, demoCrm, logInToBackOffice } from '../auth/helpers.ts'
import {
  expectNoHorizontalScroll,
  expectNoSeriousViolations,
  expectNotClipped,
  openFromAdminMenu,
  shot,
} from '../page-helpers.ts'

// Programas and Calendario in a real browser at 375 and 1280 px: axe on each state, nothing cut off,
// and a step reordered with dnd-kit's keyboard drag. The catalogue (audios, videos, categories) is the
// demo seed's; the programs' and the calendar's calls answer here as the contract says
// (packages/shared/src/schemas/programs.ts), so the pages are checked on their own. The staff journey
// across the real API is the journeys' spec's.

type Sent = { method: string; path: string; body: unknown }

const json = (route: Route, data: unknown) =>
  route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify({ success: true, message: 'Hecho.', data }),
  })

const day = (offset: number) => {
  const date = new Date()
  date.setDate(date.getDate() + offset)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The programs' and the calendar's calls, answered from a program and a month built on the catalogue. */
async function stubProgramsApi(page: Page): Promise<{ sent: Sent[]; idOf: (title: string) => string }> {
  const sent: Sent[] = []
  const media = (await (await page.request.get('/api/audios/list')).json()) as {
    data: {
      _id: string
      title: string
      fileType: 'audio' | 'video'
      duration: number
      coverImage: unknown
      theme: {
        _id: string
        name: string
        slug: string
        category: { _id: string; name: string; slug: string }
      }
    }[]
  }
  const [first, second] = media.data
  if (!first || !second) throw new Error('The demo seed has audios')
  const item = (entry: typeof first) => ({
    _id: entry._id,
    title: entry.title,
    fileType: entry.fileType,
    duration: entry.duration,
    theme: { _id: entry.theme._id, name: entry.theme.name, slug: entry.theme.slug },
  })
  const program = {
    _id: '00000000-0000-4000-a000-000000000001',
    slug: 'siete-dias-para-empezar',
    title: 'Siete días para empezar',
    description: 'Una meditación al día durante una semana.',
    coverImage: null,
    category: first.theme.category,
    themes: [],
    level: 'inicial',
    pace: 'daily',
    stepCount: 2,
    totalDuration: first.duration + second.duration,
    isActive: true,
    steps: [
      { position: 1, item: item(first) },
      { position: 2, item: item(second) },
    ],
    enrolled: 12,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }
  await page.route(/\/api\/(programs\/admin|today\/calendar)/, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    sent.push({ method: request.method(), path: url.pathname, body: request.postDataJSON() })
    if (request.method() !== 'GET') return json(route, {})
    if (url.pathname === '/api/programs/admin') return json(route, [program])
    if (url.pathname === '/api/programs/admin/stats')
      return json(route, {
        from: url.searchParams.get('from'),
        to: url.searchParams.get('to'),
        programs: [
          {
            _id: program._id,
            title: program.title,
            stepCount: 2,
            started: 8,
            finished: 3,
            reached: [
              { position: 1, done: 7 },
              { position: 2, done: 3 },
            ],
          },
        ],
      })
    const month = url.searchParams.get('month') ?? day(0).slice(0, 7)
    const days: { day: string; item: unknown }[] = []
    for (let date = new Date(`${month}-01T00:00:00Z`); date.toISOString().startsWith(month); ) {
      const key = date.toISOString().slice(0, 10)
      days.push({ day: key, item: key === day(0) ? { ...item(first), coverImage: first.coverImage } : null })
      date.setUTCDate(date.getUTCDate() + 1)
    }
    return json(route, { month, days })
  })
  const idOf = (title: string) => media.data.find((entry) => entry.title === title)?._id ?? title
  return { sent, idOf }
}

for (const width of [375, 1280]) {
  test.describe(`Programas and Calendario at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })
    test.setTimeout(300_000)

    test('an admin creates a program with three steps put in order, and plans a day', async ({ page }) => {
      await logInToBackOffice(page, demoAdmin)
      const { sent, idOf } = await stubProgramsApi(page)
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
      await dialog.getByLabel('Título').fill('Tres pasos')
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

      await openFromAdminMenu(page, 'Calendario')
      await expect(main.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible()
      await expect(main.getByText('Hoy', { exact: true })).toBeVisible()
      await expect(main.getByText('Sin planificar').first()).toBeVisible()
      if (width < 1024) await expect(main.getByRole('table')).toHaveCount(0)
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-calendar')
      await main
        .getByRole('button', { name: /^Elegir la meditación del / })
        .first()
        .click()
      const pick = page.getByRole('dialog', { name: /^Meditación del / })
      await pick
        .getByRole('button', { name: /^Elegir / })
        .first()
        .click()
      await expect(page.getByText('Día planificado.')).toBeVisible()
      expect(sent.some((call) => call.method === 'PUT' && call.path.startsWith('/api/today/calendar/'))).toBe(
        true,
      )
    })

    test('an admin sees where members stop in each program, in Estadísticas', async ({ page }) => {
      await logInToBackOffice(page, demoAdmin)
      await stubProgramsApi(page)
      await openFromAdminMenu(page, 'Estadísticas')
      const section = page.getByRole('region', { name: 'Programas' })
      const program = section.getByRole('article', { name: 'Siete días para empezar' })
      await expect(program.getByText('Empezaron: 8')).toBeVisible()
      await expect(
        program.getByRole('list', { name: 'Pasos hechos de Siete días para empezar' }),
      ).toBeVisible()
      await expectNoHorizontalScroll(page)
      await expectNoSeriousViolations(page)
      await shot(page, 'admin-kpi-programs')
    })

    test('a crmUser reads both pages without a control that writes', async ({ page }) => {
      await logInToBackOffice(page, demoCrm)
      await stubProgramsApi(page)
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
