import type { AdminReview } from '@sosiego/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routes } from '../../../app/router.tsx'
import { mockApi, sessionOf } from '../../../test/api-mock.ts'
import { jsonResponse, makeSessionUser } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'

const admin = makeSessionUser({ role: 'admin', name: 'Ana', lastName: 'Admin', email: 'admin@sosiego.app' })
const crm = makeSessionUser({ role: 'crmUser', name: 'Carlos', lastName: 'Gestor', email: 'crm@sosiego.app' })

const review = (overrides: Partial<AdminReview> & { name: string; lastName: string }): AdminReview => {
  const { name, lastName, ...rest } = overrides
  return {
    _id: `review-${name}`,
    userId: { _id: `user-${name}`, name, lastName, email: `${name.toLowerCase()}@example.com` },
    rating: 5,
    comment: `El comentario de ${name}.`,
    status: 'active',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    ...rest,
  }
}

const reviews = [
  review({ name: 'Marta', lastName: 'Serena' }),
  review({ name: 'Diego', lastName: 'Morales', rating: 3, status: 'hidden' }),
]

function renderReviews(user = admin) {
  mockApi({
    ...sessionOf(user),
    'GET /api/reviews/admin': () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: reviews,
        page: 1,
        pageSize: 20,
        count: 2,
        total: 2,
      }),
  })
  return renderRoutes(routes, '/admin/reviews')
}

/** A phone: below 768 px, as `useWideScreen` reads it. */
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

describe('/admin/reviews', { timeout: 20_000 }, () => {
  it('is a table from 768 px, its actions icon buttons named for the review, labelled by a tooltip', async () => {
    renderReviews()
    const table = await screen.findByRole('table', {
      name: 'Reseñas de los miembros, de la más reciente a la más antigua',
    })
    const marta = within(table).getByRole('row', { name: /Marta Serena/ })
    const hide = within(marta).getByRole('button', { name: 'Ocultar la reseña de Marta Serena' })
    expect(hide).toHaveAttribute('title', 'Ocultar')
    expect(within(marta).getByRole('button', { name: 'Eliminar la reseña de Marta Serena' })).toHaveAttribute(
      'title',
      'Eliminar',
    )
    const diego = within(table).getByRole('row', { name: /Diego Morales/ })
    expect(within(diego).getByRole('button', { name: 'Mostrar la reseña de Diego Morales' })).toBeVisible()
  })

  it('shows one card per review below 768 px, as Órdenes and Clientes do, with labelled actions', async () => {
    onPhone()
    const { user } = renderReviews()
    const list = await screen.findByRole('list', {
      name: 'Reseñas de los miembros, de la más reciente a la más antigua',
    })
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const marta = within(cards[0] as HTMLElement)
    expect(marta.getByText('El comentario de Marta.')).toBeInTheDocument()
    expect(marta.getByText('Activa')).toBeInTheDocument()
    expect(marta.getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument()
    expect(marta.getByRole('button', { name: 'Ocultar la reseña de Marta Serena' })).toHaveTextContent(
      'Ocultar',
    )
    expect(marta.getByRole('button', { name: 'Eliminar la reseña de Marta Serena' })).toHaveTextContent(
      'Eliminar',
    )
    const diego = within(cards[1] as HTMLElement)
    expect(diego.getByText('Oculta')).toBeInTheDocument()
    expect(diego.getByRole('button', { name: 'Mostrar la reseña de Diego Morales' })).toHaveTextContent(
      'Mostrar',
    )

    await user.click(marta.getByRole('button', { name: 'Ocultar la reseña de Marta Serena' }))
    expect(await screen.findByRole('alertdialog', { name: '¿Ocultar esta reseña?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    await user.click(marta.getByRole('button', { name: 'Ver la reseña de Marta Serena' }))
    expect(await screen.findByRole('dialog', { name: 'Detalle de la reseña' })).toBeInTheDocument()
  })

  it('gives a crmUser the cards without any action', async () => {
    onPhone()
    renderReviews(crm)
    const list = await screen.findByRole('list', {
      name: 'Reseñas de los miembros, de la más reciente a la más antigua',
    })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(within(list).queryByRole('button', { name: /^(Ocultar|Mostrar|Eliminar) la reseña/ })).toBeNull()
  })
})
