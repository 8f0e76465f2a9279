import type { Database } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { endUserSessions } from '../auth/index.ts'
import { findUserByEmail, hashPassword, verifyPassword } from '../users/index.ts'

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: the operator's way in on a new deployment. The account is created,
 * or brought back to an active, verified admin with this password. It runs at every start: an
 * account already in that state is left alone (its sessions go on across restarts), and a new
 * password ends every session of the account, as any password change does.
 */
export async function ensureAdminAccount(db: Database, admin: { email: string; password: string }) {
  const email = admin.email.trim().toLowerCase()
  const existing = await findUserByEmail(db, email)
  const keptHash =
    existing?.passwordHash && (await verifyPassword(existing.passwordHash, admin.password))
      ? existing.passwordHash
      : undefined
  if (existing && keptHash && existing.role === 'admin' && existing.isActive && existing.isVerified) return
  const passwordHash = keptHash ?? (await hashPassword(admin.password))
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database
    // An upsert: another instance starting at the same moment may be creating it too.
    const [user] = await tx
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
      .returning()
    if (user && existing && !keptHash) await endUserSessions(tx, user.id)
  })
}
