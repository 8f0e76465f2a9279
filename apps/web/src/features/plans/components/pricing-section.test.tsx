import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, makePlan } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { PricingSection } from './pricing-section.tsx'

const trial = makePlan({
  name: 'Prueba gratuita',
  slug: 'prueba',
  price: 0,
  durationDays: 15,
  isTestSubscrionPlan: true,
})
const mini = makePlan({ name: 'Mini', slug: 'mini', price: 4.99, durationDays: 30, order: 1 })
const full = makePlan({
  name: 'Full',
  slug: 'full',
  price: 9.99,
  durationDays: 30,
  order: 2,
  isFeatured: true,
  features: ['Todas las categorías', 'Una terapia nueva cada mes'],
})
const yearly = makePlan({ name: 'Full anual', slug: 'full-anual', price: 99, durationDays: 365 })
const biennial = makePlan({ name: 'Dos años', slug: 'dos-anos', price: 180, durationDays: 730 })

const fetchMock = vi.fn<typeof fetch>()

function renderPricing(onRequireAccount = vi.fn()) {
  const view = renderRoutes([
    { path: '/', element: <PricingSection user={null} onRequireAccount={onRequireAccount} /> },
    { path: '/checkout/:slug', element: <p>checkout</p> },
  ])
  return { ...view, onRequireAccount }
}

describe('PricingSection', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock))
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    fetchMock.mockReset()
  })

  it('shows the loading text, then the plans shortest first, at most four', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ success: true, message: 'ok', data: [biennial, yearly, full, trial, mini] }),
    )
    renderPricing()

    expect(screen.getByText('Cargando planes...')).toBeInTheDocument()
    expect(
      screen.getByText('Pruébala gratis por 15 días y accede a todos los beneficios'),
    ).toBeInTheDocument()

    const names = (await screen.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)
    expect(names).toEqual(['Prueba gratuita', 'Mini', 'Full', 'Full anual'])
    expect(screen.queryByText('Cargando planes...')).not.toBeInTheDocument()
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/plans/list')
  })

  it('labels prices, periods, the best option and the buttons', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'ok', data: [trial, full, yearly] }))
    renderPricing()

    const trialCard = await screen.findByRole('article', { name: 'Prueba gratuita' })
    expect(within(trialCard).getByText('Gratis')).toBeInTheDocument()
    expect(within(trialCard).getByText('/ 15 días')).toBeInTheDocument()
    expect(within(trialCard).getByRole('button', { name: 'Escuchar ahora' })).toBeEnabled()

    const fullCard = screen.getByRole('article', { name: 'Full' })
    expect(within(fullCard).getByText('¡La mejor opción!')).toBeInTheDocument()
    expect(within(fullCard).getByText(/9,99/)).toHaveTextContent('9,99 US$')
    expect(within(fullCard).getByText('/ mes')).toBeInTheDocument()
    expect(within(fullCard).getByText('Una terapia nueva cada mes')).toBeInTheDocument()
    expect(within(fullCard).getByRole('button', { name: 'Suscribirse' })).toBeEnabled()

    const yearlyCard = screen.getByRole('article', { name: 'Full anual' })
    expect(within(yearlyCard).getByText('/ año')).toBeInTheDocument()
    expect(within(yearlyCard).queryByText('¡La mejor opción!')).not.toBeInTheDocument()
    // Without the page's word that prices include tax, none says so.
    expect(screen.queryByText('IVA incluido')).not.toBeInTheDocument()
  })

  it("says 'IVA incluido' beside every paid price when the page says prices include tax (issue 32)", async () => {
    const meta = document.createElement('meta')
    meta.name = 'sosiego-prices-include-tax'
    meta.content = 'true'
    document.head.append(meta)
    try {
      fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'ok', data: [trial, full, yearly] }))
      renderPricing()
      const fullCard = await screen.findByRole('article', { name: 'Full' })
      expect(within(fullCard).getByText('IVA incluido')).toBeInTheDocument()
      expect(
        within(screen.getByRole('article', { name: 'Full anual' })).getByText('IVA incluido'),
      ).toBeInTheDocument()
      const trialCard = screen.getByRole('article', { name: 'Prueba gratuita' })
      expect(within(trialCard).queryByText('IVA incluido')).not.toBeInTheDocument()
    } finally {
      meta.remove()
    }
  })

  it("says '+ IVA' beside every paid price when prices exclude tax (issue 32: the checkout adds it)", async () => {
    const meta = document.createElement('meta')
    meta.name = 'sosiego-prices-include-tax'
    meta.content = 'false'
    document.head.append(meta)
    try {
      fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'ok', data: [trial, full, yearly] }))
      renderPricing()
      const fullCard = await screen.findByRole('article', { name: 'Full' })
      expect(within(fullCard).getByText('+ IVA')).toBeInTheDocument()
      expect(within(fullCard).queryByText('IVA incluido')).not.toBeInTheDocument()
      const trialCard = screen.getByRole('article', { name: 'Prueba gratuita' })
      expect(within(trialCard).queryByText('+ IVA')).not.toBeInTheDocument()
    } finally {
      meta.remove()
    }
  })

  it('asks anonymous visitors for an account, naming where to go next', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, message: 'ok', data: [trial, mini] }))
    const { user, onRequireAccount } = renderPricing()

    await user.click(await screen.findByRole('button', { name: 'Escuchar ahora' }))
    expect(onRequireAccount).toHaveBeenLastCalledWith('/test')

    await user.click(screen.getByRole('button', { name: 'Suscribirse' }))
    expect(onRequireAccount).toHaveBeenLastCalledWith('/checkout/mini')
  })

  it('shows no plans and stops loading when the list cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    fetchMock.mockResolvedValue(
      jsonResponse({ success: false, message: 'Error', code: 'common.internal' }, 500),
    )
    renderPricing()

    expect(await screen.findByText('No hay planes disponibles en este momento.')).toBeInTheDocument()
    expect(screen.queryByText('Cargando planes...')).not.toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
  })
})
