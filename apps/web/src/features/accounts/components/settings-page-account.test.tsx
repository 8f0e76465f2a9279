import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

// /panel/configuracion's Tu cuenta tab: 'Descargar mis datos' (asking for the copy, and the
// e-mail's link to it, issue 27) and 'Eliminar mi cuenta', with a password, an e-mail or Google.
// Perfil and Contraseña: settings-page-profile.test.tsx.
const member = makeSessionUser()

afterEach(() => vi.unstubAllGlobals())

const exportKey = 'GET /api/users/data-export'
const noExportYet = {
  [exportKey]: () => jsonResponse({ success: true, data: { export: null, nextRequestAt: null } }),
}

describe('/panel/configuracion › Tu cuenta › Descargar mis datos', () => {
  const askKey = 'POST /api/users/data-export'

  it('asks for a copy once, says it will come by e-mail, and shows it being prepared', async () => {
    let state: unknown = { export: null, nextRequestAt: null }
    const api = mockApi({
      ...sessionOf(member),
      [exportKey]: () => jsonResponse({ success: true, data: state }),
      [askKey]: () => {
        state = {
          export: {
            _id: 'e1',
            status: 'pending',
            requestedAt: '2026-11-26T10:00:00.000Z',
            readyAt: null,
            expiresAt: null,
            sizeBytes: null,
          },
          nextRequestAt: '2026-11-27T10:00:00.000Z',
        }
        return jsonResponse(
          {
            success: true,
            message: 'Estamos preparando tus datos. Te enviaremos un enlace por correo en unos minutos.',
          },
          202,
        )
      },
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Tu cuenta' }))
    expect(screen.getByRole('heading', { name: 'Descargar mis datos' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Descargar el archivo ZIP' })).not.toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Descargar mis datos' }))
    expect(
      await screen.findByText(
        'Estamos preparando tus datos. Te enviaremos un enlace por correo en unos minutos.',
      ),
    ).toBeInTheDocument()
    expect(
      await screen.findByText('Estamos preparando tu copia. Te avisaremos por correo.'),
    ).toBeInTheDocument()
    expect(api.callsTo(askKey)).toHaveLength(1)
  })

  it("shows the server's 24-hour sentence when asked again too soon", async () => {
    mockApi({
      ...sessionOf(member),
      ...noExportYet,
      [askKey]: () =>
        jsonResponse(
          {
            success: false,
            code: 'account.export.rateLimited',
            message:
              'Ya pediste una copia de tus datos en las últimas 24 horas. Podrás pedir otra a partir del 27/11/2026, 11:00.',
          },
          429,
        ),
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Tu cuenta' }))
    await view.user.click(screen.getByRole('button', { name: 'Descargar mis datos' }))
    expect(
      await screen.findByText(
        'Ya pediste una copia de tus datos en las últimas 24 horas. Podrás pedir otra a partir del 27/11/2026, 11:00.',
      ),
    ).toBeInTheDocument()
  })

  it('offers the ready copy for download until its date', async () => {
    mockApi({
      ...sessionOf(member),
      [exportKey]: () =>
        jsonResponse({
          success: true,
          data: {
            export: {
              _id: 'e1',
              status: 'ready',
              requestedAt: '2026-11-26T10:00:00.000Z',
              readyAt: '2026-11-26T10:01:00.000Z',
              expiresAt: '2026-12-03T10:01:00.000Z',
              sizeBytes: 2048,
            },
            nextRequestAt: null,
          },
        }),
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Tu cuenta' }))
    expect(await screen.findByRole('button', { name: 'Descargar el archivo ZIP' })).toBeInTheDocument()
    expect(
      screen.getByText(/^Tu copia está lista\. Puedes descargarla hasta el 3 de diciembre de 2026/),
    ).toBeInTheDocument()
  })
})

describe("/panel/configuracion?pestana=cuenta: the e-mail's link to a ready copy (issue 27, L-5)", () => {
  const readyCopy = {
    _id: 'e1',
    status: 'ready',
    requestedAt: '2026-11-26T10:00:00.000Z',
    readyAt: '2026-11-26T10:01:00.000Z',
    expiresAt: '2026-12-03T10:01:00.000Z',
    sizeBytes: 4,
  }

  it('opens Tu cuenta and downloads the copy with the session, renewing a stale access token first', async () => {
    const fileKey = 'GET /api/users/data-export/file'
    let renewed = false
    const api = mockApi({
      ...sessionOf(member),
      [exportKey]: () => jsonResponse({ success: true, data: { export: readyCopy, nextRequestAt: null } }),
      'POST /api/users/refresh-token': () => {
        renewed = true
        return jsonResponse({ success: true, message: 'ok' })
      },
      [fileKey]: () =>
        renewed
          ? new Response(new Blob(['PK..'], { type: 'application/zip' }), {
              status: 200,
              headers: { 'content-disposition': 'attachment; filename="sosiego-mis-datos-2026-11-26.zip"' },
            })
          : jsonResponse({ success: false, message: 'Sesión caducada', code: 'auth.unauthenticated' }, 401),
    })
    const saved: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:copia', revokeObjectURL: () => {} }),
    )
    const view = renderRoutes(routes, '/panel/configuracion?pestana=cuenta')
    // The tab the link names is open at once.
    const download = await screen.findByRole('button', { name: 'Descargar el archivo ZIP' })
    expect(screen.getByRole('tab', { name: 'Tu cuenta' })).toHaveAttribute('aria-selected', 'true')
    await view.user.click(download)
    await waitFor(() => expect(saved).toEqual(['sosiego-mis-datos-2026-11-26.zip']))
    expect(api.callsTo(fileKey)).toHaveLength(2)
    expect(api.callsTo('POST /api/users/refresh-token')).toHaveLength(1)
    click.mockRestore()
  })

  it('says a copy was revoked when the sessions ended, and offers no download', async () => {
    mockApi({
      ...sessionOf(member),
      [exportKey]: () =>
        jsonResponse({
          success: true,
          data: { export: { ...readyCopy, status: 'revoked' }, nextRequestAt: null },
        }),
    })
    renderRoutes(routes, '/panel/configuracion?pestana=cuenta')
    expect(
      await screen.findByText(
        'Anulamos tu última copia porque se cerraron tus sesiones (por ejemplo, al cambiar la contraseña). Puedes pedir otra.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Descargar el archivo ZIP' })).not.toBeInTheDocument()
  })
})

describe('/panel/configuracion › Tu cuenta › Eliminar mi cuenta', () => {
  const deleteKey = 'POST /api/users/delete-account'

  async function openAccountTab(
    user = member,
    answer = () => jsonResponse({ success: true, message: 'Tu cuenta se ha eliminado.' }),
  ) {
    const api = mockApi({ ...sessionOf(user), ...noExportYet, [deleteKey]: answer })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Tu cuenta' }))
    return { api, view }
  }

  it('asks for the password before the confirmation, and sends it only once confirmed', async () => {
    const { api, view } = await openAccountTab()
    await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }))
    expect(await screen.findByText('Escribe tu contraseña para confirmar')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await view.user.type(screen.getByLabelText('Tu contraseña'), 'Calma.2025')
    await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar tu cuenta definitivamente?' })
    expect(api.callsTo(deleteKey)).toHaveLength(0)
    await view.user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar mi cuenta' }))
    await waitFor(() => expect(api.callsTo(deleteKey)).toHaveLength(1))
    expect(api.callsTo(deleteKey)[0]?.body).toEqual({ password: 'Calma.2025' })
    await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(false))
  })

  it('shows a wrong password under the field and keeps the session', async () => {
    const { view } = await openAccountTab(member, () =>
      jsonResponse(
        { success: false, message: 'La contraseña no es correcta.', code: 'account.delete.passwordWrong' },
        400,
      ),
    )
    await view.user.type(screen.getByLabelText('Tu contraseña'), 'Otra.Clave1')
    await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }))
    const confirm = await screen.findByRole('alertdialog')
    await view.user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar mi cuenta' }))
    expect(await screen.findByText('La contraseña no es correcta.')).toBeInTheDocument()
    expect(authStore.getState().isAuthenticated).toBe(true)
  })

  it('asks a Google-only account for its e-mail instead', async () => {
    const google = makeSessionUser({ hasPassword: false })
    const { api, view } = await openAccountTab(google)
    expect(screen.queryByLabelText('Tu contraseña')).not.toBeInTheDocument()
    expect(
      screen.getByText(
        'Tu cuenta entra con Google: escribe tu correo electrónico para confirmar que eres tú.',
      ),
    ).toBeInTheDocument()
    await view.user.type(screen.getByLabelText('Tu correo electrónico'), google.email)
    await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }))
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, eliminar mi cuenta' }),
    )
    await waitFor(() => expect(api.callsTo(deleteKey)[0]?.body).toEqual({ email: google.email }))
  })

  describe('an account linked to Google, with Google sign-in on (decision 089)', () => {
    const google = makeSessionUser({ hasPassword: false, signsInWithGoogle: true })
    beforeEach(() => {
      document.head.append(
        Object.assign(document.createElement('meta'), { name: 'sosiego-google-sign-in', content: 'enabled' }),
      )
    })
    afterEach(() => {
      for (const meta of document.head.querySelectorAll('meta[name="sosiego-google-sign-in"]')) meta.remove()
    })

    it('goes to a fresh Google sign-in instead of asking for anything, and sends nothing yet', async () => {
      const { api } = await openAccountTab(google)
      expect(screen.queryByLabelText('Tu correo electrónico')).not.toBeInTheDocument()
      expect(
        screen.getByText(
          'Tu cuenta entra con Google: vuelve a iniciar sesión con Google para confirmar que eres tú.',
        ),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Confirmar con Google' })).toHaveAttribute(
        'href',
        '/api/login-auth/google/reauth',
      )
      expect(screen.queryByRole('button', { name: 'Eliminar mi cuenta' })).not.toBeInTheDocument()
      expect(api.callsTo(deleteKey)).toHaveLength(0)
    })

    it('back from Google, opens Tu cuenta, confirms and deletes with the proof the server keeps', async () => {
      const api = mockApi({
        ...sessionOf(google),
        ...noExportYet,
        [deleteKey]: () => jsonResponse({ success: true, message: 'Tu cuenta se ha eliminado.' }),
      })
      const view = renderRoutes(routes, '/panel/configuracion?cuenta=google-confirmado')
      expect(
        await screen.findByText('Google ha confirmado que eres tú. Ya puedes eliminar tu cuenta.'),
      ).toBeInTheDocument()
      expect(screen.getByRole('tab', { name: 'Tu cuenta' })).toHaveAttribute('aria-selected', 'true')
      await view.user.click(screen.getByRole('button', { name: 'Eliminar mi cuenta' }))
      await view.user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Sí, eliminar mi cuenta',
        }),
      )
      await waitFor(() => expect(api.callsTo(deleteKey)[0]?.body).toEqual({}))
      await waitFor(() => expect(authStore.getState().isAuthenticated).toBe(false))
    })

    it('asks for Google again when the proof has lapsed', async () => {
      mockApi({
        ...sessionOf(google),
        ...noExportYet,
        [deleteKey]: () =>
          jsonResponse(
            {
              success: false,
              code: 'account.delete.googleRequired',
              message: 'Confirma con Google que eres tú para eliminar tu cuenta.',
            },
            400,
          ),
      })
      const view = renderRoutes(routes, '/panel/configuracion?cuenta=google-confirmado')
      await view.user.click(await screen.findByRole('button', { name: 'Eliminar mi cuenta' }))
      await view.user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Sí, eliminar mi cuenta',
        }),
      )
      expect(
        await screen.findByText('Confirma con Google que eres tú para eliminar tu cuenta.'),
      ).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Confirmar con Google' })).toBeInTheDocument()
      expect(authStore.getState().isAuthenticated).toBe(true)
    })
  })
})
