import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { avatarFileProblem, maxAvatarBytes } from './avatar-file.ts'

const member = makeSessionUser()
const profileKey = 'PUT /api/users/profile'
const passwordKey = 'PUT /api/users/update-password'

function profileAnswer(body: unknown) {
  const { name, lastName } = body as { name: string; lastName: string }
  const user = { ...member, name, lastName, avatarUrl: '/media/avatars/u1.webp' }
  return jsonResponse({ success: true, message: 'Perfil actualizado correctamente.', user, data: { user } })
}

afterEach(() => vi.unstubAllGlobals())

describe('avatarFileProblem', () => {
  it('accepts any image up to 5 MB, except SVG', () => {
    expect(avatarFileProblem({ type: 'image/png', size: maxAvatarBytes })).toBeNull()
    expect(avatarFileProblem({ type: 'image/heic', size: 10 })).toBeNull()
    expect(avatarFileProblem({ type: 'image/png', size: maxAvatarBytes + 1 })).toBe(
      'La imagen es demasiado grande (máximo 5 MB).',
    )
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
    )
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
    )
  })
})

describe('/panel/configuracion › Perfil', () => {
  it('is titled and shows the member', async () => {
    mockApi(sessionOf(member))
    renderRoutes(routes, '/panel/configuracion')
    expect(await screen.findByRole('heading', { level: 1, name: 'Configuración' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Configuración · Sosiego'))
    expect(screen.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('Nombre')).toHaveValue('Lucía')
    expect(screen.getByLabelText('Apellido')).toHaveValue('Martín')
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@example.com')
  })

  it('requires Nombre and Apellido', async () => {
    const api = mockApi(sessionOf(member))
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.clear(await screen.findByLabelText('Nombre'))
    await view.user.clear(screen.getByLabelText('Apellido'))
    await view.user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument()
    expect(screen.getByText('El apellido es requerido')).toBeInTheDocument()
    expect(api.callsTo(profileKey)).toHaveLength(0)
  })

  it('saves the names without a photo when none was chosen, and updates the session user', async () => {
    const api = mockApi({ ...sessionOf(member), [profileKey]: (call) => profileAnswer(call.body) })
    const view = renderRoutes(routes, '/panel/configuracion')
    const name = await screen.findByLabelText('Nombre')
    await view.user.clear(name)
    await view.user.type(name, 'Lucía María')
    await view.user.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    expect(await screen.findByText('Perfil actualizado correctamente.')).toBeInTheDocument()
    expect(api.callsTo(profileKey)[0]?.body).toEqual({ name: 'Lucía María', lastName: 'Martín' })
    expect(authStore.getState().user?.name).toBe('Lucía María')
    // The sidebar shows the new name at once.
    expect(screen.getAllByText('Lucía María Martín').length).toBeGreaterThan(0)
  })

  it('sends a chosen photo as a data URL', async () => {
    const api = mockApi({ ...sessionOf(member), [profileKey]: (call) => profileAnswer(call.body) })
    const view = renderRoutes(routes, '/panel/configuracion')
    await screen.findByRole('button', { name: 'Cambiar foto' })

    await view.user.upload(
      screen.getByTestId('avatar-file'),
      new File([new Uint8Array([137, 80, 78, 71])], 'yo.png', { type: 'image/png' }),
    )
    expect(await screen.findByText('Guarda los cambios para usar la nueva foto.')).toBeInTheDocument()
    await view.user.click(screen.getByRole('button', { name: 'Guardar cambios' }))

    await screen.findByText('Perfil actualizado correctamente.')
    expect(api.callsTo(profileKey)[0]?.body).toEqual({
      name: 'Lucía',
      lastName: 'Martín',
      avatarImage: 'data:image/png;base64,iVBORw==',
    })
    expect(screen.getByText('JPG, PNG, WebP o GIF, hasta 5 MB.')).toBeInTheDocument()
  })

  it('refuses a file that is not an image, or too large, before sending anything', async () => {
    const api = mockApi({ ...sessionOf(member), [profileKey]: (call) => profileAnswer(call.body) })
    renderRoutes(routes, '/panel/configuracion')
    await screen.findByRole('button', { name: 'Cambiar foto' })
    const input = screen.getByTestId('avatar-file')

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })] },
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
    )

    const big = new File([new Uint8Array(maxAvatarBytes + 1)], 'grande.jpg', { type: 'image/jpeg' })
    fireEvent.change(input, { target: { files: [big] } })
    expect(await screen.findByText('La imagen es demasiado grande (máximo 5 MB).')).toBeInTheDocument()
    expect(api.callsTo(profileKey)).toHaveLength(0)
  })

  it("shows the server's refusal, else its own message", async () => {
    const api = mockApi({
      ...sessionOf(member),
      [profileKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.',
            code: 'auth.avatarInvalid',
          },
          400,
        ),
    })
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('button', { name: 'Guardar cambios' }))
    expect(
      await screen.findByText('La imagen no es válida. Usa una imagen JPG, PNG, WebP o GIF.'),
    ).toBeInTheDocument()

    api.set({ [profileKey]: () => new Response('', { status: 502 }) })
    await view.user.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    expect(await screen.findByText('Error al actualizar el perfil')).toBeInTheDocument()
  })
})

describe('/panel/configuracion › Contraseña', () => {
  async function openPasswordTab() {
    const view = renderRoutes(routes, '/panel/configuracion')
    await view.user.click(await screen.findByRole('tab', { name: 'Contraseña' }))
    return view
  }

  it('ticks the requirements live', async () => {
    mockApi(sessionOf(member))
    const view = await openPasswordTab()
    const checklist = () =>
      within(screen.getByText('Requisitos de la contraseña').parentElement as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'))

    expect(checklist()).toEqual(['false', 'false', 'false', 'false'])
    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'Calmado')
    expect(checklist()).toEqual(['false', 'true', 'false', 'false'])
    await view.user.type(screen.getByLabelText('Nueva contraseña'), '!')
    expect(checklist()).toEqual(['true', 'true', 'true', 'false'])
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Calmado!')
    expect(checklist()).toEqual(['true', 'true', 'true', 'true'])
  })

  it("checks the spec's rules before sending", async () => {
    const api = mockApi(sessionOf(member))
    const view = await openPasswordTab()
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await screen.findByText('La contraseña actual es requerida')).toBeInTheDocument()
    expect(screen.getByText('La contraseña es requerida')).toBeInTheDocument()

    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'calmado!')
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'otra')
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(
      await screen.findByText('La contraseña debe contener al menos una letra mayúscula'),
    ).toBeInTheDocument()
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(api.callsTo(passwordKey)).toHaveLength(0)
  })

  it('changes the password and empties the form', async () => {
    const api = mockApi({
      ...sessionOf(member),
      [passwordKey]: () => jsonResponse({ success: true, message: 'Contraseña actualizada correctamente.' }),
    })
    const view = await openPasswordTab()
    await view.user.type(screen.getByLabelText('Contraseña actual'), 'Antigua.1')
    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva.Calma1')
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva.Calma1')
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))

    expect(await screen.findByText('Contraseña actualizada correctamente.')).toBeInTheDocument()
    expect(api.callsTo(passwordKey)[0]?.body).toEqual({
      currentPassword: 'Antigua.1',
      newPassword: 'Nueva.Calma1',
    })
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('')
  })

  it('marks a wrong current password', async () => {
    mockApi({
      ...sessionOf(member),
      [passwordKey]: () =>
        jsonResponse(
          {
            success: false,
            message: 'La contraseña actual no es correcta.',
            code: 'auth.currentPasswordWrong',
          },
          400,
        ),
    })
    const view = await openPasswordTab()
    await view.user.type(screen.getByLabelText('Contraseña actual'), 'Equivocada.1')
    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva.Calma1')
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva.Calma1')
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))

    await vi.waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription(
        'La contraseña actual no es correcta.',
      ),
    )
    expect(screen.getAllByText('La contraseña actual no es correcta.')).toHaveLength(2)
  })

  it('falls back to its own message', async () => {
    mockApi({ ...sessionOf(member), [passwordKey]: () => new Response('', { status: 500 }) })
    const view = await openPasswordTab()
    await view.user.type(screen.getByLabelText('Contraseña actual'), 'Antigua.1')
    await view.user.type(screen.getByLabelText('Nueva contraseña'), 'Nueva.Calma1')
    await view.user.type(screen.getByLabelText('Confirmar nueva contraseña'), 'Nueva.Calma1')
    await view.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }))
    expect(await screen.findByText('Error al actualizar la contraseña')).toBeInTheDocument()
  })
})

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
