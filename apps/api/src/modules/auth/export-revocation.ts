import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { dataExports } from '../../db/schema/index.ts'

/**
 * Revokes the member's copies that are asked for, being built or ready, in the caller's transaction
 * (issue 27, L-5; decision 098): called by `endUserSessions`, so whatever ends every session of an
 * account (a new password, a reset, deactivation, an unproven address taken over) also ends the
 * copy a thief with the old session may have asked for. A revoked copy is never downloaded (the
 * download wants `ready`), a build under way is dropped when it finishes, and the worker's next
 * pass deletes the file (a file no live row owns). It does not count against the 24-hour rule.
 * This file imports nothing from the auth module, which calls it.
 */
export async function revokeOpenExports(tx: Database, userId: string): Promise<string[]> {
  const revoked = await tx
    .update(dataExports)
    .set({ status: 'revoked', tokenHash: null, lockedUntil: null })
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pending', 'building', 'ready'])))
    .returning({ id: dataExports.id })
  return revoked.map((row) => row.id)
}
