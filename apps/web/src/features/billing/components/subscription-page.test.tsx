import { emptyBillingDetails, type SessionUser, type Subscription } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makePlan, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const plainText = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ')
const catalogue = [
  makePlan({
    slug: 'prueba-gratuita',
    name: 'Prueba gratuita',
    price: 0,
    durationDays: 15,
    isTestSubscrionPlan: true,
  }),
  makePlan({ slug: 'mini', name: 'Mini', price: 9.99, features: ['Acceso a los 2 temas que elijas'] }),
  makePlan({ slug: 'full', name: 'Full', price: 19.99, features: ['1 terapia nueva cada mes'] }),
  makePlan({ slug: 'full-anual', name: 'Full anual', price: 199.9, durationDays: 365 }),
]

let sequence = 0
function subscription(
  slug: string,
  status: Subscription['status'],
  overrides: Partial<Subscription['plan']> = {},
): Subscription {
  sequence += 1
  const plan = catalogue.find((entry) => entry.slug === slug)
  return {
    _id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    status,
    plan: {
      _id: plan?._id ?? `plan-${slug}`,
      slug,
      name: plan?.name ?? slug,
      description: plan?.description ?? '',
      price: plan?.price ?? 0,
      currency: 'USD',
      durationDays: plan?.durationDays ?? 30,
      features: plan?.features ?? [],
      fullCategoryAccess: true,
      isTestSubscrionPlan: plan?.isTestSubscrionPlan ?? false,
      ...overrides,
    },
    startDate: '2026-11-01T10:00:00.000Z',
    endDate: '2026-12-01T10:00:00.000Z',
    themeId1: null,
    themeId2: null,
    createdAt: '2026-11-01T10:00:00.000Z',
  }
}
function memberWith(active: Subscription | null, older: Subscription[] = []): SessionUser {
  return makeSessionUser({ activeSubscription: active, subscriptions: active ? [active, ...older] : older })
}
function open(user: SessionUser) {
  const api = mockApi({
    ...sessionOf(user),
    'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: catalogue }),
    // Issue 32's sections below the page (their own tests: invoices-section.test.tsx).
    'GET /api/payments/invoices': () => jsonResponse({ success: true, message: 'ok', data: [] }),
    'GET /api/payments/billing-details': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: emptyBillingDetails,
      }),
  })
  return { api, view: renderRoutes(routes, '/panel/suscripcion') }
}
/** The page itself, not its frame (the heading alone, drawn while the session is checked). */
async function heading() {
  await screen.findByRole('heading', { level: 2, name: 'Suscripciones anteriores' })
  return screen.getByRole('heading', { level: 1, name: 'Mi Suscripción' })
}

afterEach(() => vi.unstubAllGlobals())

describe('/panel/suscripcion › Mi Suscripción', () => {
  it("without a plan: 'No tienes suscripción activa', 'Ver Planes' and no history", async () => {
    open(memberWith(null))
    await heading()
    await waitFor(() => expect(document.title).toBe('Mi Suscripción · Sosiego'))
    expect(screen.getByRole('heading', { name: 'No tienes suscripción activa' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver Planes' })).toHaveAttribute('href', '/')
    expect(screen.getByText('No tienes suscripciones anteriores')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Actualizar plan' })).not.toBeInTheDocument()
    // The sidebar item is the current page.
    const sidebar = screen.getByRole('complementary')
    expect(within(sidebar).getByRole('link', { name: 'Mi Suscripción' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  it('shows the active card (name, description, price, days, dates, features, badge) and the history', async () => {
    const full = subscription('full', 'active')
    const mini = subscription('mini', 'completed')
    const trial = subscription('prueba-gratuita', 'expired')
    // A queued renewal of the same plan is not history.
    const renewal = subscription('full', 'pending')
    open(memberWith(full, [renewal, mini, trial]))
    await heading()

    const card = screen.getByRole('region', { name: 'Full' })
    expect(within(card).getByText('Tu plan actual')).toBeInTheDocument()
    expect(within(card).getByText('Activo')).toBeInTheDocument()
    expect(within(card).getByText(full.plan.description)).toBeInTheDocument()
    expect(plainText(within(card).getByText('Precio').nextElementSibling?.textContent ?? null)).toBe(
      '19,99 US$ / mes',
    )
    expect(within(card).getByText('Duración').nextElementSibling).toHaveTextContent('30 días')
    expect(within(card).getByText('Fecha de creación').nextElementSibling).toHaveTextContent(
      '1 de noviembre de 2026',
    )
    expect(within(card).getByText('Fecha de fin').nextElementSibling).toHaveTextContent(
      '1 de diciembre de 2026',
    )
    expect(within(card).getByText('1 terapia nueva cada mes')).toBeInTheDocument()
    expect(within(card).queryByRole('button', { name: 'Actualizar plan' })).not.toBeInTheDocument()

    const history = screen.getByRole('region', { name: 'Suscripciones anteriores' })
    const rows = within(history).getAllByRole('listitem')
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Mini',
      'Prueba gratuita',
    ])
    expect(within(rows[0] as HTMLElement).getByText('Completado')).toBeInTheDocument()
    expect(within(rows[1] as HTMLElement).getByText('Expirado')).toBeInTheDocument()
    // A free plan reads 'Gratis' on Mi Suscripción (issue 18), not '0,00 US$ / mes'.
    expect(within(rows[1] as HTMLElement).getByText('Gratis')).toBeInTheDocument()
  })

  it("a staff grant without end reads 'Sin fecha de fin'; a yearly plan '/ año'", async () => {
    const yearly = { ...subscription('full-anual', 'active'), endDate: null }
    open(memberWith(yearly))
    await heading()
    const card = screen.getByRole('region', { name: 'Full anual' })
    expect(within(card).getByText('Fecha de fin').nextElementSibling).toHaveTextContent('Sin fecha de fin')
    expect(plainText(within(card).getByText('Precio').nextElementSibling?.textContent ?? null)).toBe(
      '199,90 US$ / año',
    )
    expect(within(card).getByText('Duración').nextElementSibling).toHaveTextContent('365 días')
  })

  it("on the trial: 'Actualizar plan' opens 'Elige un plan de suscripción' with every paid plan", async () => {
    const { view } = open(memberWith(subscription('prueba-gratuita', 'active')))
    await heading()
    const card = screen.getByRole('region', { name: 'Prueba gratuita' })
    expect(within(card).getByText('Precio').nextElementSibling).toHaveTextContent(/^Gratis$/)
    // Issue 32: the trial says what happens at its end.
    expect(
      within(card).getByText(
        'Al terminar no te cobraremos nada: la prueba simplemente termina. Solo pagarás si eliges un plan.',
      ),
    ).toBeInTheDocument()
    await view.user.click(within(card).getByRole('button', { name: 'Actualizar plan' }))

    const dialog = await screen.findByRole('dialog', { name: 'Elige un plan de suscripción' })
    const cards = await within(dialog).findAllByRole('article')
    // Issue 32: Full anual too.
    expect(cards.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Mini',
      'Full',
      'Full anual',
    ])
    expect(cards.map((entry) => plainText(within(entry).getByText(/US\$/).textContent))).toEqual([
      '9,99 US$ / mes',
      '19,99 US$ / mes',
      '199,90 US$ / año',
    ])
    expect(
      within(cards[1] as HTMLElement).getByText('¡La mejor opción! Accede a 1 terapia nueva cada mes.'),
    ).toBeInTheDocument()
    expect(within(cards[0] as HTMLElement).queryByText(/La mejor opción/)).not.toBeInTheDocument()
    expect(within(dialog).getAllByRole('button', { name: 'Suscribirse' })).toHaveLength(3)

    // Mini goes to its checkout, which first asks for the two themes after the test.
    await view.user.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Suscribirse' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/panel/mis-tests'))
    expect(view.router.state.location.search).toBe('?miniFlow=1')
  })

  it("for a mini holder: 'Actualizar al plan Full' with full alone and 'Mejorar plan'", async () => {
    const { view } = open(memberWith(subscription('mini', 'active')))
    await heading()
    await view.user.click(screen.getByRole('button', { name: 'Actualizar plan' }))

    const dialog = await screen.findByRole('dialog', { name: 'Actualizar al plan Full' })
    const cards = await within(dialog).findAllByRole('article')
    expect(cards).toHaveLength(1)
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Full' })).toBeInTheDocument()
    await view.user.click(within(dialog).getByRole('button', { name: 'Mejorar plan' }))
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/checkout/full'))
  })

  describe('renewal and withdrawal (issue 18)', () => {
    const state = {
      renews: true,
      cancelAtPeriodEnd: false,
      pastDue: false,
      paidUntil: '2026-12-01T10:00:00.000Z',
      amount: 19.99,
      currency: 'USD',
      canUpdateCard: false,
      withdrawableUntil: '2026-11-15T10:00:00.000Z',
      // Issue 27: the unused days, not the price (decision 086).
      withdrawalRefundAmount: 10.66,
      withdrawalCurrency: 'USD',
    }
    function openRenewing() {
      const full = subscription('full', 'active')
      const api = mockApi({
        ...sessionOf(memberWith(full)),
        'GET /api/plans/list': () => jsonResponse({ success: true, message: 'ok', data: catalogue }),
        'GET /api/payments/subscription/renewal': () =>
          jsonResponse({ success: true, message: 'ok', data: state }),
        'POST /api/payments/subscription/cancel-renewal': () =>
          jsonResponse({ success: true, message: 'ok', data: { ...state, cancelAtPeriodEnd: true } }),
        'POST /api/payments/subscription/resume': () =>
          jsonResponse({ success: true, message: 'ok', data: state }),
      })
      return { api, view: renderRoutes(routes, '/panel/suscripcion') }
    }

    it("cancels the renewal in two clicks, the confirmation saying until when, then 'Reanudar' in one", async () => {
      const { api, view } = openRenewing()
      const panel = await screen.findByRole('region', { name: 'Renovación' })
      expect(
        await within(panel).findByText('Se renueva el 1 de diciembre de 2026 por 19,99 US$.'),
      ).toBeInTheDocument()
      await view.user.click(within(panel).getByRole('button', { name: 'Cancelar renovación' }))
      const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar la renovación?' })
      expect(confirm).toHaveTextContent('Tu plan sigue disponible hasta el 1 de diciembre de 2026.')
      await view.user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar renovación' }))
      await waitFor(() =>
        expect(api.callsTo('POST /api/payments/subscription/cancel-renewal')).toHaveLength(1),
      )
      expect(
        await within(panel).findByText(
          'Renovación cancelada: tu plan sigue disponible hasta el 1 de diciembre de 2026.',
        ),
      ).toBeInTheDocument()
      await view.user.click(within(panel).getByRole('button', { name: 'Reanudar' }))
      await waitFor(() => expect(api.callsTo('POST /api/payments/subscription/resume')).toHaveLength(1))
      expect(await within(panel).findByRole('button', { name: 'Cancelar renovación' })).toBeInTheDocument()
    })

    it("cancels without answering '¿Por qué cancelas?': no body, the confirm button takes the focus", async () => {
      const { api, view } = openRenewing()
      const panel = await screen.findByRole('region', { name: 'Renovación' })
      await view.user.click(await within(panel).findByRole('button', { name: 'Cancelar renovación' }))
      const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar la renovación?' })
      const question = within(confirm).getByRole('group', { name: '¿Por qué cancelas?' })
      // Five answers, none chosen for the member.
      expect(within(question).getAllByRole('radio')).toHaveLength(5)
      for (const radio of within(question).getAllByRole('radio')) expect(radio).not.toBeChecked()
      const yes = within(confirm).getByRole('button', { name: 'Sí, cancelar renovación' })
      await waitFor(() => expect(yes).toHaveFocus())
      await view.user.click(yes)
      await waitFor(() =>
        expect(api.callsTo('POST /api/payments/subscription/cancel-renewal')).toHaveLength(1),
      )
      expect(api.callsTo('POST /api/payments/subscription/cancel-renewal')[0]?.body).toBeUndefined()
    })

    it('sends the answer and the note with the same confirm button', async () => {
      const { api, view } = openRenewing()
      const panel = await screen.findByRole('region', { name: 'Renovación' })
      await view.user.click(await within(panel).findByRole('button', { name: 'Cancelar renovación' }))
      const confirm = await screen.findByRole('alertdialog', { name: '¿Cancelar la renovación?' })
      await view.user.click(within(confirm).getByRole('radio', { name: 'No tengo tiempo para usarlo' }))
      await view.user.type(
        within(confirm).getByRole('textbox', { name: '¿Quieres contarnos algo más? (opcional)' }),
        '  Vuelvo en verano  ',
      )
      await view.user.click(within(confirm).getByRole('button', { name: 'Sí, cancelar renovación' }))
      await waitFor(() =>
        expect(api.callsTo('POST /api/payments/subscription/cancel-renewal')).toHaveLength(1),
      )
      expect(api.callsTo('POST /api/payments/subscription/cancel-renewal')[0]?.body).toEqual({
        reason: 'no-time',
        note: 'Vuelvo en verano',
      })
    })

    it("'Desistir del contrato' says what comes back before asking; 'Volver' withdraws nothing", async () => {
      const { api, view } = openRenewing()
      const panel = await screen.findByRole('region', { name: 'Renovación' })
      expect(panel).toHaveTextContent(
        'Puedes desistir del contrato hasta el 15 de noviembre de 2026. Si desistes ahora, te devolveremos 10,66 US$.',
      )
      await view.user.click(await within(panel).findByRole('button', { name: 'Desistir del contrato' }))
      const confirm = await screen.findByRole('alertdialog', { name: '¿Desistir del contrato?' })
      expect(confirm).toHaveTextContent('Te devolveremos 10,66 US$ por el mismo medio de pago')
      expect(confirm).not.toHaveTextContent('19,99')
      await view.user.click(within(confirm).getByRole('button', { name: 'Volver' }))
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
      expect(api.callsTo('POST /api/payments/subscription/withdraw')).toHaveLength(0)
    })
  })
})
