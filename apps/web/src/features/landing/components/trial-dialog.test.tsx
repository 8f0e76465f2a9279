import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster.tsx'
import { TrialDialog } from './trial-dialog.tsx'

function renderTrial(resolveTrialPlanName = vi.fn(async () => 'Prueba gratuita')) {
  const user = userEvent.setup()
  render(
    <>
      <Toaster />
      <TrialDialog open onOpenChange={() => {}} resolveTrialPlanName={resolveTrialPlanName} />
    </>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Prueba gratuita' })
  const fields = {
    name: within(dialog).getByLabelText('Nombre'),
    lastName: within(dialog).getByLabelText('Apellido'),
    email: within(dialog).getByLabelText('Email'),
  }
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Comenzar prueba gratuita' }))
  return { user, dialog, fields, submit, resolveTrialPlanName }
}

describe('trial dialog', () => {
  it('names every missing field, in order, and clears an error as its field is edited', async () => {
    const { user, dialog, fields, submit, resolveTrialPlanName } = renderTrial()

    await submit()

    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument()
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument()
    expect(within(dialog).getByText('El email es requerido')).toBeInTheDocument()
    expect(fields.name).toHaveAttribute('aria-invalid', 'true')
    expect(resolveTrialPlanName).not.toHaveBeenCalled()

    await user.type(fields.name, 'L')
    expect(within(dialog).queryByText('El nombre es requerido')).not.toBeInTheDocument()
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument()
  })

  it('rejects an address without the {name}@{domain} shape', async () => {
    const { user, dialog, fields, submit } = renderTrial()
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'lucia@correo')

    await submit()

    expect(await within(dialog).findByText('El email no es válido')).toBeInTheDocument()
  })

  it('thanks the visitor with the trial plan name and resets the form', async () => {
    const { user, dialog, fields, submit } = renderTrial()
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'lucia@example.com')

    await submit()

    expect(
      await screen.findByText('Gracias Lucía! Ahora puedes acceder a Prueba gratuita'),
    ).toBeInTheDocument()
    expect(fields.name).toHaveValue('')
    expect(fields.lastName).toHaveValue('')
    expect(fields.email).toHaveValue('')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows Procesando... while it works and the failure text when it cannot finish', async () => {
    let fail: (error: Error) => void = () => {}
    const pending = new Promise<string>((_, reject) => {
      fail = reject
    })
    const { user, dialog, fields, submit } = renderTrial(vi.fn(() => pending))
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'lucia@example.com')

    await submit()
    expect(await within(dialog).findByRole('button', { name: 'Procesando...' })).toBeDisabled()
    fail(new Error('no plans'))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al procesar la solicitud. Inténtalo de nuevo.',
    )
    expect(fields.name).toHaveValue('Lucía')
  })
})
