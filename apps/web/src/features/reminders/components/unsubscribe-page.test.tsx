import { sessionHintCookie } from '@sosiego/shared'
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProviders } from '../../../app/providers.tsx'
import { routes } from '../../../app/router.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

// /recordatorios/baja?token=…, the reminder e-mail's visible unsubscribe link (issue 31): public,
// it works signed out, turns e-mail reminders off once as it opens, and says what happened.
const unsubscribeKey = 'POST /api/reminders/unsubscribe'

function signedOut() {
  // No session hint: the visitor is nobody the page knows.
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API.
  document.cookie = `${sessionHintCookie}=; path=/; max-age=0`
}

describe('/recordatorios/baja', () => {
  it('turns e-mail reminders off once, signed out, and offers Configuración to turn them on again', async () => {
    signedOut()
    const api = mockApi({
      [unsubscribeKey]: () =>
        jsonResponse({ success: true, message: 'Recordatorios por correo desactivados.' }),
    })
    const view = renderRoutes(routes, '/recordatorios/baja?token=abc.def')
    expect(await screen.findByText('Ya no recibirás recordatorios por correo.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Te has dado de baja' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a Configuración' })).toHaveAttribute(
      'href',
      '/panel/configuracion?pestana=recordatorios#recordatorios',
    )
    const calls = api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(calls.map(([url]) => url)).toEqual(['/api/reminders/unsubscribe?token=abc.def'])
    // The token leaves the address bar (and page views) at once.
    await waitFor(() => expect(view.router.state.location.search).toBe(''))
    await waitFor(() => expect(document.title).toBe('Baja de los recordatorios por correo · Sosiego'))
  })

  it('asks once even when React runs its effects twice', async () => {
    const api = mockApi({ [unsubscribeKey]: () => jsonResponse({ success: true, message: 'ok' }) })
    // renderRoutes has loaded the routes' code for this file; the router here is a strict one.
    renderRoutes(routes, '/404').unmount()
    render(
      <StrictMode>
        <AppProviders queryClient={new QueryClient()}>
          <RouterProvider
            router={createMemoryRouter(routes, { initialEntries: ['/recordatorios/baja?token=t1'] })}
          />
        </AppProviders>
      </StrictMode>,
    )
    await screen.findByText('Ya no recibirás recordatorios por correo.')
    expect(api.callsTo(unsubscribeKey)).toHaveLength(1)
  })

  it('says the link is not valid when the server refuses the token', async () => {
    mockApi({
      [unsubscribeKey]: () =>
        jsonResponse(
          { success: false, code: 'reminders.unsubscribeInvalid', message: 'El enlace no es válido.' },
          400,
        ),
    })
    renderRoutes(routes, '/recordatorios/baja?token=forged')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Este enlace para darte de baja no es válido.')
  })

  it('says the link is not valid without a token, and asks nothing', async () => {
    const api = mockApi()
    renderRoutes(routes, '/recordatorios/baja')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' }),
    ).toBeInTheDocument()
    expect(api.callsTo(unsubscribeKey)).toHaveLength(0)
  })

  it('offers to try again when the server does not answer', async () => {
    const api = mockApi({ [unsubscribeKey]: () => new Response('<html>', { status: 502 }) })
    const view = renderRoutes(routes, '/recordatorios/baja?token=abc')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido darte de baja. Comprueba tu conexión e inténtalo de nuevo.',
    )
    api.set({ [unsubscribeKey]: () => jsonResponse({ success: true, message: 'ok' }) })
    await view.user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await screen.findByText('Ya no recibirás recordatorios por correo.')).toBeInTheDocument()
    expect(api.callsTo(unsubscribeKey)).toHaveLength(2)
  })
})
