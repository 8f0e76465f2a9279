import { QueryClient } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProviders } from '../../../app/providers.tsx'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeAdminUser } from '../../../test/fixtures.ts'
import { EditUserDialog } from './edit-user-dialog.tsx'

const memberId = '00000000-0000-4000-8000-000000000078'
const member = makeAdminUser({ _id: memberId })

function renderEditor() {
  mockApi({
    [`GET /api/users/changes/${memberId}`]: () => jsonResponse({ success: true, message: 'OK', data: [] }),
    [`GET /api/users/${memberId}/billing`]: () =>
      jsonResponse({ success: true, message: 'OK', data: { renewal: null, orders: [] } }),
    [`GET /api/stats/crm/audio-playtime/${memberId}`]: () => jsonResponse([]),
    [`GET /api/stats/crm/audio-playtime/themes/${memberId}`]: () => jsonResponse([]),
    [`GET /api/stats/crm/audio-playtime/categories/${memberId}`]: () => jsonResponse([]),
  })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProviders queryClient={queryClient}>
      <EditUserDialog user={member} clients viewerRole="admin" onClose={() => {}} onSaved={() => {}} />
    </AppProviders>,
  )
}

describe('Clientes editor: erasing a member stays apart from saving (issue 28)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('puts Eliminar cuenta at the far end of the footer, and Guardar Cambios last', async () => {
    renderEditor()
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' })
    const save = within(dialog).getByRole('button', { name: 'Guardar Cambios' })
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' })
    const erase = within(dialog).getByRole('button', { name: 'Eliminar cuenta' })
    // No section of its own right above the footer: the button is in the footer's row, its first
    // item, with Cancelar between it and the primary action, which ends the form.
    expect(within(dialog).queryByRole('heading', { name: 'Eliminar la cuenta' })).toBeNull()
    const footer = save.parentElement as HTMLElement
    expect(cancel.parentElement).toBe(footer)
    expect(footer.contains(erase)).toBe(true)
    expect(footer.firstElementChild?.contains(erase)).toBe(true)
    expect(footer.lastElementChild).toBe(save)
    const buttons = within(save.closest('form') as HTMLElement).getAllByRole('button')
    expect(buttons.at(-1)).toBe(save)
  })

  it('says what is erased in the confirmation, before anything happens', async () => {
    renderEditor()
    const dialog = await screen.findByRole('dialog', { name: 'Editar usuario' })
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Eliminar cuenta' }))
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar la cuenta de Marta Miembro?' })
    expect(confirm).toHaveAccessibleDescription(
      'Si el cliente lo pide, borra su cuenta: sus datos personales, resultados del test, historial de escucha y reseña. Sus órdenes se conservan sin sus datos. Se cerrarán sus sesiones y recibirá un correo de confirmación. Esta acción no se puede deshacer.',
    )
  })
})
