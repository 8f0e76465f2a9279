import { randomBytes } from 'node:crypto'
import type { UserRole } from '@sosiego/shared'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { reviews, users } from '../db/schema/index.ts'
import { hashPassword } from '../modules/users/index.ts'
import { seedListening, signedUpAt } from './listening.ts'

/**
 * Demo members who left a review, so the landing page's testimonials show public reviews on a
 * fresh install. Nobody signs in as them: their passwords are random and never kept or printed.
 */
export const demoReviews: {
  email: string
  name: string
  lastName: string
  role: UserRole
  rating: number
  /** 50 to 100 characters, as the review form allows (spec §5). */
  comment: string
  /** Counted listening behind the review: over the 5 hours a review needs, shown as 'Oyente verificado'. */
  listeningSeconds: number
  /** Calendar days before the seed's day they signed up (spread, so the sign-ups chart has days). */
  signedUpDaysAgo: number
}[] = [
  {
    email: 'lucia.resena@sosiego.app',
    name: 'Lucía',
    lastName: 'Fernández',
    role: 'subscriber',
    rating: 5,
    comment: 'Las meditaciones de la noche me ayudan a desconectar y dormir sin darle vueltas a todo.',
    listeningSeconds: 148_200,
    signedUpDaysAgo: 58,
  },
  {
    email: 'diego.resena@sosiego.app',
    name: 'Diego',
    lastName: 'Morales',
    role: 'subscriber',
    rating: 5,
    comment: 'Diez minutos de respiración antes del trabajo y llego mucho más tranquilo a la oficina.',
    listeningSeconds: 43_500,
    signedUpDaysAgo: 41,
  },
  {
    email: 'valeria.resena@sosiego.app',
    name: 'Valeria',
    lastName: 'Castro',
    role: 'visitor',
    rating: 4,
    comment: 'El sound healing me sorprendió: lo escucho los domingos y empiezo la semana en calma.',
    listeningSeconds: 25_800,
    signedUpDaysAgo: 23,
  },
  {
    email: 'andres.resena@sosiego.app',
    name: 'Andrés',
    lastName: 'Navarro',
    role: 'subscriber',
    rating: 5,
    comment: 'Nunca había meditado y las sesiones cortas me enseñaron a parar cinco minutos al día.',
    listeningSeconds: 19_900,
    signedUpDaysAgo: 9,
  },
]

/** Adds the demo reviewers and their reviews that are missing; existing ones are left as staff left them. */
export async function seedDemoReviews(db: Database, timeZone: string): Promise<void> {
  const missing: (typeof demoReviews)[number][] = []
  for (const review of demoReviews) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, review.email))
    if (!existing) missing.push(review)
  }
  // Hashed outside the transaction: argon2 is slow on purpose.
  const hashes = await Promise.all(missing.map(() => hashPassword(randomBytes(32).toString('base64url'))))

  await db.transaction(async (tx) => {
    for (const [index, review] of missing.entries()) {
      await tx
        .insert(users)
        .values({
          email: review.email,
          name: review.name,
          lastName: review.lastName,
          role: review.role,
          passwordHash: hashes[index],
          isVerified: true,
          createdAt: signedUpAt(review.signedUpDaysAgo, timeZone),
        })
        .onConflictDoNothing({ target: users.email })
    }
    const now = Date.now()
    for (const [index, review] of demoReviews.entries()) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, review.email))
      if (!user) continue
      await tx
        .insert(reviews)
        .values({
          userId: user.id,
          rating: review.rating,
          comment: review.comment,
          // A day apart, so the newest-first order is stable.
          createdAt: new Date(now - (index + 1) * 86_400_000),
        })
        .onConflictDoNothing({ target: reviews.userId })
      // Listening only after they signed up.
      await seedListening(tx, user.id, review.listeningSeconds, review.signedUpDaysAgo - 1, timeZone)
    }
  })
}
