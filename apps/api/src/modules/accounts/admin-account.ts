import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { hashPassword } from './password-hashing.ts'

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the operator's way in on a new deployment. The account is created,
 * or brought back to an active, verified admin with this password.
 */
export async function ensureAdminAccount(db: Database, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase()
  const passwordHash = await hashPassword(admin.password)
  await db
    .insert(users)
    .values({
      email,
      passwordHash,
      name: 'Administrador',
      lastName: 'Sosiego',
      role: 'admin',
      isVerified: true,
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role: 'admin', isActive: true, isVerified: true, updatedAt: new Date() },
    })
}
