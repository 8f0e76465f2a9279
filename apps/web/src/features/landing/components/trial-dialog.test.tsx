import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../../components/ui/toaster.tsx'
import { endSession, setSessionUser } from '../../../lib/session-store.ts'
import { mockApi } from '../../../test/api-mock.ts'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { TrialDialog } from './trial-dialog.tsx'

const requested = 'Solicitud recibida. Revisa tu correo electrónico para continuar.'
const trialAnswer = () =>
  jsonResponse({ success: true, message: requested, data: { plan: { name: 'Prueba gratuita' } } })

function renderTrial(handler: () => Response | Promise<Response> = trialAnswer) {
  const api = mockApi({ 'POST /api/users/trial': handler })
  const user = userEvent.setup()
  const onOpenChange = vi.fn()
  const refreshSession = vi.fn(async () => {})
  render(
    <MemoryRouter>
      <Toaster />
      <TrialDialog open onOpenChange={onOpenChange} refreshSession={refreshSession} />
    </MemoryRouter>,
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
  return { api, user, dialog, fields, fill, submit, onOpenChange, refreshSession }
}

function renderMemberTrial(handler: () => Response | Promise<Response> = trialAnswer) {
  const api = mockApi({ 'POST /api/users/trial': handler })
  const user = userEvent.setup()
  const onOpenChange = vi.fn()
  const refreshSession = vi.fn(async () => {})
  render(
    <MemoryRouter>
      <TrialDialog open onOpenChange={onOpenChange} refreshSession={refreshSession} />
    </MemoryRouter>,
  )
  const dialog = screen.getByRole('dialog', { name: 'Prueba gratuita' })
  return { api, user, dialog, onOpenChange, refreshSession }
}

afterEach(() => {
  vi.unstubAllGlobals()
  endSession()
  localStorage.clear()
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

  it('sends the request and shows one message (no toast beside it), then closes on Entendido', async () => {
    const { api, user, dialog, fill, submit, onOpenChange } = renderTrial()
    await fill()

    await submit()

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Gracias Lucía! Te enviamos un correo: confirma tu dirección y tu Prueba gratuita empezará al instante.',
    )
    expect(api.callsTo('POST /api/users/trial')[0]?.body).toEqual({
      name: 'Lucía',
      lastName: 'Martín',
      email: 'Lucia@Example.com',
    })
    // One message: no toast, no form left open and empty.
    expect(screen.queryByText(/Ahora puedes acceder/)).not.toBeInTheDocument()
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(within(dialog).queryByLabelText('Nombre')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    // The e-mailed set-password link reads these (spec §3 storage keys).
    expect(localStorage.getItem('passwordSetupEmail')).toBe('lucia@example.com')
    expect(localStorage.getItem('isTemporary')).toBe('true')

    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('asks a signed-in member with a plan nothing, and points to the panel', async () => {
    setSessionUser(makeSessionUser({ activeSubscription: activeSubscription({ isTestSubscrionPlan: true }) }))
    const { dialog } = renderMemberTrial()
    expect(within(dialog).getByText('Para escuchar tus audios dirígete al panel')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/panel')
    expect(within(dialog).queryByLabelText('Nombre')).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Email')).not.toBeInTheDocument()
  })

  it('starts the trial of a signed-in member without a plan with their own details', async () => {
    setSessionUser(makeSessionUser())
    const { api, user, dialog, refreshSession } = renderMemberTrial()
    expect(within(dialog).queryByLabelText('Nombre')).not.toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Comenzar prueba gratuita' }))

    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalledTimes(1))
    expect(api.callsTo('POST /api/users/trial')[0]?.body).toEqual({
      name: 'Lucía',
      lastName: 'Martín',
      email: 'lucia@example.com',
    })
    expect(localStorage.getItem('isTemporary')).toBeNull()
    expect(localStorage.getItem('passwordSetupEmail')).toBeNull()
  })

  it('offers the plans to a member whose trial is used, not a dead end', async () => {
    const used = {
      _id: 'sub-1',
      status: 'expired',
      plan: activeSubscription({ isTestSubscrionPlan: true }).plan,
    }
    setSessionUser(makeSessionUser({ subscriptions: [used] as never }))
    const { api, user, dialog, onOpenChange } = renderMemberTrial()
    expect(
      within(dialog).getByText('Tu prueba gratuita ya se utilizó. Elige un plan para seguir escuchando.'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Ver Planes' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(api.callsTo('POST /api/users/trial')).toHaveLength(0)
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
