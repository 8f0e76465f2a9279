import type { ReminderSettings } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lluvia, media, member, open } from '../../meditations/components/meditations-page.test-helpers.ts'
import { ok } from '../../programs/components/programs.test-helpers.ts'
import { progressOf } from '../../progress/components/progress.test-helpers.ts'
import { answer, reminderSettings } from '../reminders.test-helpers.ts'
import { dismissedKey } from './home-reminder-card.tsx'

// The panel home's 'Recordatorios' card (issue 31): shown while no reminder was ever saved,
// read after the home's sections, leading to Configuración's section; 'Ahora no' puts it away.
const progress = progressOf()

function openHome(reminders: ReminderSettings | 'fails', user = member()) {
  return open('/panel', {
    user,
    items: media,
    handlers: {
      'GET /api/today': ok({ today: { day: '2026-11-24', item: lluvia, source: 'planned' }, tomorrow: null }),
      'GET /api/programs': ok([]),
      'GET /api/progress': ok(progress),
      'GET /api/payments/subscription/renewal': ok(null),
      'GET /api/favorites': ok([]),
      'GET /api/reminders':
        reminders === 'fails' ? () => new Response('{}', { status: 500 }) : answer(reminders),
    },
  })
}

const card = () => screen.queryByRole('region', { name: 'Recordatorios' })

describe('/panel › Recordatorios', () => {
  it('invites a member who never saved a reminder, after the other sections, linking to the section', async () => {
    const { api } = openHome(reminderSettings({ saved: false }))
    const region = await screen.findByRole('region', { name: 'Recordatorios' })
    expect(within(region).getByRole('link', { name: 'Configurar un recordatorio' })).toHaveAttribute(
      'href',
      '/panel/configuracion?pestana=recordatorios#recordatorios',
    )
    // Read only once the sections were laid out: the call comes after theirs.
    const paths = api.calls.map((call) => call.path)
    expect(paths.indexOf('/api/reminders')).toBeGreaterThan(paths.indexOf('/api/progress'))
    // Last on the page: it pushes nothing down when it appears.
    const headings = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })
    expect(headings.at(-1)).toHaveTextContent('Recordatorios')
  })

  it('is not shown once a reminder is saved', async () => {
    const { api } = openHome(reminderSettings({ saved: true, email: true }))
    await screen.findByRole('heading', { name: 'Tu semana' })
    await waitFor(() => expect(api.callsTo('GET /api/reminders')).toHaveLength(1))
    expect(card()).not.toBeInTheDocument()
  })

  it('is not shown when the reminder cannot be read, and the home stays whole', async () => {
    const { api } = openHome('fails')
    await screen.findByRole('heading', { name: 'Tu semana' })
    await waitFor(() => expect(api.callsTo('GET /api/reminders')).toHaveLength(1))
    expect(card()).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Tu meditación de hoy' })).toBeInTheDocument()
  })

  it('goes with “Ahora no”, and stays away on this device', async () => {
    const user = member()
    const view = openHome(reminderSettings({ saved: false }), user)
    const region = await screen.findByRole('region', { name: 'Recordatorios' })
    await view.user.click(within(region).getByRole('button', { name: 'Ahora no' }))
    expect(card()).not.toBeInTheDocument()
    expect(localStorage.getItem(dismissedKey(user._id))).toBe('1')
    view.unmount()

    const again = openHome(reminderSettings({ saved: false }), user)
    await screen.findByRole('heading', { name: 'Tu semana' })
    expect(card()).not.toBeInTheDocument()
    expect(again.api.callsTo('GET /api/reminders')).toHaveLength(0)
  })

  it('is not shown to a member without a plan in force (no reminder would be sent)', async () => {
    const { api } = openHome(reminderSettings({ saved: false }), member({ activeSubscription: null }))
    await screen.findByRole('heading', { level: 1 })
    await screen.findByRole('button', { name: /Ver planes|Adquirir plan|planes/i })
    expect(card()).not.toBeInTheDocument()
    expect(api.callsTo('GET /api/reminders')).toHaveLength(0)
  })
})
