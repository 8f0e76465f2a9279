import { isBackOfficeRole } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { categories, themes, type users } from '../../db/schema/index.ts'
import { canReach, type Entitlements, entitlementsOf } from '../billing/index.ts'
import { findCurrent, findMediaById } from '../catalog/index.ts'

/** Why an item may not be played, or 'ok'. */
export type Playability = 'ok' | 'notFound' | 'subscriptionRequired' | 'locked'

/**
 * Whether `user` may play one audio or video now: staff preview anything not deleted; a member needs
 * a plan in force that reaches the item, shown in the catalogue (active, under an active theme and
 * category). The one rule behind both the stream URL and the listening time it may earn.
 * `loadEntitlements` lets a caller asking about several items read the member's plan once.
 */
export async function playabilityOf(
  db: Database,
  user: Pick<typeof users.$inferSelect, 'id' | 'role'>,
  mediaId: string,
  now = new Date(),
  loadEntitlements: () => Promise<Entitlements> = () => entitlementsOf(db, user.id, now),
): Promise<{ verdict: Playability; row: Awaited<ReturnType<typeof findMediaById>> }> {
  const row = await findMediaById(db, mediaId)
  if (!row || row.item.isDeleted) return { verdict: 'notFound', row: undefined }
  if (isBackOfficeRole(user.role)) return { verdict: 'ok', row }
  const entitlements = await loadEntitlements()
  // The theme and category are read only when the answer depends on them.
  const shown = Boolean(
    entitlements.subscriptionId && row.item.isActive && (await isVisible(db, row.item.themeId)),
  )
  const facts = {
    isDeleted: row.item.isDeleted,
    isActive: row.item.isActive,
    shown,
    themeId: row.theme.id,
    categoryId: row.category.id,
  }
  return { verdict: verdictOf(user.role, facts, entitlements), row }
}

/** What the rule needs to know about one item; `shown`: its theme and category active and not deleted. */
export interface PlayableFacts {
  isDeleted: boolean
  isActive: boolean
  shown: boolean
  themeId: string
  categoryId: string
}

/**
 * The rule itself, on facts already read: `playabilityOf` reads them for one item, the listening
 * credit for a whole batch in one query (decision 075). One rule, so both always agree.
 */
export function verdictOf(
  role: string,
  item: PlayableFacts | undefined,
  entitlements: Entitlements,
): Playability {
  if (!item || item.isDeleted) return 'notFound'
  if (isBackOfficeRole(role)) return 'ok'
  if (!entitlements.subscriptionId) return 'subscriptionRequired'
  if (!item.isActive || !item.shown) return 'notFound'
  if (!canReach(entitlements, item)) return 'locked'
  return 'ok'
}

async function isVisible(db: Database, themeId: string) {
  const theme = await findCurrent(db, themes, themeId)
  if (!theme?.isActive) return false
  const category = await findCurrent(db, categories, theme.categoryId)
  return Boolean(category?.isActive)
}
