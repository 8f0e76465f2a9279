// The list page still imports the stars from here; it belongs to another clean-up, which can point it
// at components/ui/star-rating.tsx and delete this file.
export { StarRating as ReviewStars } from '../../../components/ui/star-rating.tsx'
