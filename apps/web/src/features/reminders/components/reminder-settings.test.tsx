import type { ReminderSettings } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import {
  answer,
  fakePushBrowser,
  pretendUserAgent,
  reminderSettings,
  vapidPublicKeyBytes,
} from '../reminders.test-helpers.ts'

// Configuración › Recordatorios (issue 31): days, time and zone, the channels, saving; web push on
// this device in each state a browser can be in; the private calendar feed.
const member = makeSessionUser()
const path = '/panel/configuracion?pestana=recordatorios'

let push: ReturnType<typeof fakePushBrowser> | undefined
let agent: ReturnType<typeof pretendUserAgent> | undefined
afterEach(() => {
  push?.restore()
  agent?.restore()
  push = undefined
  agent = undefined
  vi.unstubAllGlobals()
})

/** Opens the tab with GET /api/reminders answering `settings`; PUT /api/reminders answers what it is sent. */
function openReminders(settings: ReminderSettings = reminderSettings(), handlers = {}) {
  const api = mockApi({
    ...sessionOf(member),
    'GET /api/reminders': answer(settings),
    'PUT /api/reminders': (call) =>
      jsonResponse({
        success: true,
        message: 'Recordatorio guardado.',
        data: { ...settings, ...(call.body as object), saved: true },
      }),
    ...handlers,
  })
  return { api, ...renderRoutes(routes, path) }
}

const region = () => screen.findByRole('region', { name: 'Recordatorios' })
const day = (name: string) => screen.getByRole('button', { name })
const pushSwitch = () => screen.getByRole('switch', { name: 'Notificaciones en este dispositivo' })
const emailSwitch = () => screen.getByRole('switch', { name: 'Correo electrónico' })

describe('/panel/configuracion › Recordatorios', () => {
  it('opens on the tab a link names, with the suggested days and time in this device’s zone', async () => {
    openReminders(reminderSettings({ timeZone: 'UTC' }))
    expect(await screen.findByRole('tab', { name: 'Recordatorios', selected: true })).toBeInTheDocument()
    await region()
    expect(await screen.findByRole('group', { name: 'Días' })).toBeInTheDocument()
    for (const name of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
      expect(day(name)).toHaveAttribute('aria-pressed', 'true')
    for (const name of ['Sábado', 'Domingo']) expect(day(name)).toHaveAttribute('aria-pressed', 'false')
    expect(day('Miércoles')).toHaveTextContent('X')
    expect(screen.getByLabelText('Hora')).toHaveValue('08:00')
    // Never saved: the zone is this device's, not the server's default.
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone
    expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue(device)
  })

  it('saves the days, time, zone and e-mail with one button, and confirms in Spanish', async () => {
    const { api, user } = openReminders(reminderSettings({ saved: true, timeZone: 'Europe/Madrid' }))
    await region()
    await user.click(await screen.findByRole('button', { name: 'Viernes' }))
    await user.click(day('Domingo'))
    const time = screen.getByLabelText('Hora')
    await user.clear(time)
    await user.type(time, '21:30')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zona horaria' }), 'America/Bogota')
    await user.click(emailSwitch())
    expect(api.callsTo('PUT /api/reminders')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }))
    expect(await screen.findByText('Recordatorio guardado.')).toBeInTheDocument()
    expect(api.callsTo('PUT /api/reminders').map((call) => call.body)).toEqual([
      { weekdays: [1, 2, 3, 4, 7], time: '21:30', timeZone: 'America/Bogota', push: false, email: true },
    ])
  })

  it('refuses to save without a day or a time, with the shared Spanish messages', async () => {
    const { api, user } = openReminders(reminderSettings({ saved: true, weekdays: [3] }))
    await region()
    await user.click(await screen.findByRole('button', { name: 'Miércoles' }))
    await user.clear(screen.getByLabelText('Hora'))
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }))
    expect(await screen.findByText('Elige al menos un día de la semana.')).toBeInTheDocument()
    expect(screen.getByText('Escribe la hora como HH:MM, por ejemplo 08:00.')).toBeInTheDocument()
    expect(screen.getByLabelText('Hora')).toHaveAttribute('aria-invalid', 'true')
    expect(api.callsTo('PUT /api/reminders')).toHaveLength(0)
    // Fixing a field clears its message at once.
    await user.click(day('Lunes'))
    expect(screen.queryByText('Elige al menos un día de la semana.')).not.toBeInTheDocument()
  })

  it("shows the server's refusal when saving fails", async () => {
    const { user } = openReminders(reminderSettings({ saved: true }), {
      'PUT /api/reminders': () =>
        jsonResponse(
          { success: false, code: 'reminders.timeZoneInvalid', message: 'La zona horaria no es válida.' },
          400,
        ),
    })
    await region()
    await user.click(await screen.findByRole('button', { name: 'Guardar recordatorio' }))
    expect(await screen.findByText('La zona horaria no es válida.')).toBeInTheDocument()
  })

  it('says so when the reminder cannot be read, and reads it again on request', async () => {
    const { api, user } = openReminders(reminderSettings(), {
      'GET /api/reminders': () => jsonResponse({ success: false, message: 'Error interno.' }, 500),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar tus recordatorios. Inténtalo de nuevo.',
    )
    api.set({ 'GET /api/reminders': answer(reminderSettings()) })
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('button', { name: 'Guardar recordatorio' })).toBeInTheDocument()
  })
})

describe('/panel/configuracion › Recordatorios › Notificaciones en este dispositivo', () => {
  it('explains, in Spanish, a browser without push', async () => {
    openReminders()
    await region()
    expect(await screen.findByText(/Este navegador no puede recibir notificaciones/)).toBeInTheDocument()
    expect(pushSwitch()).toBeDisabled()
  })

  it('tells an iPhone in Safari to add the app to the home screen first', async () => {
    agent = pretendUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    )
    openReminders()
    await region()
    expect(
      await screen.findByText(
        /funcionan cuando añades Sosiego a tu pantalla de inicio \(iOS 16\.4 o posterior\)/,
      ),
    ).toHaveTextContent('Compartir, luego «Añadir a pantalla de inicio»')
    expect(pushSwitch()).toBeDisabled()
    expect(screen.queryByText(/Este navegador no puede recibir notificaciones/)).not.toBeInTheDocument()
  })

  it('asks permission on the press, subscribes with the server’s key, tells the server, and saves the channel', async () => {
    push = fakePushBrowser()
    const { api, user } = openReminders(reminderSettings({ saved: true }), {
      'PUT /api/reminders/push-subscription': answer(reminderSettings({ saved: true, pushDevices: 1 })),
    })
    await region()
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    expect(pushSwitch()).not.toBeChecked()
    expect(push.notification.requestPermission).not.toHaveBeenCalled()
    await user.click(pushSwitch())
    expect(await screen.findByText('Notificaciones activadas en este dispositivo.')).toBeInTheDocument()
    expect(push.notification.requestPermission).toHaveBeenCalledTimes(1)
    const options = push.pushManager.subscribe.mock.calls[0]?.[0]
    expect(options?.userVisibleOnly).toBe(true)
    expect([...((options?.applicationServerKey ?? []) as Uint8Array)]).toEqual([...vapidPublicKeyBytes])
    expect(api.callsTo('PUT /api/reminders/push-subscription').map((call) => call.body)).toEqual([
      { endpoint: push.endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
    ])
    expect(pushSwitch()).toBeChecked()
    // The channel is saved with the form.
    expect(screen.getByText('Pulsa «Guardar recordatorio» para empezar a recibirlas.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }))
    await screen.findByText('Recordatorio guardado.')
    expect(api.callsTo('PUT /api/reminders')[0]?.body).toMatchObject({ push: true })
  })

  it('shows it on for a subscribed browser; turning it off unsubscribes here and tells the server', async () => {
    push = fakePushBrowser({ permission: 'granted', subscribed: true })
    const on = reminderSettings({ saved: true, push: true, pushDevices: 1 })
    const { api, user } = openReminders(on, {
      'DELETE /api/reminders/push-subscription': answer({ ...on, pushDevices: 0 }),
    })
    await region()
    await waitFor(() => expect(pushSwitch()).toBeChecked())
    expect(screen.getByText('Activadas en este dispositivo.')).toBeInTheDocument()
    await user.click(pushSwitch())
    expect(await screen.findByText('Notificaciones desactivadas en este dispositivo.')).toBeInTheDocument()
    expect(push.current()).toBeNull()
    expect(api.callsTo('DELETE /api/reminders/push-subscription').map((call) => call.body)).toEqual([
      { endpoint: push.endpoint },
    ])
    expect(pushSwitch()).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Guardar recordatorio' }))
    await screen.findByText(/Recordatorio guardado/)
    expect(api.callsTo('PUT /api/reminders')[0]?.body).toMatchObject({ push: false })
  })

  it('says how to allow notifications again when the browser blocks them', async () => {
    push = fakePushBrowser({ answer: 'denied' })
    const { api, user } = openReminders(reminderSettings({ saved: true }))
    await region()
    await waitFor(() => expect(pushSwitch()).toBeEnabled())
    await user.click(pushSwitch())
    const box = await screen.findByText(/Has bloqueado las notificaciones de Sosiego en este navegador/)
    expect(box).toHaveTextContent('cambia «Notificaciones» a «Permitir»')
    expect(pushSwitch()).toBeDisabled()
    expect(pushSwitch()).not.toBeChecked()
    expect(push.pushManager.subscribe).not.toHaveBeenCalled()
    expect(api.callsTo('PUT /api/reminders/push-subscription')).toHaveLength(0)
  })

  it('names the other devices that receive them', async () => {
    push = fakePushBrowser({ permission: 'granted' })
    openReminders(reminderSettings({ saved: true, push: true, pushDevices: 2 }))
    await region()
    expect(await screen.findByText('También llegan a 2 dispositivos más.')).toBeInTheDocument()
  })
})

describe('/panel/configuracion › Recordatorios › Calendario', () => {
  const feed = 'https://sosiego.example/api/reminders/calendar/secreto123.ics'

  it('creates the private address, then offers copying it and adding it to Google, Apple and Outlook', async () => {
    const { user } = openReminders(reminderSettings({ saved: true }), {
      'PUT /api/reminders/calendar': answer(reminderSettings({ saved: true, calendarUrl: feed })),
    })
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }))
    await user.click(calendar.getByRole('button', { name: 'Crear enlace del calendario' }))
    expect(await screen.findByText('Enlace del calendario creado.')).toBeInTheDocument()
    expect(calendar.getByRole('textbox', { name: 'Enlace privado del calendario' })).toHaveValue(feed)
    await user.click(calendar.getByRole('button', { name: 'Copiar enlace' }))
    // user-event's own clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(feed)
    expect(await screen.findByText('Enlace copiado.')).toBeInTheDocument()
    expect(calendar.getByRole('link', { name: 'Añadir a Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent('webcal://sosiego.example/api/reminders/calendar/secreto123.ics')}`,
    )
    expect(calendar.getByRole('link', { name: 'Añadir a Apple Calendar u Outlook' })).toHaveAttribute(
      'href',
      'webcal://sosiego.example/api/reminders/calendar/secreto123.ics',
    )
  })

  it('asks before a new address revokes the old one, and before removing it', async () => {
    const renewed = 'https://sosiego.example/api/reminders/calendar/nuevo456.ics'
    const { api, user } = openReminders(reminderSettings({ saved: true, calendarUrl: feed }), {
      'PUT /api/reminders/calendar': answer(reminderSettings({ saved: true, calendarUrl: renewed })),
      'DELETE /api/reminders/calendar': answer(reminderSettings({ saved: true, calendarUrl: null })),
    })
    const calendar = within(await screen.findByRole('region', { name: 'Calendario' }))
    await user.click(calendar.getByRole('button', { name: 'Generar un enlace nuevo' }))
    let dialog = await screen.findByRole('alertdialog', { name: '¿Generar un enlace nuevo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(api.callsTo('PUT /api/reminders/calendar')).toHaveLength(0)
    await user.click(calendar.getByRole('button', { name: 'Generar un enlace nuevo' }))
    dialog = await screen.findByRole('alertdialog', { name: '¿Generar un enlace nuevo?' })
    await user.click(within(dialog).getByRole('button', { name: 'Generar enlace nuevo' }))
    expect(await screen.findByText('Enlace nuevo generado. El anterior ya no funciona.')).toBeInTheDocument()
    expect(calendar.getByRole('textbox', { name: 'Enlace privado del calendario' })).toHaveValue(renewed)
    expect(api.callsTo('PUT /api/reminders/calendar')).toHaveLength(1)

    await user.click(calendar.getByRole('button', { name: 'Quitar' }))
    dialog = await screen.findByRole('alertdialog', { name: '¿Quitar el enlace del calendario?' })
    await user.click(within(dialog).getByRole('button', { name: 'Quitar enlace' }))
    expect(await screen.findByText('Enlace del calendario quitado.')).toBeInTheDocument()
    expect(calendar.getByRole('button', { name: 'Crear enlace del calendario' })).toBeInTheDocument()
    expect(api.callsTo('DELETE /api/reminders/calendar')).toHaveLength(1)
  })
})
