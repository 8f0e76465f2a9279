import { healthConsentVersion } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { markAnonymous, setSessionUser } from '../../../lib/session-store.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { readPendingAnswers } from '../lib/test-storage.ts'
import { autoAdvanceDelayMs } from './questionnaire-form.tsx'
import {
  acceptConsent,
  answerAll,
  answerSection,
  api,
  consenting,
  firstAnswers,
  healthConsent,
  routes,
  withResult,
} from './test-view.test-helpers.tsx'

// Answering the wellbeing test: section by section, moving on by itself after a pointer's answers,
// a visitor's answers kept for after sign-in, and the consent asked before the first question
// (health data, decision 100). The results and Mi Test: test-view-results.test.tsx.

/** Answers both questions of the current section from the keyboard (Space on the first option). */
async function answerSectionByKeyboard(user: UserEvent) {
  for (const group of screen.getAllByRole('group')) {
    within(group).getAllByRole('radio')[0]?.focus()
    await user.keyboard(' ')
  }
}

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
