import { ReviewsPage } from '../../features/admin-reviews/components/reviews-page.tsx'

/** /admin/reviews: Reseñas; crmUser reads, admin moderates (decision 055). */
export function AdminReviewsRoute() {
  return <ReviewsPage />
}
