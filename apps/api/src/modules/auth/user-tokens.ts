import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { userTokens } from '../../db/schema/index.ts'
import { hashToken, randomToken } from './secrets.ts'

export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose']

const HOUR = 60 * 60 * 1000
const lifetimes: Record<UserTokenPurpose, number> = {
  verify_email: 48 * HOUR,
  reset_password: HOUR,
  set_password: HOUR,
  confirm_email_change: 48 * HOUR,
  // The old address may take itself back for a week, even after the new one was confirmed.
  undo_email_change: 7 * 24 * HOUR,
}

/** The links that act on the account's current address: dead once that address changes. */
export const addressBoundPurposes = ['verify_email', 'reset_password', 'set_password'] as const

/** A spent token: whose it is, and the address it was sent to (null on links issued before issue 27). */
export interface SpentToken {
  userId: string
  email: string | null
}

/**
 * A new e-mail link token, bound to the address it is mailed to (issue 27: a link is worth nothing
 * once the account's address is another); any earlier unused one of the same purpose stops working.
 */
export async function issueUserToken(
  tx: Database,
  userId: string,
  purpose: UserTokenPurpose,
  email: string,
): Promise<string> {
  await voidUserTokens(tx, userId, [purpose])
  const token = randomToken()
  await tx.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    email,
    expiresAt: new Date(Date.now() + lifetimes[purpose]),
  })
  return token
}

/** Every unused link of these purposes stops working (an address change, a cancelled change). */
export async function voidUserTokens(
  tx: Database,
  userId: string,
  purposes: readonly UserTokenPurpose[],
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(userTokens.userId, userId),
        inArray(userTokens.purpose, [...purposes]),
        isNull(userTokens.consumedAt),
      ),
    )
}

/** Spends a token: answers its user and address once, and never again (one atomic update). */
export async function consumeUserToken(
  db: Database,
  token: string,
  purpose: UserTokenPurpose,
): Promise<SpentToken | undefined> {
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
    .returning({ userId: userTokens.userId, email: userTokens.email })
  return row
}

/**
 * Whether a link still belongs to the account as it stands: it was sent to the account's current
 * address. Links issued before addresses were recorded carry none; every address change voids those.
 */
export const sentToCurrentAddress = (token: SpentToken, account: { email: string }) =>
  token.email === null || token.email === account.email

/** A token already spent, if any: opening a verification link twice is still a success. */
export async function spentToken(
  db: Database,
  token: string,
  purpose: UserTokenPurpose,
): Promise<SpentToken | undefined> {
  const [row] = await db
    .select({ userId: userTokens.userId, email: userTokens.email, consumedAt: userTokens.consumedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)))
  return row?.consumedAt ? { userId: row.userId, email: row.email } : undefined
}

/** The change of address each account has pending (its unspent confirmation link's address). */
export async function pendingEmailsOf(db: Database, userIds: string[]): Promise<Map<string, string>> {
  if (!userIds.length) return new Map()
  const rows = await db
    .select({ userId: userTokens.userId, email: userTokens.email })
    .from(userTokens)
    .where(
      and(
        inArray(userTokens.userId, userIds),
        eq(userTokens.purpose, 'confirm_email_change'),
        isNull(userTokens.consumedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
  return new Map(rows.flatMap((row) => (row.email ? [[row.userId, row.email] as const] : [])))
}
