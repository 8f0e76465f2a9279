import {
  type Category,
  healthConsentVersion,
  questionnaireQuestions,
  type SessionUser,
  type TestResult,
  type Theme,
} from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { afterEach, expect, vi } from 'vitest'
import { PanelMyTestRoute } from '../../../app/routes/panel-my-test.tsx'
import { TestRoute } from '../../../app/routes/test.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { PendingAnswersRedirect } from './pending-answers-redirect.tsx'

// What the wellbeing test's view tests (test-view-*.test.tsx) share: a small catalogue and the result
// the first options score, members with and without the consent or a result, the API answering the
// test's calls, the routes around /test and /panel/mis-tests, and the test answered by pointer.
// Importing it also registers the hook below, which undoes each test's stubs and kept choices.

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
export const themeRef = (slug: string) => {
  const theme = themes.find((entry) => entry.slug === slug) as Theme
  return { _id: theme._id, name: theme.name, slug }
}
const result: TestResult = {
  category: { _id: uuid(1), name: 'Salud', slug: 'salud' },
  categoriaPrincipal: 'salud',
  themes: ['salud-emocional', 'pareja', 'salud-fisica'].map(themeRef),
  topTemas: ['salud-emocional', 'pareja', 'salud-fisica'],
}
export const firstAnswers = Object.fromEntries(questionnaireQuestions.map((q) => [q.id, q.options[0]?.id]))
/** The consent to the current text, given on 20 November 2026 (decision 100). */
export const healthConsent = { givenAt: '2026-11-20T09:00:00.000Z', version: healthConsentVersion }
/** A member who already gave the consent: the test starts at its first question. */
export const consenting = (overrides: Partial<SessionUser> = {}) =>
  makeSessionUser({ healthConsent, ...overrides })
export const withResult = (overrides: Partial<SessionUser> = {}) =>
  consenting({ tookTest: true, testResult: result, ...overrides })

export function api(more = {}) {
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
    // Mi Test's results recommend a program (issue 30): none here unless a test gives some.
    'GET /api/programs': () => jsonResponse({ success: true, message: 'ok', data: [] }),
    ...more,
  })
}
function submitted(message: string) {
  return jsonResponse({ success: true, message, data: { ...result, testResult: result }, user: withResult() })
}

export const routes = [
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
export async function acceptConsent(user: UserEvent) {
  await user.click(
    await screen.findByRole('checkbox', {
      name: 'Acepto que Sosiego trate mis respuestas a este test, que son datos sobre mi salud, para recomendarme meditaciones.',
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Empezar el test' }))
  expect(await screen.findByText('Sección 1 de 5')).toBeInTheDocument()
}

/** Answers both questions of the current section with their first option. */
export async function answerSection(user: UserEvent) {
  for (const group of screen.getAllByRole('group')) {
    const [first] = within(group).getAllByRole('radio')
    if (first) await user.click(first)
  }
}

/** Answers all ten with a pointer: each section moves on by itself (decision 050). */
export async function answerAll(user: UserEvent) {
  for (let section = 1; section <= 5; section += 1) {
    await answerSection(user)
    if (section < 5) expect(await screen.findByText(`Sección ${section + 1} de 5`)).toBeInTheDocument()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})
