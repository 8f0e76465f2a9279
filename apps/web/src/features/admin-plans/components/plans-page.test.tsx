import type { Category, Plan } from '@sosiego/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { type ApiCall, mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makePlan, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', lastName: 'Gestor', email: 'crm@sosiego.app' })
const listKey = 'GET /api/plans/list'
const categoriesKey = 'GET /api/categories/list'

const trial = makePlan({
  name: 'Prueba gratuita',
  slug: 'prueba-gratuita',
  price: 0,
  durationDays: 15,
  isTestSubscrionPlan: true,
  order: 0,
  features: ['Todo el catálogo'],
})
const mini = makePlan({
  name: 'Mini',
  slug: 'mini',
  description: 'Dos temas a tu medida.',
  price: 9.99,
  durationDays: 30,
  order: 1,
  fullCategoryAccess: false,
  categoryAccess: ['cat-ansiedad'],
  features: ['Dos temas', 'Audios y videos', 'Sin anuncios', 'Soporte'],
})
const full = makePlan({ name: 'Full', slug: 'full', price: 19.99, isFeatured: true, order: 2 })
const old = makePlan({ name: 'Antiguo', slug: 'antiguo', isActive: false, order: 3 })

const category = (id: string, name: string, description: string, cover = true): Category => ({
  _id: id,
  name,
  slug: id,
  description,
  isActive: true,
  isDeleted: false,
  order: 1,
  coverImage: cover ? { coverImageName: `${id}.webp`, coverImageUrl: `/media/${id}.webp` } : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
})
const categories = [
  category('cat-ansiedad', 'Ansiedad', 'Calma la mente'),
  category('cat-sueno', 'Sueño', 'Dormir mejor'),
  category('cat-energia', 'Energía', 'Empieza el día', false),
]

const ok = (data: unknown) => () => jsonResponse({ success: true, message: 'ok', data })

function renderPlans(plans: Plan[] = [trial, mini, full, old], user = admin) {
  const api = mockApi({ ...sessionOf(user), [listKey]: ok(plans), [categoriesKey]: ok(categories) })
  const view = renderRoutes(routes, '/admin/planes')
  return { ...view, api }
}

const card = async (name: string) => screen.findByRole('article', { name })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

// The machine running the suite is shared: generous time for the user-event driven tests.
describe('/admin/planes', { timeout: 20_000 }, () => {
  it('loads every plan, inactive ones too, as cards', async () => {
    const { api } = renderPlans()
    expect(await screen.findByText('Cargando planes...')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de Planes' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Gestión de Planes · Sosiego'))
    const trialCard = within(await card('Prueba gratuita'))
    expect(trialCard.getByText('prueba-gratuita')).toBeInTheDocument()
    expect(trialCard.getByText('Gratis')).toBeInTheDocument()
    expect(trialCard.getByText('Plan de prueba')).toBeInTheDocument()

    const miniCard = within(await card('Mini'))
    expect(miniCard.getByText(/9,99\sUS\$/)).toBeInTheDocument()
    expect(miniCard.getByText('Dos temas a tu medida.')).toBeInTheDocument()
    expect(miniCard.getByText('Dos temas')).toBeInTheDocument()
    expect(miniCard.getByText('Audios y videos')).toBeInTheDocument()
    expect(miniCard.queryByText('Sin anuncios')).not.toBeInTheDocument()
    expect(miniCard.getByText('+2 características más')).toBeInTheDocument()
    expect(miniCard.getByRole('button', { name: 'Ver Detalles' })).toBeInTheDocument()
    expect(miniCard.getByRole('button', { name: 'Editar' })).toBeInTheDocument()
    expect(miniCard.queryByText('Popular')).not.toBeInTheDocument()

    expect(within(await card('Full')).getByText('Popular')).toBeInTheDocument()
    expect(within(await card('Antiguo')).getByText('Inactivo')).toBeInTheDocument()
    expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/plans/list?includeInactive=true',
    )
  })

  it('shows a load error with a retry', async () => {
    const api = mockApi({
      ...sessionOf(admin),
      [listKey]: () => jsonResponse({ success: false, message: 'Sin conexión.', code: 'x' }, 500),
    })
    const { user } = renderRoutes(routes, '/admin/planes')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Sin conexión.')
    api.set({ [listKey]: ok([mini]) })
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await card('Mini')).toBeInTheDocument()
  })

  it("falls back to the spec's text when the server sends no message", async () => {
    mockApi({ ...sessionOf(admin), [listKey]: () => new Response('<html>', { status: 502 }) })
    renderRoutes(routes, '/admin/planes')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: No se pudieron cargar los planes')
  })

  it('says when there are no plans', async () => {
    renderPlans([])
    expect(await screen.findByText('No hay planes disponibles')).toBeInTheDocument()
  })

  it('shows the details, with the note on the test plan', async () => {
    const { user } = renderPlans()
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Ver Detalles' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Mini' }))
    expect(dialog.getByText('Dos temas a tu medida.')).toBeInTheDocument()
    expect(dialog.getByText(/9,99\sUS\$/)).toBeInTheDocument()
    expect(dialog.getByText('30 días')).toBeInTheDocument()
    for (const feature of mini.features) expect(dialog.getByText(feature)).toBeInTheDocument()
    expect(dialog.getByText('Activo')).toBeInTheDocument()
    expect(dialog.getByText('1 categoría')).toBeInTheDocument()
    expect(dialog.queryByText(/plan de prueba gratuita/)).not.toBeInTheDocument()
    await user.click(dialog.getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement)

    await user.click(within(await card('Prueba gratuita')).getByRole('button', { name: 'Ver Detalles' }))
    const trialDialog = within(await screen.findByRole('dialog', { name: 'Prueba gratuita' }))
    expect(trialDialog.getByText(/Este es el plan de prueba gratuita/)).toBeInTheDocument()
    expect(trialDialog.getByText('Gratis')).toBeInTheDocument()
    expect(trialDialog.getByText('Todas las categorías')).toBeInTheDocument()
  })

  it('edits every field and saves through PUT /api/plans/update/{id}', async () => {
    const { user, api } = renderPlans()
    const puts: ApiCall[] = []
    api.set({
      [`PUT /api/plans/update/${mini._id}`]: (call) => {
        puts.push(call)
        return jsonResponse({ success: true, message: 'Plan actualizado exitosamente', data: mini })
      },
    })
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))

    expect(dialog.getByLabelText('Nombre')).toHaveValue('Mini')
    expect(dialog.getByLabelText('Precio (USD)')).toHaveValue('9,99')
    expect(dialog.getByLabelText('Precio (USD)')).toHaveAttribute('inputmode', 'decimal')
    expect(dialog.getByLabelText('Duración (días)')).toHaveValue(30)
    expect(dialog.getByLabelText('Orden de visualización')).toHaveValue(1)

    await user.clear(dialog.getByLabelText('Nombre'))
    await user.type(dialog.getByLabelText('Nombre'), 'Mini plus')
    await user.clear(dialog.getByLabelText('Precio (USD)'))
    await user.type(dialog.getByLabelText('Precio (USD)'), '12,5')
    await user.clear(dialog.getByLabelText('Duración (días)'))
    await user.type(dialog.getByLabelText('Duración (días)'), '31')

    // Features: remove one, edit one, add one (Enter adds without sending the form).
    await user.click(dialog.getByRole('button', { name: 'Eliminar característica 3' }))
    await user.clear(dialog.getByLabelText('Característica 1'))
    await user.type(dialog.getByLabelText('Característica 1'), 'Tus dos temas')
    await user.type(dialog.getByLabelText('Nueva característica'), 'Descargas{Enter}')
    expect(dialog.getByLabelText('Característica 4')).toHaveValue('Descargas')
    expect(puts).toHaveLength(0)

    // Categories: the checklist, with covers and search.
    expect(dialog.getByLabelText('Acceso a todas las categorías')).not.toBeChecked()
    const checklist = within(dialog.getByRole('group', { name: 'Categorías incluidas' }))
    expect(await checklist.findByLabelText(/Ansiedad/)).toBeChecked()
    expect(checklist.getByText('1 seleccionada')).toBeInTheDocument()
    expect(document.querySelector('img[src="/media/cat-sueno.webp"]')).not.toBeNull()
    await user.type(checklist.getByLabelText('Buscar categorías...'), 'sueno')
    expect(checklist.queryByLabelText(/Ansiedad/)).not.toBeInTheDocument()
    await user.click(checklist.getByLabelText(/Sueño/))
    expect(checklist.getByText('2 seleccionadas')).toBeInTheDocument()
    await user.clear(checklist.getByLabelText('Buscar categorías...'))
    await user.type(checklist.getByLabelText('Buscar categorías...'), 'nada')
    expect(checklist.getByText('No se encontraron categorías.')).toBeInTheDocument()

    await user.click(dialog.getByLabelText('Plan activo'))
    await user.click(dialog.getByLabelText('Se renueva automáticamente'))
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))

    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]?.body).toEqual({
      name: 'Mini plus',
      description: 'Dos temas a tu medida.',
      price: '12.5',
      currency: 'USD',
      durationDays: 31,
      features: ['Tus dos temas', 'Audios y videos', 'Soporte', 'Descargas'],
      categoryAccess: ['cat-ansiedad', 'cat-sueno'],
      fullCategoryAccess: false,
      isActive: false,
      order: 1,
      isFeatured: false,
      isTestSubscrionPlan: false,
      renews: true,
    })
    expect(await screen.findByText('Plan actualizado exitosamente')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Plan' })).not.toBeInTheDocument())
    // The list is read again.
    await waitFor(() => expect(api.callsTo(listKey).length).toBeGreaterThanOrEqual(2))
  })

  it('hides the checklist with full access on', async () => {
    const { user } = renderPlans()
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    expect(dialog.getByRole('group', { name: 'Categorías incluidas' })).toBeInTheDocument()
    await user.click(dialog.getByLabelText('Acceso a todas las categorías'))
    expect(dialog.queryByRole('group', { name: 'Categorías incluidas' })).not.toBeInTheDocument()
  })

  it('blocks a second popular plan with the spec dialog', async () => {
    const { user, api } = renderPlans()
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.click(dialog.getByLabelText('Plan popular'))

    const info = await screen.findByRole('alertdialog', { name: 'Plan popular' })
    expect(info).toHaveTextContent(
      'Ya existe un plan marcado como popular. Solo puedes tener un plan popular a la vez.',
    )
    await user.click(within(info).getByRole('button', { name: 'Entendido' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(dialog.getByLabelText('Plan popular')).not.toBeChecked()
    // The edit modal stays open.
    expect(screen.getByRole('dialog', { name: 'Editar Plan' })).toBeInTheDocument()
    expect(api.callsTo(`PUT /api/plans/update/${mini._id}`)).toHaveLength(0)
  })

  it('blocks a second test plan with the spec dialog', async () => {
    const { user } = renderPlans()
    await user.click(within(await card('Full')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    // The featured plan may keep its own flag.
    expect(dialog.getByLabelText('Plan popular')).toBeChecked()
    await user.click(dialog.getByLabelText('Plan de prueba'))
    const info = await screen.findByRole('alertdialog', { name: 'Plan de prueba' })
    expect(info).toHaveTextContent(
      'Ya existe un plan marcado como de prueba. Solo puedes tener un plan de prueba a la vez.',
    )
    await user.click(within(info).getByRole('button', { name: 'Entendido' }))
    expect(dialog.getByLabelText('Plan de prueba')).not.toBeChecked()
  })

  it('lets a plan become popular once no other plan is', async () => {
    const { user, api } = renderPlans([trial, mini, { ...full, isFeatured: false }])
    api.set({
      [`PUT /api/plans/update/${mini._id}`]: () =>
        jsonResponse({ success: true, message: 'ok', data: { ...mini, isFeatured: true } }),
    })
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.click(dialog.getByLabelText('Plan popular'))
    expect(dialog.getByLabelText('Plan popular')).toBeChecked()
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    await waitFor(() => expect(api.callsTo(`PUT /api/plans/update/${mini._id}`)).toHaveLength(1))
    expect(api.callsTo(`PUT /api/plans/update/${mini._id}`)[0]?.body).toMatchObject({ isFeatured: true })
  })

  it("shows the server's refusal: the dialog for a flag taken meanwhile, a toast otherwise", async () => {
    const { user, api } = renderPlans([trial, mini, { ...full, isFeatured: false }])
    api.set({
      [`PUT /api/plans/update/${mini._id}`]: () =>
        jsonResponse(
          {
            success: false,
            message: 'Ya existe un plan marcado como popular. Solo puedes tener un plan popular a la vez.',
            code: 'plans.featuredTaken',
          },
          409,
        ),
    })
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.click(dialog.getByLabelText('Plan popular'))
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    const info = await screen.findByRole('alertdialog', { name: 'Plan popular' })
    await user.click(within(info).getByRole('button', { name: 'Entendido' }))

    api.set({
      [`PUT /api/plans/update/${mini._id}`]: () =>
        jsonResponse(
          { success: false, message: 'Alguna de las categorías elegidas no existe.', code: 'x' },
          400,
        ),
    })
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    expect(
      await screen.findByText('Error al actualizar el plan: Alguna de las categorías elegidas no existe.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Editar Plan' })).toBeInTheDocument()
  })

  it('takes a price with the Spanish comma, and asks before saving one ten times away from the old', async () => {
    const { user, api } = renderPlans()
    const puts: ApiCall[] = []
    api.set({
      [`PUT /api/plans/update/${mini._id}`]: (call) => {
        puts.push(call)
        return jsonResponse({ success: true, message: 'Plan actualizado exitosamente', data: mini })
      },
    })
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.clear(dialog.getByLabelText('Precio (USD)'))
    await user.type(dialog.getByLabelText('Precio (USD)'), '999')
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    const question = within(await screen.findByRole('alertdialog', { name: '¿Guardar este precio?' }))
    expect(question.getByText(/El precio pasa de 9,99\sUS\$ a 999,00\sUS\$/)).toBeInTheDocument()
    await user.click(question.getByRole('button', { name: 'Cancelar' }))
    expect(puts).toHaveLength(0)

    await user.clear(dialog.getByLabelText('Precio (USD)'))
    await user.type(dialog.getByLabelText('Precio (USD)'), '9,49')
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]?.body).toMatchObject({ price: '9.49' })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('checks the fields before sending, with Spanish messages', async () => {
    const { user, api } = renderPlans()
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.clear(dialog.getByLabelText('Nombre'))
    await user.clear(dialog.getByLabelText('Precio (USD)'))
    await user.type(dialog.getByLabelText('Precio (USD)'), '1.234')
    await user.clear(dialog.getByLabelText('Duración (días)'))
    await user.type(dialog.getByLabelText('Duración (días)'), '0')
    await user.click(dialog.getByRole('button', { name: 'Guardar Cambios' }))
    expect(await dialog.findByText('El nombre es obligatorio')).toBeInTheDocument()
    expect(
      dialog.getByText('El precio debe ser un número mayor o igual que 0, con dos decimales como máximo.'),
    ).toBeInTheDocument()
    expect(dialog.getByText('La duración debe ser un número entero de días mayor que 0.')).toBeInTheDocument()
    expect(api.callsTo(`PUT /api/plans/update/${mini._id}`)).toHaveLength(0)
  })

  it('cancels without saving', async () => {
    const { user, api } = renderPlans()
    await user.click(within(await card('Mini')).getByRole('button', { name: 'Editar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar Plan' }))
    await user.type(dialog.getByLabelText('Nombre'), ' cambiado')
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(api.callsTo(`PUT /api/plans/update/${mini._id}`)).toHaveLength(0)
  })

  it('sends a crmUser back to the dashboard', async () => {
    const { router } = renderPlans([mini], crm)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(screen.queryByRole('heading', { name: 'Gestión de Planes' })).not.toBeInTheDocument()
  })
})
