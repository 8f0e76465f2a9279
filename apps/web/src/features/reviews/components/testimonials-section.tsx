import { es } from '@sosiego/shared/messages/common'
import { Quote } from 'lucide-react'
import { SectionHeading } from '../../../components/ui/section-heading.tsx'
import { Island } from '../../../lib/island.tsx'
import { TestimonialsCarousel } from './testimonials-carousel.tsx'

export function TestimonialsSection() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 bg-primary-50 px-5 py-20 sm:px-8 sm:py-28"
    >
      <SectionHeading id="testimonials-title" title={es['testimonials.title']}>
        <Quote aria-hidden="true" className="order-first size-10 text-primary-300" />
        <p className="text-lg leading-relaxed text-pretty text-ink-700">{es['testimonials.text']}</p>
      </SectionHeading>
      <Island name="testimonials">
        <TestimonialsCarousel />
      </Island>
    </section>
  )
}
