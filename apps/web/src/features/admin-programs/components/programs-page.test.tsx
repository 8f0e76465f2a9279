import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import {
  anxiety,
  body,
  calm,
  circle,
  crm,
  rain,
  renderAdminPage,
  waves,
  week,
  written,
} from '../test/program-fixtures.ts'

// /admin/programas: the list (a table, cards on a phone), what a crmUser may not do, and the form:
// its Spanish messages, steps added from the catalogue and put in order, and the server's errors.

/** A phone or a tablet: below 1024 px, as `useWideScreen` reads it. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const stepNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) =>
      within(row)
        .getByRole('button', { name: /^Mover el paso/ })
        .getAttribute('aria-label'),
    )

describe('/admin/programas', { timeout: 30_000 }, () => {
  it('lists the programs in a table: cover, title, category, level, pace, steps, inscritos, switch', async () => {
    renderAdminPage('/admin/programas')
    const table = await screen.findByRole('table', { name: /^Programas, con su categoría/ })
    expect(screen.getByRole('heading', { level: 1, name: 'Programas' })).toBeInTheDocument()
    expect(screen.getByText('2 programas')).toBeInTheDocument()
    const first = within(table).getByRole('row', { name: /Siete días para empezar/ })
    for (const text of ['Sueño', 'Inicial', 'Un paso al día', '2', '12'])
      expect(within(first).getByRole('cell', { name: text })).toBeInTheDocument()
    expect(within(first).getByRole('switch', { name: 'Activo: Siete días para empezar' })).toBeChecked()
    const second = within(table).getByRole('row', { name: /Ansiedad/ })
    for (const text of ['Calma', 'Intermedio', 'A tu ritmo', '1'])
      expect(within(second).getAllByRole('cell', { name: text }).length).toBeGreaterThan(0)
    expect(within(second).getByRole('switch', { name: /^Activo: Ansiedad/ })).not.toBeChecked()
    expect(second.querySelector('img')).toHaveAttribute('src', '/media/caratula-categorias/ansiedad.webp')
    expect(within(first).getByRole('button', { name: 'Editar Siete días para empezar' })).toHaveAttribute(
      'title',
      'Editar',
    )
  })

  it('shows one card per program below 1024 px, with labelled actions', async () => {
    onPhone()
    renderAdminPage('/admin/programas')
    const list = await screen.findByRole('list', { name: /^Programas, con su categoría/ })
    const card = within(list).getByRole('article', { name: 'Siete días para empezar' })
    expect(card).toHaveTextContent('2 pasos · 12 inscritos')
    expect(within(card).getByText('Un paso al día')).toBeInTheDocument()
    // The visible word is in the button's name (axe's label-content-name-mismatch).
    expect(within(card).getByRole('button', { name: 'Editar Siete días para empezar' })).toHaveTextContent(
      'Editar',
    )
    const other = within(list).getByRole('article', { name: /^Ansiedad/ })
    expect(other).toHaveTextContent('1 paso · 1 inscrito')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('lets a crmUser read only: no add, edit or delete, the switches disabled', async () => {
    const { api } = renderAdminPage('/admin/programas', crm)
    const table = await screen.findByRole('table', { name: /^Programas/ })
    expect(
      screen.getByText('Puedes consultar los programas; solo un administrador puede modificarlos.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Agregar programa' })).not.toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: /^Editar|^Eliminar/ })).not.toBeInTheDocument()
    for (const toggle of within(table).getAllByRole('switch')) expect(toggle).toBeDisabled()
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([])
  })

  it('says the list could not load, in Spanish, and loads it again on request', async () => {
    let fail = true
    const { user } = renderAdminPage('/admin/programas', undefined, {
      'GET /api/programs/admin': () =>
        fail
          ? jsonResponse({ success: false, message: 'Error interno del servidor.', code: 'x' }, 500)
          : jsonResponse({ success: true, message: 'ok', data: [] }),
    })
    expect(await screen.findByText('Error interno del servidor.')).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('Todavía no hay programas.')).toBeInTheDocument()
  })

  it('creates a program: Spanish messages first, then the steps sent in the order they were put', async () => {
    const posts: unknown[] = []
    const { user } = renderAdminPage('/admin/programas', undefined, {
      'POST /api/programs/admin': (call) => {
        posts.push(call.body)
        return written()
      },
      'GET /api/cdnFiles/caratula-categorias': () =>
        jsonResponse({
          success: true,
          message: 'ok',
          data: {
            path: 'caratula-categorias',
            items: [
              {
                name: 'luna.webp',
                url: '/media/caratula-categorias/luna.webp',
                size: 2048,
                lastModified: '2026-11-20T10:30:00.000Z',
                isDirectory: false,
              },
            ],
          },
        }),
    })
    await user.click(await screen.findByRole('button', { name: 'Agregar programa' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Agregar programa' }))
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    expect(await dialog.findByText('El título es requerido')).toBeInTheDocument()
    expect(dialog.getByText('La descripción es requerida')).toBeInTheDocument()
    expect(dialog.getByText('Elige la categoría del programa.')).toBeInTheDocument()
    expect(dialog.getByText('Añade al menos un paso al programa.')).toBeInTheDocument()
    expect(posts).toEqual([])

    await user.type(dialog.getByLabelText('Título'), '  Dormir mejor en 10 noches ')
    await user.type(dialog.getByLabelText('Descripción'), 'Una práctica cada noche.')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Categoría' }), 'Calma')
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Nivel' }), 'Avanzado')
    await user.click(dialog.getByRole('radio', { name: 'A tu ritmo' }))
    // The cover from the file library, as Gestión de Contenido picks one.
    const cover = within(dialog.getByRole('group', { name: 'Portada' }))
    await user.click(cover.getByRole('button', { name: 'Seleccionar…' }))
    const picker = within(await screen.findByRole('dialog', { name: /Seleccionar/ }))
    await user.click(await picker.findByRole('button', { name: /luna\.webp/ }))
    expect(await cover.findByText('luna.webp')).toBeInTheDocument()

    // Steps from the catalogue's search: all of it first, then narrowed by a word.
    const results = await dialog.findByRole('list', { name: 'Audios y videos encontrados' })
    expect(within(results).getAllByRole('listitem')).toHaveLength(4)
    await user.click(within(results).getByRole('button', { name: 'Añadir Lluvia serena' }))
    await user.click(within(results).getByRole('button', { name: 'Añadir Olas' }))
    await user.click(within(results).getByRole('button', { name: 'Añadir Círculo de respiración' }))
    await user.click(within(results).getByRole('button', { name: 'Añadir Escaneo corporal' }))
    expect(within(results).getAllByText('Ya está en el programa')).toHaveLength(4)
    expect(dialog.getByText('Escaneo corporal añadido como paso 4.')).toHaveClass('sr-only')
    await user.type(dialog.getByLabelText('Añadir pasos: buscar audios y videos'), 'mar')
    await waitFor(() =>
      expect(
        within(dialog.getByRole('list', { name: 'Audios y videos encontrados' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )

    const steps = dialog.getByRole('list', { name: 'Pasos' })
    expect(stepNames(steps)).toEqual([
      'Mover el paso 1, Lluvia serena',
      'Mover el paso 2, Olas',
      'Mover el paso 3, Círculo de respiración',
      'Mover el paso 4, Escaneo corporal',
    ])
    // Subir and Bajar, named for their step; the ends cannot move further.
    expect(dialog.getByRole('button', { name: 'Subir Lluvia serena' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(dialog.getByRole('button', { name: 'Subir Lluvia serena' }))
    await user.click(dialog.getByRole('button', { name: 'Subir Círculo de respiración' }))
    await user.click(dialog.getByRole('button', { name: 'Subir Círculo de respiración' }))
    expect(dialog.getByText('Círculo de respiración es ahora el paso 1 de 4.')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Bajar Lluvia serena' }))
    await user.click(dialog.getByRole('button', { name: 'Quitar Olas' }))
    expect(stepNames(steps)).toEqual([
      'Mover el paso 1, Círculo de respiración',
      'Mover el paso 2, Lluvia serena',
      'Mover el paso 3, Escaneo corporal',
    ])

    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() =>
      expect(posts).toEqual([
        {
          title: 'Dormir mejor en 10 noches',
          description: 'Una práctica cada noche.',
          category: calm._id,
          level: 'avanzado',
          pace: 'free',
          coverImage: { coverImageName: 'luna.webp', coverImageUrl: '/media/caratula-categorias/luna.webp' },
          steps: [circle._id, rain._id, body._id],
        },
      ]),
    )
    expect(await screen.findByText('Programa creado correctamente.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('edits a program, reordering a step with the keyboard, and shows the server’s reason in Spanish', async () => {
    const puts: unknown[] = []
    const { user } = renderAdminPage('/admin/programas', undefined, {
      [`PUT /api/programs/admin/${week._id}`]: (call) => {
        puts.push(call.body)
        return jsonResponse(
          {
            success: false,
            message: 'Cada audio o video puede estar una sola vez en el programa.',
            code: 'programs.stepRepeated',
          },
          400,
        )
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Editar Siete días para empezar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar programa' }))
    expect(dialog.getByLabelText('Título')).toHaveValue('Siete días para empezar')
    expect(dialog.getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Sueño')
    expect(dialog.getByRole('radio', { name: 'Un paso al día' })).toBeChecked()
    const steps = dialog.getByRole('list', { name: 'Pasos' })
    expect(stepNames(steps)).toEqual(['Mover el paso 1, Lluvia serena', 'Mover el paso 2, Olas'])

    // Keyboard reordering without a drag: focus Bajar and press Enter.
    dialog.getByRole('button', { name: 'Bajar Lluvia serena' }).focus()
    await user.keyboard('{Enter}')
    expect(stepNames(steps)).toEqual(['Mover el paso 1, Olas', 'Mover el paso 2, Lluvia serena'])
    // The focus stays on the button, now at the end of the list.
    expect(dialog.getByRole('button', { name: 'Bajar Lluvia serena' })).toHaveFocus()

    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({ title: 'Siete días para empezar', steps: [waves._id, rain._id] })
    expect(
      await screen.findByText('Cada audio o video puede estar una sola vez en el programa.'),
    ).toBeInTheDocument()
    // The form stays open, so nothing typed is lost.
    expect(screen.getByRole('dialog', { name: 'Editar programa' })).toBeInTheDocument()
  })

  it('reorders a step with dnd-kit’s keyboard sensor, announcing each move in Spanish', async () => {
    // happy-dom lays nothing out: each step gets a 60 px high box, one below the other.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li')
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0
      const top = index * 60
      return {
        x: 0,
        y: top,
        top,
        left: 0,
        right: 400,
        bottom: top + 56,
        width: 400,
        height: 56,
        toJSON: () => ({}),
      }
    })
    const puts: unknown[] = []
    const { user } = renderAdminPage('/admin/programas', undefined, {
      [`PUT /api/programs/admin/${week._id}`]: (call) => {
        puts.push(call.body)
        return written()
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Editar Siete días para empezar' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar programa' }))
    const steps = dialog.getByRole('list', { name: 'Pasos' })
    const handle = dialog.getByRole('button', { name: 'Mover el paso 1, Lluvia serena' })
    expect(handle).toHaveAttribute('aria-roledescription', 'paso que se puede mover')
    expect(document.getElementById(handle.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      /^Para mover un paso, pulsa Espacio o Intro\./,
    )
    handle.focus()
    await user.keyboard(' ')
    expect(await screen.findByText('Has tomado Lluvia serena, el paso 1 de 2.')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}')
    expect(await screen.findByText('Lluvia serena pasaría a ser el paso 2 de 2.')).toBeInTheDocument()
    await user.keyboard(' ')
    expect(await screen.findByText('Lluvia serena es ahora el paso 2 de 2.')).toBeInTheDocument()
    await waitFor(() =>
      expect(stepNames(steps)).toEqual(['Mover el paso 1, Olas', 'Mover el paso 2, Lluvia serena']),
    )
    await user.click(dialog.getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({ steps: [waves._id, rain._id] })
    expect(await screen.findByText('Programa actualizado correctamente.')).toBeInTheDocument()
  })

  it('switches a program off and deletes one, each after the content pages’ confirmation', async () => {
    const patches: unknown[] = []
    const { user, api } = renderAdminPage('/admin/programas', undefined, {
      [`PATCH /api/programs/admin/${week._id}/active`]: (call) => {
        patches.push(call.body)
        return written()
      },
      [`DELETE /api/programs/admin/${anxiety._id}`]: () =>
        jsonResponse({ success: false, message: 'No encontrado.', code: 'programs.notFound' }, 404),
    })
    await user.click(await screen.findByRole('switch', { name: 'Activo: Siete días para empezar' }))
    const confirm = within(
      await screen.findByRole('alertdialog', { name: '¿Desactivar «Siete días para empezar»?' }),
    )
    await user.click(confirm.getByRole('button', { name: 'Desactivar' }))
    await waitFor(() => expect(patches).toEqual([{ isActive: false }]))
    expect(await screen.findByText('Programa desactivado.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Eliminar Ansiedad: 5 prácticas breves' }))
    const remove = within(
      await screen.findByRole('alertdialog', { name: '¿Eliminar «Ansiedad: 5 prácticas breves»?' }),
    )
    expect(remove.getByText('Dejará de mostrarse en la web y en las apps.')).toBeInTheDocument()
    await user.click(remove.getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText('El programa ya no existe.')).toBeInTheDocument()
    expect(api.callsTo(`DELETE /api/programs/admin/${anxiety._id}`)).toHaveLength(1)
  })
})
