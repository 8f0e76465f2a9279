import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { setSessionUser } from '../../../lib/session-store.ts'
import { activeSubscription } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { api, routes, themeRef, withResult } from '../../questionnaire/components/test-view.test-helpers.tsx'
import { ok, summary } from './programs.test-helpers.ts'

const parejaRef = themeRef('pareja')
const fits = summary('Cuidar la relación', {
  category: { _id: 'c-rel', name: 'Relaciones', slug: 'relaciones' },
  themes: [{ _id: parejaRef._id, name: parejaRef.name, slug: 'pareja' }],
})
const best = summary('Siete días para empezar', {
  category: { _id: 'c-salud', name: 'Salud', slug: 'salud' },
  themes: [{ _id: parejaRef._id, name: parejaRef.name, slug: 'pareja' }],
})
const other = summary('Dormir mejor en 10 noches', {
  category: { _id: 'c-sueno', name: 'Sueño', slug: 'sueno' },
  themes: [],
})

describe("Mi Test's results: 'Tu programa recomendado'", () => {
  it('recommends the program that fits the category and themes, with a link to it', async () => {
    api({ 'GET /api/programs': ok([other, fits, best]) })
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    renderRoutes(routes, '/panel/mis-tests')
    const box = await screen.findByRole('region', { name: 'Tu programa recomendado' })
    expect(within(box).getByRole('link', { name: 'Siete días para empezar' })).toHaveAttribute(
      'href',
      `/panel/programas/${best._id}`,
    )
    expect(within(box).queryByText('Dormir mejor en 10 noches')).not.toBeInTheDocument()
    // Besides the filters the test already gave.
    expect(screen.getByRole('link', { name: 'Escuchar meditaciones de Pareja' })).toBeInTheDocument()
  })

  it('on /test too, for a signed-in member', async () => {
    api({ 'GET /api/programs': ok([other, best]) })
    setSessionUser(withResult())
    renderRoutes(routes, '/test')
    const box = await screen.findByRole('region', { name: 'Tu programa recomendado' })
    expect(within(box).getByRole('link', { name: 'Siete días para empezar' })).toBeInTheDocument()
  })

  it('shows nothing when there is no program to recommend', async () => {
    api()
    setSessionUser(withResult({ activeSubscription: activeSubscription() }))
    renderRoutes(routes, '/panel/mis-tests')
    await screen.findByRole('heading', { name: 'Tus resultados' })
    expect(screen.queryByRole('region', { name: 'Tu programa recomendado' })).not.toBeInTheDocument()
  })
})
