import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { ReviewButton } from './review-button.tsx'

const id = '00000000-0000-4000-8000-000000000301'
const comment = 'Medito cada mañana con Sosiego y empiezo el día con mucha más calma.'
const ownReview = (overrides = {}) => ({
  _id: id,
  id,
  rating: 4,
  comment,
  status: 'active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
})
const mine =
  (data: unknown, removed = false) =>
  () =>
    jsonResponse({ success: true, message: 'ok', data, removed })
const listened = (totalSeconds: number) => () => jsonResponse({ success: true, message: 'ok', totalSeconds })

function renderButton() {
  return renderRoutes([{ path: '/', element: <ReviewButton /> }])
}

// Typing a whole comment takes a while on a busy machine.
describe('ReviewButton', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('under 5 hours opens ¡Necesitas más tiempo! with the hours and minutes missing', async () => {
    mockApi({ 'GET /api/reviews/me': mine(null), 'GET /api/stats/total-playtime': listened(3_000 + 48) })
    const { user } = renderButton()
    // Said before anything is pressed, and tied to the button for screen readers.
    expect(await screen.findByText('Te faltan 4 h y 10 min para dejar tu reseña')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Dejar una reseña' })).toHaveAccessibleDescription(
      'Te faltan 4 h y 10 min para dejar tu reseña',
    )
    await user.click(await screen.findByRole('button', { name: 'Dejar una reseña' }))
    const dialog = await screen.findByRole('dialog', { name: '¡Necesitas más tiempo!' })
    expect(dialog).toHaveTextContent(
      'Para dejar una reseña necesitas 5 horas de reproducción de audio o video. Te faltan 4 h y 10 min.',
    )
  })

  it('over 5 hours: send stays disabled until a rating and 50-100 characters, then posts', async () => {
    const api = mockApi({
      'GET /api/reviews/me': mine(null),
      'GET /api/stats/total-playtime': listened(18_000),
      'POST /api/reviews': () => jsonResponse({ success: true, message: 'ok', data: ownReview() }, 201),
    })
    const { user } = renderButton()
    await user.click(await screen.findByRole('button', { name: 'Dejar una reseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dejar una reseña' })
    const send = within(dialog).getByRole('button', { name: 'Enviar reseña' })
    const box = within(dialog).getByRole('textbox', { name: 'Comentario' })
    expect(box).toHaveAttribute('maxLength', '100')
    expect(send).toBeDisabled()
    expect(within(dialog).getByText('Seleccione una calificación (1-5)')).toBeInTheDocument()

    await user.type(box, 'Muy bien')
    await user.tab()
    expect(within(dialog).getByText('El comentario debe tener entre 50 y 100 caracteres')).toBeInTheDocument()
    expect(within(dialog).getByText('8/100 caracteres')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: '4 de 5 estrellas' }))
    expect(send).toBeDisabled()
    await user.clear(box)
    await user.type(box, `  ${comment}  `)
    expect(send).toBeEnabled()
    await user.click(send)
    await waitFor(() => expect(api.callsTo('POST /api/reviews')).toHaveLength(1))
    expect(api.callsTo('POST /api/reviews')[0]?.body).toEqual({ rating: 4, comment })
    expect(await screen.findByRole('button', { name: 'Actualizar reseña' })).toBeInTheDocument()
  })

  it('updates instead when the server says a review exists (409 with its id)', async () => {
    const api = mockApi({
      'GET /api/reviews/me': mine(null),
      'GET /api/stats/total-playtime': listened(20_000),
      'POST /api/reviews': () =>
        jsonResponse(
          { success: false, code: 'reviews.alreadyExists', message: 'Ya dejaste una reseña', reviewId: id },
          409,
        ),
      [`PUT /api/reviews/${id}`]: () =>
        jsonResponse({ success: true, message: 'ok', data: ownReview({ rating: 5 }) }),
    })
    const { user } = renderButton()
    await user.click(await screen.findByRole('button', { name: 'Dejar una reseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dejar una reseña' })
    await user.click(within(dialog).getByRole('radio', { name: '5 de 5 estrellas' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), comment)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reseña' }))
    await waitFor(() => expect(api.callsTo(`PUT /api/reviews/${id}`)).toHaveLength(1))
    expect(api.callsTo(`PUT /api/reviews/${id}`)[0]?.body).toEqual({ rating: 5, comment })
  })

  it('turns the server’s refusal for lack of listening into the dialog', async () => {
    mockApi({
      'GET /api/reviews/me': mine(null),
      'GET /api/stats/total-playtime': listened(18_000),
      'POST /api/reviews': () =>
        jsonResponse(
          {
            success: false,
            code: 'reviews.needMoreListening',
            message: 'Necesitas 5 horas',
            requiredSeconds: 18_000,
            listenedSeconds: 17_999,
            missingSeconds: 1,
          },
          403,
        ),
    })
    const { user } = renderButton()
    await user.click(await screen.findByRole('button', { name: 'Dejar una reseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dejar una reseña' })
    await user.click(within(dialog).getByRole('radio', { name: '3 de 5 estrellas' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Comentario' }), comment)
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reseña' }))
    expect(await screen.findByRole('dialog', { name: '¡Necesitas más tiempo!' })).toHaveTextContent(
      'Te faltan 1 min.',
    )
  })

  it('loads the existing review to update it and says when it is hidden', async () => {
    mockApi({ 'GET /api/reviews/me': mine(ownReview({ status: 'hidden' })) })
    const { user } = renderButton()
    await user.click(await screen.findByRole('button', { name: 'Actualizar reseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar reseña' })
    expect(within(dialog).getByRole('textbox', { name: 'Comentario' })).toHaveValue(comment)
    expect(within(dialog).getByRole('radio', { name: '4 de 5 estrellas' })).toBeChecked()
    expect(
      within(dialog).getByText('Tu reseña está oculta: el equipo de Sosiego la retiró de la página pública.'),
    ).toBeInTheDocument()
  })

  it('explains a review staff deleted instead of offering the form', async () => {
    mockApi({ 'GET /api/reviews/me': mine(null, true) })
    const { user } = renderButton()
    await user.click(await screen.findByRole('button', { name: 'Dejar una reseña' }))
    const dialog = await screen.findByRole('dialog', { name: 'Dejar una reseña' })
    expect(
      within(dialog).getByText('El equipo de Sosiego eliminó tu reseña; no se puede volver a publicar.'),
    ).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
  })
})
