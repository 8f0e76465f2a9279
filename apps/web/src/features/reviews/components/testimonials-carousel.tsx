import { es, t } from '@sosiego/shared/messages/common'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { type KeyboardEvent, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../lib/cn.ts'
import { testimonialSequence } from '../../../lib/review-card.ts'
import { useReviews } from '../api/get-reviews.ts'
import { staticTestimonials } from '../data/static-testimonials.ts'
import { useCardsPerPage } from '../hooks/use-cards-per-page.ts'
import { clampPage, nextPage, pageCount, pageItems, previousPage } from '../lib/carousel.ts'
import { type Testimonial, TestimonialCard } from './testimonial-card.tsx'

/** The first embedded testimonials, then the public reviews (spec §2); arrows wrap around. */
export function TestimonialsCarousel() {
  // A failed load leaves `data` undefined: the embedded testimonials still show.
  const { data: reviews = [], isPending } = useReviews()
  const perPage = useCardsPerPage()
  const [requestedPage, setRequestedPage] = useState(0)

  const items: Testimonial[] = testimonialSequence(
    staticTestimonials.map((item) => ({ key: `static-${item.id}`, ...item })),
    reviews.map((review) => ({
      key: `review-${review.id}`,
      name: `${review.name} ${review.lastName}`.trim(),
      // The server vouches for the author's listening (a review needs 5 hours of it).
      category:
        review.listenedHours === null
          ? es['testimonials.reviewCategory']
          : t('testimonials.verifiedListener', { hours: review.listenedHours }),
      text: review.comment,
      rating: review.rating,
    })),
  )
  const pages = pageCount(items.length, perPage)
  // A resize to fewer pages keeps the carousel on its last page instead of an empty one.
  const page = clampPage(requestedPage, pages)
  const shown = pageItems(items, page, perPage)

  const previous = () => setRequestedPage(previousPage(page, pages))
  const next = () => setRequestedPage(nextPage(page, pages))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      previous()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      next()
    }
  }

  return (
    // Arrow keys page the carousel while focus is on its buttons.
    <section
      aria-roledescription="carrusel"
      aria-label={es['testimonials.carousel']}
      // Until the reviews come the pages are the embedded testimonials' only, and will grow.
      aria-busy={isPending}
      onKeyDown={onKeyDown}
      className="mx-auto mt-14 max-w-6xl"
    >
      <ul
        aria-live="polite"
        // Three cards are also what the server renders: below 768 px (md) CSS shows the first only,
        // as the carousel will once its island hydrates, so the pre-rendered page never overflows.
        className={cn('grid gap-6', perPage === 3 ? 'grid-cols-1 md:grid-cols-3' : 'grid-cols-1')}
        data-testid="testimonials-page"
      >
        {shown.map((item, index) => (
          <li
            key={item.key}
            aria-roledescription="testimonio"
            className={perPage === 3 && index > 0 ? 'max-md:hidden' : undefined}
          >
            <TestimonialCard testimonial={item} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="mt-10 flex items-center justify-center gap-5">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={es['testimonials.previous']}
            onClick={previous}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <p className="min-w-32 text-center text-sm text-ink-600">
            {t('testimonials.page', { page: page + 1, pages })}
          </p>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={es['testimonials.next']}
            onClick={next}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      ) : null}
    </section>
  )
}
