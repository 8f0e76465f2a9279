import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

describe('the accessibility statement (issue 34)', () => {
  let api: ReturnType<typeof mockApi>
  beforeEach(() => {
    api = mockApi({
      'POST /api/accessibility/reports': () =>
        jsonResponse({ success: true, message: 'Aviso de accesibilidad recibido.' }),
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('gives the conformance status, the limitations, the review and how to report, in that order', async () => {
    renderRoutes(routes, '/accesibilidad')
    await screen.findByRole('heading', { level: 1, name: 'Declaración de accesibilidad' })
    const main = screen.getByRole('main')
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Situación de cumplimiento',
      'Contenido no accesible',
      'Preparación de esta declaración',
      'Qué puedes hacer',
      'Observaciones y datos de contacto',
      'Procedimiento de reclamación',
    ])
    expect(within(main).getByText(/es parcialmente conforme con la norma EN 301 549/)).toBeVisible()
    expect(within(main).getByRole('link', { name: 'hola@sosiego.app' })).toHaveAttribute(
      'href',
      'mailto:hola@sosiego.app',
    )
  })

  it('says what is wrong, field by field and in an alert, and sends nothing until it is right', async () => {
    const { user } = renderRoutes(routes, '/accesibilidad')
    const main = await screen.findByRole('main')
    await user.click(within(main).getByRole('button', { name: 'Enviar aviso' }))
    expect(await within(main).findByRole('alert')).toHaveTextContent('Revisa los campos marcados.')
    const email = within(main).getByRole('textbox', { name: 'Correo electrónico' })
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Escribe tu correo electrónico para que podamos responderte.')
    expect(email).toHaveFocus()
    const problem = within(main).getByRole('textbox', { name: 'Describe el problema' })
    expect(problem).toHaveAccessibleDescription('Describe el problema.')
    expect(api.callsTo('POST /api/accessibility/reports')).toEqual([])

    await user.type(email, 'rosa@correo.es')
    await user.type(problem, 'El vídeo no tiene subtítulos.')
    await user.click(within(main).getByRole('button', { name: 'Enviar aviso' }))
    expect(await within(main).findByRole('status')).toHaveTextContent(
      'Gracias. Hemos recibido tu aviso y te responderemos en un plazo máximo de 20 días hábiles.',
    )
    // What was left empty is not sent.
    expect(api.callsTo('POST /api/accessibility/reports').map((call) => call.body)).toEqual([
      { email: 'rosa@correo.es', message: 'El vídeo no tiene subtítulos.' },
    ])
  })
})
