import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeCategory, makeMedia } from '../test/content-fixtures.ts'
import {
  admin,
  crm,
  full,
  guide,
  item,
  night,
  none,
  ok,
  panel,
  renderContent,
  sleep,
} from './content-page.test-helpers.ts'

// /admin/audio's four panels as staff read them: what each lists, empty and failed lists, paging,
// search and filters, a PDF's preview, and the read-only view a crmUser gets. Adding, editing,
// switching and deleting: content-page-editing.test.tsx.

// The machine running the suite is shared: generous time for the user-event driven tests.
describe('/admin/audio', { timeout: 30_000 }, () => {
  it('lists the staff view of the catalogue in four panels', async () => {
    const { api } = renderContent()
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestión de Contenido' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Gestión de Contenido · Sosiego'))

    const calmCard = within(await item('Categorías', 'Calma'))
    expect(calmCard.getByText('Inactivo')).toBeInTheDocument()
    expect(calmCard.getByRole('switch', { name: 'Activo: Calma' })).not.toBeChecked()
    expect(calmCard.getByRole('presentation')).toHaveAttribute('src', '/media/caratula-categorias/calma.webp')
    // No cover: the default icon.
    expect(within(await item('Categorías', 'Sueño')).getByTestId('default-cover')).toBeInTheDocument()

    expect(within(await item('Temas', 'Respiración')).getByText('Calma')).toBeInTheDocument()

    const rainCard = within(await item('Audios/Videos', 'Lluvia serena'))
    expect(rainCard.getByText('1:15')).toBeInTheDocument()
    expect(rainCard.getByText('noche')).toBeInTheDocument()
    expect(rainCard.getByText('Sueño')).toBeInTheDocument()
    expect(within(await item('Audios/Videos', 'Olas')).getByText('10:00')).toBeInTheDocument()
    // Audios first; the video waits behind the toggle.
    expect(within(await panel('Audios/Videos')).queryByText('Círculo de respiración')).not.toBeInTheDocument()

    expect(within(await item('PDFs', 'Guía de respiración')).getByText('Activo')).toBeInTheDocument()

    const urls = api.fetchMock.mock.calls.map(([url]) => String(url))
    for (const resource of ['categories', 'themes', 'audios', 'pdfs'])
      expect(urls).toContain(`/api/${resource}/list?isDeleted=false&includeInactive=true`)
  })

  it('toggles between audios and videos', async () => {
    const { user } = renderContent()
    const media = await panel('Audios/Videos')
    await within(media).findByText('Lluvia serena')
    await user.click(within(media).getByRole('radio', { name: 'Videos' }))
    const video = within(await item('Audios/Videos', 'Círculo de respiración'))
    expect(video.getByText('0:42')).toBeInTheDocument()
    expect(within(media).queryByText('Lluvia serena')).not.toBeInTheDocument()
    expect(within(media).getByLabelText('Buscar videos')).toBeInTheDocument()
  })

  it('says when a list is empty', async () => {
    const { user } = renderContent(none)
    expect(await screen.findByText('No hay categorías aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay temas aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay audios aún')).toBeInTheDocument()
    expect(await screen.findByText('No hay PDFs aún')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Videos' }))
    expect(await screen.findByText('No hay videos aún')).toBeInTheDocument()
  })

  it("shows a list's load error with a retry", async () => {
    const { api, user } = renderContent(full, admin, {
      'GET /api/categories/list': () => new Response('<html>', { status: 502 }),
    })
    const categories = within(await panel('Categorías'))
    expect(await categories.findByRole('alert')).toHaveTextContent('No se pudieron cargar las categorías')
    // The other panels do not depend on it.
    expect(await item('PDFs', 'Guía de respiración')).toBeInTheDocument()
    api.set({ 'GET /api/categories/list': ok([sleep]) })
    await user.click(categories.getByRole('button', { name: 'Intentar de nuevo' }))
    expect(await categories.findByRole('article', { name: 'Sueño' })).toBeInTheDocument()
  })

  it('shows the first items, Ver más adds more and Ver menos goes back', async () => {
    const many = Array.from({ length: 8 }, (_, i) => makeCategory({ name: `Cat ${i + 1}` }))
    const { user } = renderContent({ ...none, categories: many })
    const categories = within(await panel('Categorías'))
    await categories.findByText('Cat 1')
    expect(categories.getAllByRole('article')).toHaveLength(6)
    expect(categories.getByText('Mostrando 6 de 8')).toBeInTheDocument()
    expect(categories.queryByRole('button', { name: 'Ver menos' })).not.toBeInTheDocument()
    await user.click(categories.getByRole('button', { name: 'Ver más' }))
    expect(categories.getAllByRole('article')).toHaveLength(8)
    expect(categories.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument()
    await user.click(categories.getByRole('button', { name: 'Ver menos' }))
    expect(categories.getAllByRole('article')).toHaveLength(6)
  })

  it('renders a long list a page at a time', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => makeMedia(night, { title: `Pista ${i + 1}` }))
    const { user } = renderContent({ ...full, media: many })
    const media = within(await panel('Audios/Videos'))
    await media.findByText('Pista 1')
    expect(media.getAllByRole('article')).toHaveLength(10)
    expect(media.getByText('Mostrando 10 de 2000')).toBeInTheDocument()
    await user.click(media.getByRole('button', { name: 'Ver más' }))
    expect(media.getAllByRole('article')).toHaveLength(40)
    await user.type(media.getByLabelText('Buscar audios'), 'pista 1999')
    expect(await media.findByText('Mostrando 1 de 1')).toBeInTheDocument()
  })

  it('searches, and filters themes and media by category; a new category clears the theme', async () => {
    const { user } = renderContent()
    const categories = within(await panel('Categorías'))
    await user.type(await categories.findByLabelText('Buscar categorías'), 'zzz')
    expect(await categories.findByText('No se encontraron categorías')).toBeInTheDocument()

    const themes = within(await panel('Temas'))
    await user.selectOptions(await themes.findByRole('combobox', { name: 'Filtrar por categoría' }), 'Sueño')
    expect(await themes.findByRole('article', { name: 'Noches tranquilas' })).toBeInTheDocument()
    expect(themes.queryByRole('article', { name: 'Respiración' })).not.toBeInTheDocument()

    const media = within(await panel('Audios/Videos'))
    await user.type(media.getByLabelText('Buscar audios'), 'MAR')
    expect(await media.findByRole('article', { name: 'Olas' })).toBeInTheDocument()
    expect(media.queryByRole('article', { name: 'Lluvia serena' })).not.toBeInTheDocument()
    await user.clear(media.getByLabelText('Buscar audios'))

    await user.selectOptions(media.getByRole('combobox', { name: 'Filtrar por categoría' }), 'Calma')
    const themeFilter = media.getByRole('combobox', { name: 'Filtrar por tema' })
    const options = within(themeFilter).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Todos los temas', 'Respiración'])
    await user.selectOptions(themeFilter, 'Respiración')
    expect(await media.findByRole('article', { name: 'Olas' })).toBeInTheDocument()
    expect(media.queryByRole('article', { name: 'Lluvia serena' })).not.toBeInTheDocument()

    await user.selectOptions(media.getByRole('combobox', { name: 'Filtrar por categoría' }), 'Sueño')
    expect(media.getByRole('combobox', { name: 'Filtrar por tema' })).toHaveDisplayValue('Todos los temas')
    expect(await media.findByRole('article', { name: 'Lluvia serena' })).toBeInTheDocument()

    await user.type(media.getByLabelText('Buscar audios'), 'olas')
    expect(await media.findByText('No se encontraron audios')).toBeInTheDocument()
  })

  it('previews a PDF through a signed URL', async () => {
    const { api, user } = renderContent()
    api.set({
      [`GET /api/pdfs/file-url/${guide._id}`]: ok({
        url: '/api/media/archivos-pdf/guia.pdf?u=1&e=2&s=x',
        expiresAt: '2026-11-22T10:10:00.000Z',
      }),
    })
    await user.click(
      within(await item('PDFs', 'Guía de respiración')).getByRole('button', {
        name: 'Ver Guía de respiración',
      }),
    )
    const dialog = within(await screen.findByRole('dialog', { name: 'Guía de respiración' }))
    expect(await dialog.findByTitle('Vista previa de Guía de respiración')).toHaveAttribute(
      'src',
      '/api/media/archivos-pdf/guia.pdf?u=1&e=2&s=x',
    )
    expect(dialog.getByRole('link', { name: 'Abrir en nueva pestaña' })).toHaveAttribute('target', '_blank')
    expect(dialog.getAllByRole('button', { name: 'Cerrar' })[0]).toHaveFocus()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('is read only for crmUser', async () => {
    renderContent(full, crm)
    expect(
      await screen.findByText('Puedes consultar el contenido; solo un administrador puede modificarlo.'),
    ).toBeInTheDocument()
    await item('Categorías', 'Calma')
    await item('PDFs', 'Guía de respiración')
    expect(screen.queryByRole('button', { name: 'Agregar nuevo' })).not.toBeInTheDocument()
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled()
    expect(screen.queryByRole('button', { name: /^Editar / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Eliminar / })).not.toBeInTheDocument()
    // Reading a PDF stays possible.
    expect(screen.getByRole('button', { name: 'Ver Guía de respiración' })).toBeInTheDocument()
  })
})
