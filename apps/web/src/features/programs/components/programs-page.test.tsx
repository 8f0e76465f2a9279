import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { activeSubscription, jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { member, open } from '../../meditations/components/meditations-page.test-helpers.ts'
import { ok, run, summary } from './programs.test-helpers.ts'

const siete = summary('Siete días para empezar', {
  stepCount: 7,
  totalDuration: 7 * 480,
  enrolment: run({ doneCount: 3, nextPosition: 4 }),
})
const dormir = summary('Dormir mejor en 10 noches', {
  level: 'intermedio',
  pace: 'free',
  stepCount: 10,
  totalDuration: 3000,
  access: 'fullPlan',
})
const ansiedad = summary('Ansiedad: 5 prácticas breves', {
  stepCount: 5,
  totalDuration: 900,
  enrolment: run({ doneCount: 5, nextPosition: null, completedOn: '2026-11-25' }),
})

function openPrograms(programs = [siete, dormir, ansiedad], user = member()) {
  return open('/panel/programas', { user, handlers: { 'GET /api/programs': ok(programs) } })
}

const card = (title: string) => screen.getByRole('link', { name: title }).closest('article') as HTMLElement

describe('/panel/programas', () => {
  it('shows each program as a card: level, pace, steps and minutes, and the member’s progress', async () => {
    openPrograms()
    expect(await screen.findByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument()
    const links = await screen.findAllByRole('link', { name: /Siete|Dormir|Ansiedad/ })
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Siete días para empezar', `/panel/programas/${siete._id}`],
      ['Dormir mejor en 10 noches', `/panel/programas/${dormir._id}`],
      ['Ansiedad: 5 prácticas breves', `/panel/programas/${ansiedad._id}`],
    ])
    const first = within(card('Siete días para empezar'))
    expect(first.getByText('Inicial')).toBeInTheDocument()
    expect(first.getByText('Un paso al día')).toBeInTheDocument()
    expect(first.getByText('7 pasos · 56 min en total')).toBeInTheDocument()
    expect(first.getByText('3 de 7 pasos hechos')).toBeInTheDocument()
    const second = within(card('Dormir mejor en 10 noches'))
    expect(second.getByText('Intermedio')).toBeInTheDocument()
    expect(second.getByText('A tu ritmo')).toBeInTheDocument()
    expect(second.queryByText(/pasos hechos/)).not.toBeInTheDocument()
    expect(within(card('Ansiedad: 5 prácticas breves')).getByText('Programa completado')).toBeInTheDocument()
    // The menu leads here.
    const nav = screen.getByRole('navigation', { name: 'Menú del panel' })
    expect(within(nav).getByRole('link', { name: 'Programas' })).toHaveAttribute('aria-current', 'page')
  })

  it("a mini member's program outside their plan: 'Incluido en el plan Full' and 'Mejorar plan' opens the plan picker", async () => {
    const { user } = openPrograms(
      [dormir],
      member({ activeSubscription: activeSubscription({ slug: 'mini', name: 'Mini' }) }),
    )
    await screen.findByRole('link', { name: 'Dormir mejor en 10 noches' })
    const box = within(card('Dormir mejor en 10 noches'))
    expect(box.getByText('Incluido en el plan Full')).toBeInTheDocument()
    await user.click(box.getByRole('button', { name: 'Mejorar plan' }))
    expect(await screen.findByRole('dialog', { name: 'Actualizar al plan Full' })).toBeInTheDocument()
  })

  it("without a plan: 'Adquirir plan' on each program, which opens the plan picker", async () => {
    const { user } = openPrograms(
      [summary('Siete días para empezar', { access: 'noPlan' })],
      makeSessionUser({ role: 'subscriber', activeSubscription: null }),
    )
    await screen.findByRole('link', { name: 'Siete días para empezar' })
    expect(screen.getByText('Necesitas un plan para seguir este programa.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adquirir plan' }))
    expect(await screen.findByRole('dialog', { name: 'Elige un plan' })).toBeInTheDocument()
  })

  it('says when there are none, and when they could not be loaded (with a retry)', async () => {
    const { api, user } = openPrograms([])
    expect(await screen.findByText('Todavía no hay programas. Vuelve pronto.')).toBeInTheDocument()
    api.set({
      'GET /api/programs': () =>
        jsonResponse({ success: false, message: 'Algo falló.', code: 'server.error' }, 500),
    })
    // A new visit reads them again.
    await user.click(screen.getByRole('link', { name: 'Mi progreso' }))
    api.set({ 'GET /api/progress': () => jsonResponse({ success: false, message: 'x' }, 500) })
    await user.click(screen.getByRole('link', { name: 'Programas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Algo falló.')
    api.set({ 'GET /api/programs': ok([siete]) })
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('link', { name: 'Siete días para empezar' })).toBeInTheDocument()
  })
})
