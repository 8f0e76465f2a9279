import { isBackOfficeRole } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { findUserById, insertUserChange, type UserRow } from './users.repository.ts'

/** Who is asking: the signed-in staff member. */
export type Actor = Pick<UserRow, 'id' | 'role' | 'name' | 'lastName'>

export async function recordChange(
  tx: Database,
  actor: Actor,
  /** Null on the record of an account's deletion: the account is gone (decision 069). */
  userId: string | null,
  action: string,
  changes: Record<string, { before: unknown; after: unknown }>,
) {
  await insertUserChange(tx, {
    userId,
    actorId: actor.id,
    actorName: `${actor.name} ${actor.lastName}`.trim(),
    action,
    changes,
  })
}

/**
 * Whether `actor` may read the records kept about `userId` (the audit trail, billing and orders),
 * refused with a Spanish 403 otherwise (decision 057, issue 27): a crmUser reads those of the people
 * they may edit and their own, never an admin's or another crmUser's. Answers the account's role.
 */
export async function checkRecordRights(db: Database, actor: Actor, userId: string) {
  const target = await findUserById(db, userId)
  if (!target) throw new AppError('people.notFound', 404)
  const others = actor.role === 'crmUser' && actor.id !== target.id
  if (others && isBackOfficeRole(target.role)) throw new AppError('people.recordsNotAllowed', 403)
}
