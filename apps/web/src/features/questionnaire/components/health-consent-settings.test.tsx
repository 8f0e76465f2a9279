import { healthConsentVersion, type SessionUser } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const withdrawKey = 'DELETE /api/users/health-consent'
const healthConsent = { givenAt: '2026-11-20T09:00:00.000Z', version: healthConsentVersion }
const result = {
  category: null,
  categoriaPrincipal: 'salud',
  themes: [],
  topTemas: ['salud-emocional', 'pareja', 'salud-fisica'],
}

afterEach(() => vi.unstubAllGlobals())

/** Configuración opened on 'Tu cuenta' from the test's link, the withdrawal answered as the server does. */
function openAccountTab(user: SessionUser) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/users/data-export': () =>
      jsonResponse({ success: true, data: { export: null, nextRequestAt: null } }),
    [withdrawKey]: (_call, url) => {
      const kept = new URL(url, 'http://localhost').searchParams.get('keepRecommendation') === 'true'
      return jsonResponse({
        success: true,
        message: kept
          ? 'Has retirado tu consentimiento. Hemos eliminado tus respuestas y conservado tu recomendación.'
          : 'Has retirado tu consentimiento. Hemos eliminado tus respuestas y tu recomendación.',
        user: { ...user, healthConsent: null, ...(kept ? {} : { tookTest: false, testResult: null }) },
      })
    },
  })
  const view = renderRoutes(routes, '/panel/configuracion?pestana=cuenta')
  return { api, view }
}

describe('/panel/configuracion › Tu cuenta › the test consent (decision 100)', () => {
  it('says when the consent was given, and withdraws it deleting the recommendation unless kept', async () => {
    const { api, view } = openAccountTab(
      makeSessionUser({ healthConsent, tookTest: true, testResult: result }),
    )
    const section = await screen.findByRole('region', { name: 'Tus respuestas del test de bienestar' })
    expect(
      within(section).getByText('Nos diste tu consentimiento el 20 de noviembre de 2026.'),
    ).toBeInTheDocument()
    expect(
      within(section).getByRole('link', { name: 'Más información en la Política de privacidad' }),
    ).toHaveAttribute('href', '/politica-privacidad#datos-de-salud')

    await view.user.click(within(section).getByRole('button', { name: 'Retirar mi consentimiento' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar tu consentimiento?' })
    const keep = within(dialog).getByRole('checkbox', {
      name: 'Conservar mi recomendación (categoría principal y temas)',
    })
    // Kept only by choice: the box starts unticked.
    expect(keep).not.toBeChecked()
    await view.user.click(within(dialog).getByRole('button', { name: 'Retirar y borrar mis respuestas' }))
    expect(
      await screen.findByText(
        'Has retirado tu consentimiento. Hemos eliminado tus respuestas y tu recomendación.',
      ),
    ).toBeInTheDocument()
    expect(api.callsTo(withdrawKey)).toHaveLength(1)
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/users/health-consent?keepRecommendation=false',
    )
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(authStore.getState().user).toMatchObject({ healthConsent: null, tookTest: false })
    expect(
      within(section).getByText('No tenemos tu consentimiento para tratar tus respuestas al test.'),
    ).toBeInTheDocument()
    expect(within(section).queryByRole('button', { name: 'Retirar mi consentimiento' })).toBeNull()
  })

  it('keeps the recommendation when the member ticks it', async () => {
    const { api, view } = openAccountTab(
      makeSessionUser({ healthConsent, tookTest: true, testResult: result }),
    )
    await view.user.click(await screen.findByRole('button', { name: 'Retirar mi consentimiento' }))
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar tu consentimiento?' })
    await view.user.click(within(dialog).getByRole('checkbox', { name: /Conservar mi recomendación/ }))
    await view.user.click(within(dialog).getByRole('button', { name: 'Retirar y borrar mis respuestas' }))
    expect(
      await screen.findByText(
        'Has retirado tu consentimiento. Hemos eliminado tus respuestas y conservado tu recomendación.',
      ),
    ).toBeInTheDocument()
    expect(api.fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/users/health-consent?keepRecommendation=true',
    )
    expect(authStore.getState().user).toMatchObject({ healthConsent: null, tookTest: true })
  })

  it('offers no withdrawal to a member who has not given the consent', async () => {
    openAccountTab(makeSessionUser())
    const section = await screen.findByRole('region', { name: 'Tus respuestas del test de bienestar' })
    expect(
      within(section).getByText('No tenemos tu consentimiento para tratar tus respuestas al test.'),
    ).toBeInTheDocument()
    expect(within(section).queryByRole('button')).toBeNull()
  })
})
