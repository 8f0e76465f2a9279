import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userTokens } from '../../db/schema/index.ts'
import { hashToken, randomToken } from './secrets.ts'

export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose']

const HOUR = 60 * 60 * 1000
const lifetimes: Record<UserTokenPurpose, number> = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  set_password: HOUR,
}

/** A new e-mail link token; any earlier unused one of the same purpose stops working. */
export async function issueUserToken(
  tx: Database,
  userId: string,
  purpose: UserTokenPurpose,
): Promise<string> {
  await tx
    .update(userTokens)
    .set({ consumedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.consumedAt)))
  const token = randomToken()
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimes[purpose]),
  })
  return token
}

/** Spends a token: answers its user once, and never again (one atomic update). */
export async function consumeUserToken(db: Database, token: string, purpose: UserTokenPurpose) {
  const [row] = await db
    .update(userTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.consumedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: userTokens.userId })
  return row?.userId
}

/** The user of a token already spent, if any: opening a verification link twice is still a success. */
export async function spentTokenUser(db: Database, token: string, purpose: UserTokenPurpose) {
  const [row] = await db
    .select({ userId: userTokens.userId, consumedAt: userTokens.consumedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
  return row?.consumedAt ? row.userId : undefined
}
