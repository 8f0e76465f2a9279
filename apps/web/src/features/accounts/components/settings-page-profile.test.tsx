import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { authStore } from '../../../lib/session-store.ts'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { avatarFileProblem, maxAvatarBytes } from './avatar-file.ts'

// /panel/configuracion's Perfil and Contraseña tabs: the name and the photo (with the rules a photo
// meets before it is sent), and the password change. Tu cuenta: settings-page-account.test.tsx.
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
