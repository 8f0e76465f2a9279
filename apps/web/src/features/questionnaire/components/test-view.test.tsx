import {
  type Category,
  healthConsentVersion,
  questionnaireQuestions,
  type SessionUser,
  type TestResult,
  type Theme,
} from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PanelMyTestRoute } from '../../../app/routes/panel-my-test.tsx'
import { TestRoute } from '../../../app/routes/test.tsx'
import { markAnonymous, setSessionUser } from '../../../lib/session-store.ts'
import { mockApi } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { readPendingAnswers, savePendingAnswers, savePendingHealthConsent } from '../lib/test-storage.ts'
import { PendingAnswersRedirect } from './pending-answers-redirect.tsx'
import { autoAdvanceDelayMs } from './questionnaire-form.tsx'

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const categories: Category[] = [
  { slug: 'salud', name: 'Salud', description: 'Bienestar para la mente, las emociones y el cuerpo.' },
  { slug: 'relaciones', name: 'Relaciones', description: 'Cuida los vínculos.' },
  { slug: 'personal', name: 'Personal', description: 'Conócete mejor.' },
].map((entry, index) => ({
  _id: uuid(index + 1),
  ...entry,
  isActive: true,
  isDeleted: false,
  order: index + 1,
  coverImage: { coverImageName: `${entry.slug}.webp`, coverImageUrl: `/media/${entry.slug}.webp` },
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
}))
const themeRows: [string, string, string][] = [
  ['salud-emocional', 'Salud emocional', 'salud'],
  ['pareja', 'Pareja', 'relaciones'],
  ['salud-fisica', 'Salud física', 'salud'],
  ['habitos', 'Hábitos', 'personal'],
  ['familia', 'Familia', 'relaciones'],
]
const themes: Theme[] = themeRows.map(([slug, name, categorySlug], index) => {
  const category = categories.find((entry) => entry.slug === categorySlug) as Category
  return {
    _id: uuid(100 + index),
    name,
    slug,
    description: `Descripción de ${name}.`,
    isActive: true,
    isDeleted: false,
    order: index,
    coverImage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    category: { _id: category._id, name: category.name, slug: category.slug },
  }
})
const themeRef = (slug: string) => {
  const theme = themes.find((entry) => entry.slug === slug) as Theme
  return { _id: theme._id, name: theme.name, slug }
}
const result: TestResult = {
  category: { _id: uuid(1), name: 'Salud', slug: 'salud' },
  categoriaPrincipal: 'salud',
  themes: ['salud-emocional', 'pareja', 'salud-fisica'].map(themeRef),
  topTemas: ['salud-emocional', 'pareja', 'salud-fisica'],
}
const firstAnswers = Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options[0]?.id]))
/** The consent to the current text, given on 20 November 2026 (decision 100). */
const healthConsent = { givenAt: '2026-11-20T09:00:00.000Z', version: healthConsentVersion }
/** A member who already gave the consent: the test starts at its first question. */
const consenting = (overrides: Partial<SessionUser> = {}) => makeSessionUser({ healthConsent, ...overrides })
const withResult = (overrides: Partial<SessionUser> = {}) =>
  consenting({ tookTest: true, testResult: result, ...overrides })

function api(more = {}) {
  return mockApi({
    'GET /api/categories/list': () => jsonResponse({ success: true, message: 'ok', data: categories }),
    'GET /api/themes/list': () => jsonResponse({ success: true, message: 'ok', data: themes }),
    'GET /api/users/test-history': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: [
          {
            _id: uuid(900),
            createdAt: '2026-11-20T10:00:00.000Z',
            answers: firstAnswers,
            testResults: result,
          },
        ],
      }),
    'POST /api/users/take-test': () => submitted('Resultados del test guardados correctamente.'),
    'PUT /api/users/retake-test': () => submitted('Resultados del test actualizados correctamente.'),
    ...more,
  })
}
function submitted(message: string) {
  return jsonResponse({ success: true, message, data: { ...result, testResult: result }, user: withResult() })
}

const routes = [
  { path: '/test', element: <TestRoute /> },
  { path: '/panel/mis-tests', element: <PanelMyTestRoute /> },
  { path: '/panel', element: <PanelStub /> },
  { path: '/checkout/mini', element: <h1>Checkout mini</h1> },
  { path: '/login', element: <h1>Login</h1> },
  { path: '/', element: <h1>Inicio</h1> },
]
function PanelStub() {
  return <PendingAnswersRedirect user={makeSessionUser()} />
}

/** The consent step before the first question: the box ticked, then 'Empezar el test'. */
async function acceptConsent(user: UserEvent) {
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones.',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Empezar el test' }))
  expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
}

/** Answers both questions of the current section with their first option. */
async function answerSection(user: UserEvent) {
  for (const group of screen.getAllByRole('group')) {
    const [first] = within(group).getAllByRole('radio')
    if (first) await user.click(first)
  }
}

/** Answers both questions of the current section from the keyboard (Space on the first option). */
async function answerSectionByKeyboard(user: UserEvent) {
  for (const group of screen.getAllByRole('group')) {
    within(group).getAllByRole('radio')[0]?.focus()
    await user.keyboard(' ')
  }
}

/** Answers all ten with a pointer: each section moves on by itself (decision 050). */
async function answerAll(user: UserEvent) {
  for (let section = 1; section <= 5; section += 1) {
    await answerSection(user)
    if (section < 5) expect(await screen.findByText(`Sección ${section + 1} de 5`)).toBeInTheDocument()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

describe('/test for a visitor', () => {
  it('goes section by section, next only when both questions are answered, with progress', async () => {
    api()
    markAnonymous()
    const { user } = renderRoutes(routes, '/test')
    expect(screen.getByRole('heading', { level: 1, name: 'Test de bienestar' })).toBeInTheDocument()
    await acceptConsent(user)
    expect(screen.getByTestId('test-progress')).toHaveTextContent('0/10')
    const next = screen.getByRole('button', { name: 'Siguiente' })
    expect(next).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()

    // From the keyboard the section waits for 'Siguiente'.
    const [first] = screen.getAllByRole('group')
    within(first as HTMLElement)
      .getAllByRole('radio')[1]
      ?.focus()
    await user.keyboard(' ')
    expect(next).toBeDisabled()
    expect(screen.getByTestId('test-progress')).toHaveTextContent('1/10')
    await answerSectionByKeyboard(user)
    expect(next).toBeEnabled()
    await new Promise((done) => setTimeout(done, autoAdvanceDelayMs + 100))
    expect(screen.getByText('Sección 1 de 5')).toBeInTheDocument()
    await user.click(next)
    expect(screen.getByText('Sección 2 de 5')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled()

    // Back keeps what was answered.
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(screen.getByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled()
  })

  it('moves on by itself once a section is answered with a pointer, once, and never past the last', async () => {
    api()
    markAnonymous()
    const { user } = renderRoutes(routes, '/test')
    await acceptConsent(user)
    // The first answer does not move on; the second, which completes the section, does.
    const [first] = screen.getAllByRole('group')
    await user.click(within(first as HTMLElement).getAllByRole('radio')[0] as HTMLElement)
    await new Promise((done) => setTimeout(done, autoAdvanceDelayMs + 100))
    expect(screen.getByText('Sección 1 de 5')).toBeInTheDocument()
    await answerSection(user)
    expect(await screen.findByText('Sección 2 de 5')).toBeInTheDocument()
    expect(screen.getByTestId('test-progress')).toHaveTextContent('2/10')

    // 'Siguiente' pressed before the pause ends moves one section, not two.
    await answerSection(user)
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))
    expect(screen.getByText('Sección 3 de 5')).toBeInTheDocument()
    await new Promise((done) => setTimeout(done, autoAdvanceDelayMs + 100))
    expect(screen.getByText('Sección 3 de 5')).toBeInTheDocument()

    // A complete section come back to stays while an answer changes.
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    const [again] = screen.getAllByRole('group')
    await user.click(within(again as HTMLElement).getAllByRole('radio')[1] as HTMLElement)
    await new Promise((done) => setTimeout(done, autoAdvanceDelayMs + 100))
    expect(screen.getByText('Sección 2 de 5')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Siguiente' }))

    // The last section waits for 'Ver Resultados'.
    for (const section of [3, 4]) {
      await answerSection(user)
      expect(await screen.findByText(`Sección ${section + 1} de 5`)).toBeInTheDocument()
    }
    await answerSection(user)
    await new Promise((done) => setTimeout(done, autoAdvanceDelayMs + 100))
    expect(screen.getByText('Sección 5 de 5')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Ver Resultados' })).toBeEnabled()
    expect(screen.queryByRole('dialog', { name: 'Necesitas una cuenta' })).not.toBeInTheDocument()
  })

  it("keeps the answers and asks for an account on 'Ver Resultados'", async () => {
    const mock = api()
    markAnonymous()
    const { user } = renderRoutes(routes, '/test')
    await acceptConsent(user)
    await answerAll(user)
    expect(screen.getByTestId('test-progress')).toHaveTextContent('10/10')
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('dialog', { name: 'Necesitas una cuenta' })).toBeInTheDocument()
    expect(readPendingAnswers()).toEqual(firstAnswers)
    expect(localStorage.getItem('loginRedirect')).toBe('/test')
    expect(mock.callsTo('POST /api/users/take-test')).toHaveLength(0)
  })
})

describe('/test for a member', () => {
  it('sends the answers and shows the results', async () => {
    const mock = api()
    setSessionUser(consenting())
    const { user } = renderRoutes(routes, '/test')
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(mock.callsTo('POST /api/users/take-test')[0]?.body).toEqual({ answers: firstAnswers })
    expect(screen.getByRole('heading', { level: 3, name: 'Salud' })).toBeInTheDocument()
    for (const name of ['Salud emocional', 'Pareja', 'Salud física']) {
      expect(screen.getByRole('heading', { level: 4, name })).toBeInTheDocument()
    }
  })

  it('sends answers left before signing in, once, and shows the results', async () => {
    const mock = api()
    savePendingAnswers(firstAnswers as never)
    savePendingHealthConsent()
    setSessionUser(makeSessionUser())
    renderRoutes(routes, '/test')
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    // The consent the visitor gave before the first question goes with them (decision 100).
    expect(mock.callsTo('POST /api/users/take-test')).toEqual([
      expect.objectContaining({ body: { answers: firstAnswers, healthConsent: true } }),
    ])
    expect(readPendingAnswers()).toBeNull()
    expect(localStorage.getItem('pendingHealthConsent')).toBeNull()
  })

  it('explains each theme, links plans without an active plan, and retakes with PUT', async () => {
    const mock = api()
    setSessionUser(withResult())
    const { user } = renderRoutes(routes, '/test')
    expect(await screen.findByText('Test realizado el 20 de noviembre de 2026.')).toBeInTheDocument()
    // With the first options: salud-emocional (p2, p4) and pareja (p3, p10) twice, salud-fisica once.
    expect(screen.getAllByText('Apareció en 2 de tus respuestas.')).toHaveLength(2)
    expect(screen.getByText('Apareció en una de tus respuestas.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('link', { name: /Escuchar meditaciones/ })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Repetir test' }))
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(mock.callsTo('PUT /api/users/retake-test')).toHaveLength(1)
  })

  it('leads a member with an active plan to Meditaciones filtered by each theme', async () => {
    api()
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    renderRoutes(routes, '/test')
    const link = await screen.findByRole('link', { name: 'Escuchar meditaciones de Pareja' })
    expect(link).toHaveAttribute('href', '/panel/meditaciones?tema=pareja')
    expect(screen.queryByRole('link', { name: 'Ver planes' })).toBeNull()
  })

  it('lets a new member with the trial in force listen first, and nobody else', async () => {
    api()
    setSessionUser(consenting({ activeSubscription: activeSubscription() }))
    const first = renderRoutes(routes, '/test')
    expect(await screen.findByText(/¿Prefieres escuchar ya\?/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a Meditaciones' })).toHaveAttribute(
      'href',
      '/panel/meditaciones',
    )
    first.unmount()
    // Without a plan in force there is nothing to listen to yet; a retake is a choice already made.
    setSessionUser(consenting())
    const noPlan = renderRoutes(routes, '/test')
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ir a Meditaciones' })).toBeNull()
    noPlan.unmount()
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    const { user } = renderRoutes(routes, '/test')
    await user.click(await screen.findByRole('button', { name: 'Repetir test' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Ir a Meditaciones' })).toBeNull()
  })

  it('disables the retake for a mini holder who took the test', async () => {
    api()
    setSessionUser(withResult({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }))
    renderRoutes(routes, '/test')
    const retake = await screen.findByRole('button', { name: 'Repetir test' })
    expect(retake).toBeDisabled()
    expect(retake).toHaveAccessibleDescription('Con el plan Mini no es posible repetir el test.')
  })

  it('deletes the answers after a confirmation and shows the test again', async () => {
    const mock = api({
      'DELETE /api/users/test': () =>
        jsonResponse({
          success: true,
          message: 'Tus respuestas del test se han eliminado.',
          user: consenting(),
        }),
    })
    setSessionUser(withResult())
    const { user } = renderRoutes(routes, '/test')
    await user.click(await screen.findByRole('button', { name: 'Eliminar mis respuestas' }))
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar tus respuestas del test?' })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(mock.callsTo('DELETE /api/users/test')).toHaveLength(1)
  })

  it('tells staff the test is for members', async () => {
    api()
    setSessionUser(makeSessionUser({ role: 'admin' }))
    renderRoutes(routes, '/test')
    expect(
      await screen.findByText('El test de bienestar es para los miembros de Sosiego.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})

describe('/panel/mis-tests', () => {
  it("is headed 'Mi Test' and shows the test when there is no result", async () => {
    api()
    setSessionUser(consenting())
    renderRoutes(routes, '/panel/mis-tests')
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Test' })).toBeInTheDocument()
    expect(screen.getByText('Sección 1 de 5')).toBeInTheDocument()
  })

  it('takes a member who left answers as a visitor from the panel to Mi Test', async () => {
    const mock = api()
    savePendingAnswers(firstAnswers as never)
    savePendingHealthConsent()
    setSessionUser(makeSessionUser())
    renderRoutes(routes, '/panel')
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Mi Test' })).toBeInTheDocument()
    expect(mock.callsTo('POST /api/users/take-test')).toHaveLength(1)
  })

  it('with miniFlow=1: picks exactly two themes, results first, and goes to the mini checkout', async () => {
    api()
    setSessionUser(withResult())
    const { user, router } = renderRoutes(routes, '/panel/mis-tests?miniFlow=1')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Completar compra de plan Mini' }),
    ).toBeInTheDocument()
    const picker = await screen.findByRole('region', { name: 'Elige tus dos temas' })
    const buttons = within(picker).getAllByRole('button', { pressed: false })
    // The result's themes come first, in the result's order.
    expect(buttons.slice(0, 3).map((button) => button.textContent)).toEqual([
      'Salud emocional',
      'Pareja',
      'Salud física',
    ])
    const next = within(picker).getByRole('button', { name: 'Continuar con la compra' })
    expect(next).toBeDisabled()
    await user.click(within(picker).getByRole('button', { name: 'Pareja' }))
    await user.click(within(picker).getByRole('button', { name: 'Hábitos' }))
    expect(within(picker).getByText('2 de 2 temas elegidos')).toBeInTheDocument()
    // A third cannot be added.
    expect(within(picker).getByRole('button', { name: 'Familia' })).toBeDisabled()
    await user.click(next)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/mini'))
    expect(JSON.parse(sessionStorage.getItem('miniSelectedThemes') ?? '[]')).toEqual([
      themeRef('pareja')._id,
      themeRef('habitos')._id,
    ])
  })
})

describe('the consent before the first question (health data, decision 100)', () => {
  const label =
    'Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones.'

  it('asks a visitor first, unticked, and does not start the test until the box is ticked', async () => {
    const mock = api()
    markAnonymous()
    const { user } = renderRoutes(routes, '/test')
    expect(await screen.findByRole('heading', { level: 2, name: 'Antes de empezar' })).toBeInTheDocument()
    const box = screen.getByRole('checkbox', { name: label })
    expect(box).not.toBeChecked()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByRole('link', { name: 'Cómo tratamos estos datos' })).toHaveAttribute(
      'href',
      '/politica-privacidad#datos-de-salud',
    )

    await user.click(screen.getByRole('button', { name: 'Empezar el test' }))
    expect(box).toHaveAccessibleDescription('Marca la casilla para empezar el test.')
    expect(box).toHaveFocus()
    expect(screen.queryByText('Sección 1 de 5')).toBeNull()
    expect(screen.queryByRole('radio')).toBeNull()

    await user.click(box)
    await user.click(screen.getByRole('button', { name: 'Empezar el test' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    // Kept in this browser with the answers, sent when the visitor has an account; nothing is sent now.
    expect(localStorage.getItem('pendingHealthConsent')).toBe(healthConsentVersion)
    expect(mock.calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it("records a member's consent on the server before the first question", async () => {
    const mock = api({
      'POST /api/users/health-consent': () =>
        jsonResponse({ success: true, message: 'Hemos guardado tu consentimiento.', user: consenting() }),
    })
    setSessionUser(makeSessionUser())
    const { user } = renderRoutes(routes, '/panel/mis-tests')
    expect(await screen.findByRole('checkbox', { name: label })).not.toBeChecked()
    expect(screen.queryByRole('radio')).toBeNull()
    await acceptConsent(user)
    expect(mock.callsTo('POST /api/users/health-consent')).toHaveLength(1)
    await answerAll(user)
    await user.click(screen.getByRole('button', { name: 'Ver Resultados' }))
    expect(await screen.findByRole('heading', { name: 'Tus resultados' })).toBeInTheDocument()
    expect(mock.callsTo('POST /api/users/take-test')[0]?.body).toEqual({ answers: firstAnswers })
  })

  it('keeps the test closed when the consent could not be recorded', async () => {
    api({
      'POST /api/users/health-consent': () =>
        jsonResponse({ success: false, message: 'Error del servidor', code: 'internal' }, 500),
    })
    setSessionUser(makeSessionUser())
    const { user } = renderRoutes(routes, '/panel/mis-tests')
    await user.click(await screen.findByRole('checkbox', { name: label }))
    await user.click(screen.getByRole('button', { name: 'Empezar el test' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Empezar el test' })).toBeEnabled())
    expect(screen.queryByText('Sección 1 de 5')).toBeNull()
  })

  it('skips the step for a member who already gave it, saying when and where to withdraw it', async () => {
    api()
    setSessionUser(withResult())
    const { user } = renderRoutes(routes, '/panel/mis-tests')
    await user.click(await screen.findByRole('button', { name: 'Repetir test' }))
    expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: label })).toBeNull()
    expect(
      screen.getByText('Nos diste tu consentimiento para tratar tus respuestas el 20 de noviembre de 2026.', {
        exact: false,
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Puedes retirarlo en Configuración.' })).toHaveAttribute(
      'href',
      '/panel/configuracion?pestana=cuenta',
    )
  })

  it('asks again a member whose consent was given to an older text', async () => {
    api()
    setSessionUser(makeSessionUser({ healthConsent: { ...healthConsent, version: '2020-01-01' } }))
    renderRoutes(routes, '/panel/mis-tests')
    expect(await screen.findByRole('checkbox', { name: label })).not.toBeChecked()
    expect(screen.queryByRole('radio')).toBeNull()
  })
})
