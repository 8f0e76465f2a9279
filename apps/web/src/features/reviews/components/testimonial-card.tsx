import { t } from '@sosiego/shared/messages/common'
import { useId, useState } from 'react'
import { StarRating } from '../../../components/ui/star-rating.tsx'
import { ratingValueText, reviewRating, truncateReviewText } from '../../../lib/review-card.ts'

export type Testimonial = {
  key: string
  name: string
  category: string
  text: string
  photo?: string
  /** Missing on the embedded testimonials: shown as 5. */
  rating?: unknown
}

function Avatar({ name, photo }: { name: string; photo?: string }) {
  const [failed, setFailed] = useState(false)
  if (photo && !failed) {
    return (
      <img
        src={photo}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
        className="size-14 shrink-0 rounded-full bg-primary-100 object-cover"
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary-100 font-display text-2xl text-primary-700"
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  )
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const nameId = useId()
  const rating = reviewRating(testimonial.rating)
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-5 rounded-2xl border border-primary-100 bg-white p-6 shadow-soft sm:p-7"
    >
      <div className="flex items-center gap-4">
        <Avatar name={testimonial.name} photo={testimonial.photo} />
        <div className="min-w-0">
          <h3 id={nameId} className="truncate font-semibold text-ink-950">
            {testimonial.name}
          </h3>
          <p className="text-sm text-primary-700">{testimonial.category}</p>
        </div>
      </div>
      <blockquote className="min-h-[6.5rem] flex-1 text-base leading-relaxed text-pretty text-ink-700">
        <p>“{truncateReviewText(testimonial.text)}”</p>
      </blockquote>
      <div className="flex items-center gap-3 border-t border-ink-100 pt-4">
        <StarRating rating={rating} />
        <span className="text-sm font-medium text-ink-700">
          {t('testimonials.rating', { rating: ratingValueText(testimonial.rating) })}
        </span>
      </div>
    </article>
  )
}
