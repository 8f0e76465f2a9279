import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster.tsx'
import { setSessionUser } from '../../../lib/session-store.ts'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { TrialDialog } from './trial-dialog.tsx'

const requested = 'Solicitud recibida. Revisa tu correo electrónico para continuar.'
const trialAnswer = () =>
  jsonResponse({ success: true, message: requested, data: { plan: { name: 'Prueba gratuita' } } })

function renderTrial(handler: () => Response | Promise<Response> = trialAnswer) {
  const api = mockApi({ 'POST /api/users/trial': handler })
  const user = userEvent.setup()
  render(
    <>
      <Toaster />
      <TrialDialog open onOpenChange={() => {}} />
    </>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Prueba gratuita' })
  const fields = {
    name: within(dialog).getByLabelText('Nombre'),
    lastName: within(dialog).getByLabelText('Apellido'),
    email: within(dialog).getByLabelText('Email'),
  }
  const fill = async () => {
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'Lucia@Example.com')
  }
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Comenzar prueba gratuita' }))
  return { api, user, dialog, fields, fill, submit }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('trial dialog', () => {
  it('names every missing field, in order, and clears an error as its field is edited', async () => {
    const { api, user, dialog, fields, submit } = renderTrial()

    await submit()

    expect(await within(dialog).findByText('El nombre es requerido')).toBeInTheDocument()
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument()
    expect(within(dialog).getByText('El email es requerido')).toBeInTheDocument()
    expect(fields.name).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('POST /api/users/trial')).toHaveLength(0)

    await user.type(fields.name, 'L')
    expect(within(dialog).queryByText('El nombre es requerido')).not.toBeInTheDocument()
    expect(within(dialog).getByText('El apellido es requerido')).toBeInTheDocument()
  })

  it('rejects an address without the {name}@{domain} shape', async () => {
    const { api, user, dialog, fields, submit } = renderTrial()
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'lucia@correo')

    await submit()

    expect(await within(dialog).findByText('El email no es válido')).toBeInTheDocument()
    expect(api.callsTo('POST /api/users/trial')).toHaveLength(0)
  })

  it('starts the trial, thanks the visitor with the plan name, points to the e-mail and resets', async () => {
    const { api, dialog, fields, fill, submit } = renderTrial()
    await fill()

    await submit()

    expect(
      await screen.findByText('Gracias Lucía! Ahora puedes acceder a Prueba gratuita'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST /api/users/trial')[0]?.body).toEqual({
      name: 'Lucía',
      lastName: 'Martín',
      email: 'Lucia@Example.com',
    })
    expect(within(dialog).getByRole('status')).toHaveTextContent(requested)
    expect(fields.name).toHaveValue('')
    expect(fields.lastName).toHaveValue('')
    expect(fields.email).toHaveValue('')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    // The e-mailed set-password link reads these (spec §3 storage keys).
    expect(localStorage.getItem('passwordSetupEmail')).toBe('lucia@example.com')
    expect(localStorage.getItem('isTemporary')).toBe('true')
  })

  it('leaves a signed-in member without the temporary-account markers', async () => {
    setSessionUser(makeSessionUser())
    const { fill, submit } = renderTrial()
    await fill()

    await submit()

    expect(
      await screen.findByText('Gracias Lucía! Ahora puedes acceder a Prueba gratuita'),
    ).toBeInTheDocument()
    expect(localStorage.getItem('isTemporary')).toBeNull()
    expect(localStorage.getItem('passwordSetupEmail')).toBeNull()
  })

  it('shows Procesando... while it works and the failure text when the server cannot be reached', async () => {
    let fail: (error: Error) => void = () => {}
    const pending = new Promise<Response>((_, reject) => {
      fail = reject
    })
    const { user, dialog, fields, submit } = renderTrial(() => pending)
    await user.type(fields.name, 'Lucía')
    await user.type(fields.lastName, 'Martín')
    await user.type(fields.email, 'lucia@example.com')

    await submit()
    expect(await within(dialog).findByRole('button', { name: 'Procesando...' })).toBeDisabled()
    fail(new TypeError('network down'))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error al procesar la solicitud. Inténtalo de nuevo.',
    )
    expect(fields.name).toHaveValue('Lucía')
    expect(localStorage.getItem('isTemporary')).toBeNull()
  })

  it("shows the server's own message when it refuses", async () => {
    const limit = 'Demasiadas solicitudes. Inténtalo de nuevo en unos minutos.'
    const { dialog, fill, submit } = renderTrial(() =>
      jsonResponse({ success: false, message: limit, code: 'rateLimit.exceeded' }, 429),
    )
    await fill()

    await submit()

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(limit)
  })
})
