import type { AdminUser, UserRole } from '@sosiego/shared'
import { QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeAdminUser } from '../../../test/fixtures.ts'
import { EditUserDialog } from './edit-user-dialog.tsx'

const memberId = '00000000-0000-4000-8000-000000000077'
const member = (overrides: Partial<AdminUser> = {}) => makeAdminUser({ _id: memberId, ...overrides })

function renderEditor(user: AdminUser, viewerRole: UserRole, self = false) {
  const api = mockApi({
    [`GET /api/users/changes/${memberId}`]: () => jsonResponse({ success: true, message: 'OK', data: [] }),
    [`GET /api/users/${memberId}/billing`]: () => jsonResponse({ success: true, message: 'OK', data: [] }),
    [`PUT /api/users/update/${memberId}`]: () =>
      jsonResponse({
        success: true,
        message: 'Usuario actualizado.',
        data: member({ pendingEmail: 'nuevo@sosiego.app' }),
      }),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <EditUserDialog
        user={user}
        clients={false}
        viewerRole={viewerRole}
        self={self}
        onClose={() => {}}
        onSaved={() => {}}
      />
    </AppProviders>,
  )
  return api
}

describe('the people editor’s e-mail (decision 097)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a crmUser the address read-only, with why, and the change pending confirmation', async () => {
    renderEditor(member({ pendingEmail: 'nuevo@sosiego.app' }), 'crmUser')
    const email = await screen.findByLabelText('Correo electrónico')
    expect(email).toHaveAttribute('readonly')
    expect(email).toHaveAccessibleDescription(
      'Pendiente de confirmar: nuevo@sosiego.app Solo un administrador puede cambiar el correo.',
    )
  })

  it('lets an admin type a new address, and notes the change that waits for confirmation', async () => {
    const api = renderEditor(member({ pendingEmail: 'nuevo@sosiego.app' }), 'admin')
    const email = await screen.findByLabelText('Correo electrónico')
    expect(email).not.toHaveAttribute('readonly')
    expect(email).toHaveAccessibleDescription('Pendiente de confirmar: nuevo@sosiego.app')
    const user = userEvent.setup()
    await user.clear(email)
    await user.type(email, 'otro@sosiego.app')
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }))
    await vi.waitFor(() => expect(api.callsTo(`PUT /api/users/update/${memberId}`)).toHaveLength(1))
    expect(api.callsTo(`PUT /api/users/update/${memberId}`)[0]?.body).toMatchObject({
      email: 'otro@sosiego.app',
    })
  })

  it('shows no note when nothing is pending and an admin is editing', async () => {
    renderEditor(member(), 'admin')
    const email = await screen.findByLabelText('Correo electrónico')
    expect(email).not.toHaveAttribute('aria-describedby')
  })
})

describe('the people editor on one’s own account (issue 28)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('offers a staff member no other role for themselves', async () => {
    renderEditor(member({ role: 'crmUser' }), 'crmUser', true)
    const role = await screen.findByLabelText('Rol')
    expect([...(role as HTMLSelectElement).options].map((option) => option.value)).toEqual(['crmUser'])
  })
})
