import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import { renderRoutes } from '../../../test/render.tsx'
import { staticTestimonials } from '../data/static-testimonials.ts'
import { TestimonialsCarousel } from './testimonials-carousel.tsx'

const fetchMock = vi.fn<typeof fetch>()
let wide = true
const mediaListeners = new Set<() => void>()

function setWidth(width: number) {
  wide = width >= 768
  for (const listener of mediaListeners) listener()
}

function review(index: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: `00000000-0000-4000-8000-00000000010${index}`,
    userId: { name: `Persona${index}`, lastName: `Apellido${index}` },
    rating: 4,
    comment: `Reseña número ${index}: meditar con Sosiego me ha cambiado las noches por completo.`,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function answerReviews(body: unknown, status = 200) {
  fetchMock.mockImplementation(async (input) =>
    String(input) === '/api/reviews' ? jsonResponse(body, status) : jsonResponse({}, 404),
  )
}

function renderCarousel() {
  return renderRoutes([{ path: '/', element: <TestimonialsCarousel /> }])
}

const cardNames = () =>
  within(screen.getByTestId('testimonials-page'))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent)

describe('TestimonialsCarousel', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return wide
      },
      addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
    }))
    wide = true
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    mediaListeners.clear()
  })

  it('shows three cards per page on wide screens: three embedded ones, then the reviews', async () => {
    answerReviews([review(1), review(2)])
    const { user } = renderCarousel()

    expect(cardNames()).toEqual(staticTestimonials.slice(0, 3).map((item) => item.name))
    await screen.findByText('Página 1 de 2')
    expect(fetchMock).toHaveBeenCalledWith('/api/reviews', expect.anything())
    expect(cardNames()).toEqual(staticTestimonials.slice(0, 3).map((item) => item.name))

    const next = screen.getByRole('button', { name: 'Testimonios siguientes' })
    await user.click(next)
    expect(cardNames()).toEqual(['Persona1 Apellido1', 'Persona2 Apellido2'])
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument()
    // Never more than the first three embedded testimonials.
    expect(screen.queryByText(staticTestimonials[3]?.name ?? '')).not.toBeInTheDocument()

    await user.click(next)
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument()
    expect(cardNames()[0]).toBe(staticTestimonials[0]?.name)
  })

  it('shows one card per page under 768 px and wraps around both ways', async () => {
    wide = false
    answerReviews([review(1)])
    const { user } = renderCarousel()

    await screen.findByText('Página 1 de 4')
    expect(cardNames()).toEqual([staticTestimonials[0]?.name])

    await user.click(screen.getByRole('button', { name: 'Testimonios anteriores' }))
    expect(screen.getByText('Página 4 de 4')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Persona1 Apellido1'])

    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    expect(cardNames()).toEqual([staticTestimonials[0]?.name])
    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    expect(cardNames()).toEqual([staticTestimonials[1]?.name])
  })

  it('pages with the arrow keys and follows a resize without landing on an empty page', async () => {
    wide = false
    answerReviews([review(1)])
    const { user } = renderCarousel()
    await screen.findByText('Página 1 de 4')

    screen.getByRole('button', { name: 'Testimonios siguientes' }).focus()
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(screen.getByText('Página 4 de 4')).toBeInTheDocument()
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByText('Página 3 de 4')).toBeInTheDocument()

    setWidth(1280)
    await waitFor(() => expect(screen.getByText('Página 2 de 2')).toBeInTheDocument())
    expect(cardNames()).toEqual(['Persona1 Apellido1'])
  })

  it('cuts long texts at a word boundary within 120 characters plus an ellipsis', async () => {
    const long = `${'Respirar '.repeat(20)}fin`
    answerReviews([review(1, { comment: long })])
    const { user } = renderCarousel()
    await screen.findByText('Página 1 de 2')
    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))

    const card = screen.getByRole('article', { name: 'Persona1 Apellido1' })
    const text = within(card).getByText(/Respirar/).textContent ?? ''
    expect(text).toBe(`“${'Respirar '.repeat(13).trimEnd()}...”`)

    // The embedded ones are cut the same way.
    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    const first = staticTestimonials[0]
    const firstCard = screen.getByRole('article', { name: first?.name })
    expect(first?.text.length).toBeGreaterThan(120)
    expect(within(firstCard).getByText(/”$/).textContent).toMatch(/\.\.\.”$/)
  })

  it('shows the rating as stars and x.0/5.0, 5 when missing', async () => {
    answerReviews([review(1, { rating: 3 }), review(2, { rating: undefined })])
    const { user } = renderCarousel()
    await screen.findByText('Página 1 de 2')

    const embedded = screen.getByRole('article', { name: staticTestimonials[0]?.name })
    expect(within(embedded).getByText('5.0/5.0 rating')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    const rated = screen.getByRole('article', { name: 'Persona1 Apellido1' })
    expect(within(rated).getByText('3.0/5.0 rating')).toBeInTheDocument()
    expect(within(rated).getByRole('img', { name: '3 de 5 estrellas' })).toBeInTheDocument()
    const unrated = screen.getByRole('article', { name: 'Persona2 Apellido2' })
    expect(within(unrated).getByText('5.0/5.0 rating')).toBeInTheDocument()
    expect(within(unrated).getByRole('img', { name: '5 de 5 estrellas' })).toBeInTheDocument()
  })

  it('marks a review’s author as a verified listener with their hours, and shows markup as text', async () => {
    const markup = '<img src=x onerror=alert(1)><b>Me encanta</b> meditar cada noche con Sosiego'
    answerReviews([
      review(1, { userId: { name: 'Lucía', lastName: 'F.' }, listenedHours: 41, comment: markup }),
      review(2),
    ])
    const { user } = renderCarousel()
    await screen.findByText('Página 1 de 2')
    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    const verified = screen.getByRole('article', { name: 'Lucía F.' })
    expect(within(verified).getByText('Oyente verificado · 41 h de escucha')).toBeInTheDocument()
    expect(within(verified).getByText(`“${markup}”`)).toBeInTheDocument()
    expect(verified.querySelector('img[src="x"], b')).toBeNull()
    // Without hours from the server, no mark.
    const plain = screen.getByRole('article', { name: 'Persona2 Apellido2' })
    expect(within(plain).getByText('Miembro de Sosiego')).toBeInTheDocument()
  })

  it.each([
    ['an object', { success: true, data: [review(1)] }],
    ['null', null],
    ['a string', 'reviews'],
  ])('shows no reviews when the answer is %s, only the embedded testimonials', async (_, body) => {
    answerReviews(body)
    renderCarousel()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    // Give the query time to settle.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cardNames()).toHaveLength(3)
    expect(screen.queryByText('Página 1 de 2')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Testimonios siguientes' })).not.toBeInTheDocument()
  })

  it('skips entries it cannot read and shows an entry without an author', async () => {
    answerReviews([review(1), { _id: 7 }, review(2, { userId: null })])
    const { user } = renderCarousel()
    await screen.findByText('Página 1 de 2')
    await user.click(screen.getByRole('button', { name: 'Testimonios siguientes' }))
    expect(cardNames()).toHaveLength(2)
    expect(cardNames()[0]).toBe('Persona1 Apellido1')
    // A review without an author still shows, with the initial placeholder instead of a name.
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('labels the carousel, announces page changes politely and keeps the embedded ones on a failed load', async () => {
    answerReviews({}, 500)
    renderCarousel()
    expect(screen.getByRole('region', { name: 'Testimonios' })).toHaveAttribute(
      'aria-roledescription',
      'carrusel',
    )
    expect(screen.getByTestId('testimonials-page')).toHaveAttribute('aria-live', 'polite')
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(cardNames()).toHaveLength(3)
  })
})
