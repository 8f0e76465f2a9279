import { createHmac } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { usedTrials } from '../../../db/schema/index.ts'
import { deriveKey } from '../../auth/index.ts'

/** Mailboxes that ignore dots in the name and take `googlemail.com` as `gmail.com`. */
const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/**
 * The address as a trial knows it (decision 030): lower-case and trimmed; a `+tag` dropped from the
 * name at every provider (it reaches the same inbox at Gmail, Outlook, iCloud and most others); at
 * Gmail the dots dropped too. Two addresses that differ only so are one person asking twice.
 */
export function normaliseTrialEmail(email: string): string {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  let name = address.slice(0, at).replace(/\+.*$/, '')
  let domain = address.slice(at + 1)
  if (GMAIL.has(domain)) {
    name = name.replaceAll('.', '')
    domain = 'gmail.com'
  }
  return `${name || address.slice(0, at)}@${domain}`
}

export interface TrialIdentity {
  email: string
  googleSub: string | null
}

/**
 * The keys a trial leaves behind (issue 27, L-2): HMAC-SHA256, under a key derived from
 * SESSION_SECRET, of the normalised address and of the Google subject. The table alone names nobody
 * and cannot be matched against a list of addresses without the secret.
 */
export function trialKeys(secret: string, identity: TrialIdentity): string[] {
  const key = deriveKey(secret, 'used-trials')
  const hash = (value: string) => createHmac('sha256', key).update(value).digest('base64url')
  const keys = [hash(`email:${normaliseTrialEmail(identity.email)}`)]
  if (identity.googleSub) keys.push(hash(`google:${identity.googleSub}`))
  return keys
}

/** Whether any of these keys already had a trial, on this account or on one since deleted. */
export async function trialUsedBy(db: Database, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ keyHash: usedTrials.keyHash })
    .from(usedTrials)
    .where(inArray(usedTrials.keyHash, keys))
    .limit(1)
  return rows.length > 0
}

/**
 * Claims the keys for a trial being granted in the caller's transaction; answers false, claiming
 * nothing, when any of them was already claimed. The primary key decides between two claims at once
 * (the second waits for the first to commit and then finds its row), so this is the last word.
 */
export async function claimTrialKeys(tx: Database, keys: string[]): Promise<boolean> {
  const inserted = await tx
    .insert(usedTrials)
    .values(keys.map((keyHash) => ({ keyHash })))
    .onConflictDoNothing()
    .returning({ keyHash: usedTrials.keyHash })
  if (inserted.length === keys.length) return true
  // Lost a race on one key: the others are not this trial's to keep.
  if (inserted.length > 0)
    await tx.delete(usedTrials).where(
      inArray(
        usedTrials.keyHash,
        inserted.map((row) => row.keyHash),
      ),
    )
  return false
}

/** Records the keys of a trial taken before they were kept (an account being erased): idempotent. */
export async function recordTrialKeys(tx: Database, keys: string[]): Promise<void> {
  await tx
    .insert(usedTrials)
    .values(keys.map((keyHash) => ({ keyHash })))
    .onConflictDoNothing()
}
