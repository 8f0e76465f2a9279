import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { CreateUserDialog } from './create-user-dialog.tsx'

const createKey = 'POST /api/users/create'
const plans = [
  { _id: '00000000-0000-4000-8000-000000000001', slug: 'full', name: 'Full' },
  { _id: '00000000-0000-4000-8000-000000000002', slug: 'mini', name: 'Mini' },
  { _id: '00000000-0000-4000-8000-000000000003', slug: 'prueba', name: 'Prueba' },
]

function renderDialog(clients: boolean) {
  const api = mockApi({
    'GET /api/plans/list': () => jsonResponse({ success: true, message: 'OK', data: plans }),
    [createKey]: () => jsonResponse({ success: true, message: 'Usuario creado exitosamente', data: {} }, 201),
  })
  const onCreated = vi.fn()
  const onClose = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <CreateUserDialog open clients={clients} onClose={onClose} onCreated={onCreated} />
    </AppProviders>,
  )
  const dialog = screen.getByRole('dialog', { name: clients ? 'Crear Cliente' : 'Crear Usuario' })
  return { api, dialog: within(dialog), onCreated, onClose, user: userEvent.setup() }
}

async function fillAccount(view: ReturnType<typeof renderDialog>, passwordLabel: string) {
  const { dialog, user } = view
  await user.type(dialog.getByLabelText('Nombre'), 'Lucía')
  await user.type(dialog.getByLabelText('Apellido'), 'Calma')
  await user.type(dialog.getByLabelText('Correo electrónico'), 'Lucia@Sosiego.test')
  await user.type(dialog.getByLabelText('Teléfono (opcional)'), '+34 600 000 000')
  await user.type(dialog.getByLabelText(passwordLabel), 'Calma.2026')
  await user.type(dialog.getByLabelText('Confirmar contraseña'), 'Calma.2026')
}

// Typing whole forms takes a while on a busy machine.
describe('Crear Cliente and Crear Usuario: the registration form in modal mode', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('has the phone, the confirmation, the live checklist and the client’s password; no login link nor terms', async () => {
    const view = renderDialog(true)
    const { dialog, user } = view
    expect(dialog.getByLabelText('Teléfono (opcional)')).toBeInTheDocument()
    expect(dialog.getByLabelText('Contraseña del cliente')).toBeInTheDocument()
    expect(dialog.queryByText(/ingresa tu contraseña/i)).toBeNull()
    expect(dialog.queryByRole('link')).toBeNull()
    expect(dialog.queryByRole('checkbox')).toBeNull()
    expect(dialog.getByLabelText('Rol')).toHaveValue('visitor')

    const met = () =>
      dialog.getAllByRole('listitem').filter((item) => item.getAttribute('data-met') === 'true')
    expect(met()).toHaveLength(0)
    await user.type(dialog.getByLabelText('Contraseña del cliente'), 'Calma.2026')
    expect(met()).toHaveLength(3)
    await user.type(dialog.getByLabelText('Confirmar contraseña'), 'Calma.2026')
    expect(met()).toHaveLength(4)

    // The registration's own messages, in admin mode: no terms to accept, nothing sent.
    await user.clear(dialog.getByLabelText('Confirmar contraseña'))
    await user.type(dialog.getByLabelText('Confirmar contraseña'), 'Otra.2026')
    await user.click(dialog.getByRole('button', { name: 'Crear Cliente' }))
    expect(await dialog.findByText('El nombre es requerido')).toBeInTheDocument()
    expect(dialog.getByText('Las contraseñas no coinciden')).toBeInTheDocument()
    expect(dialog.queryByText('Debes aceptar los términos y política de privacidad')).toBeNull()
    expect(view.api.callsTo(createKey)).toHaveLength(0)
  })

  it('refuses a subscriber without a plan with the spec’s text, then creates one with the plan', async () => {
    const view = renderDialog(true)
    const { dialog, user } = view
    await fillAccount(view, 'Contraseña del cliente')
    await user.selectOptions(dialog.getByLabelText('Rol'), 'subscriber')
    await user.click(dialog.getByRole('button', { name: 'Crear Cliente' }))
    expect(await dialog.findByText('Debes seleccionar un plan para el rol Suscriptor')).toBeInTheDocument()
    expect(view.api.callsTo(createKey)).toHaveLength(0)

    // Only Full and Mini are offered (back-office §5); without an end date it is infinite (null).
    expect(within(dialog.getByLabelText('Plan')).queryByRole('option', { name: 'Prueba' })).toBeNull()
    await user.selectOptions(dialog.getByLabelText('Plan'), 'full')
    expect(dialog.queryByText('Debes seleccionar un plan para el rol Suscriptor')).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Crear Cliente' }))
    expect(await screen.findByText('Usuario creado exitosamente')).toBeInTheDocument()
    expect(view.api.callsTo(createKey)[0]?.body).toEqual({
      name: 'Lucía',
      lastName: 'Calma',
      email: 'lucia@sosiego.test',
      phone: '+34 600 000 000',
      password: 'Calma.2026',
      role: 'subscriber',
      planSlug: 'full',
      subscriptionEndDate: null,
    })
    expect(view.onCreated).toHaveBeenCalled()
    expect(view.onClose).toHaveBeenCalled()
  })

  it('refuses a creator without a plan; a tester is created with no plan fields', async () => {
    const view = renderDialog(false)
    const { dialog, user } = view
    expect(dialog.getByLabelText('Rol')).toHaveValue('tester')
    await fillAccount(view, 'Contraseña del usuario')
    await user.selectOptions(dialog.getByLabelText('Rol'), 'creator')
    await user.click(dialog.getByRole('button', { name: 'Crear Usuario' }))
    expect(await dialog.findByText('Debes seleccionar un plan para el rol Creador')).toBeInTheDocument()
    expect(view.api.callsTo(createKey)).toHaveLength(0)

    await user.selectOptions(dialog.getByLabelText('Rol'), 'tester')
    expect(dialog.queryByLabelText('Plan')).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Crear Usuario' }))
    expect(await screen.findByText('Usuario creado exitosamente')).toBeInTheDocument()
    expect(view.api.callsTo(createKey)[0]?.body).toMatchObject({ role: 'tester', phone: '+34 600 000 000' })
    expect(view.api.callsTo(createKey)[0]?.body).not.toHaveProperty('planSlug')
  })
})
