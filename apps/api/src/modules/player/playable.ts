import type { Database } from '../../db/client.ts'
import { categories, themes, type users } from '../../db/schema/index.ts'
import { canReach, type Entitlements, entitlementsOf } from '../billing/entitlements.ts'
import { findCurrent, findMediaById } from '../catalog/catalog.repository.ts'

/** Staff preview any item not deleted, with or without a plan. */
export const STAFF = new Set(['admin', 'crmUser'])

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
  if (STAFF.has(user.role)) return { verdict: 'ok', row }
  const entitlements = await loadEntitlements()
  if (!entitlements.subscriptionId) return { verdict: 'subscriptionRequired', row }
  if (!row.item.isActive || !(await isVisible(db, row.item.themeId))) return { verdict: 'notFound', row }
  if (!canReach(entitlements, { categoryId: row.category.id, themeId: row.theme.id }))
    return { verdict: 'locked', row }
  return { verdict: 'ok', row }
}

async function isVisible(db: Database, themeId: string) {
  const theme = await findCurrent(db, themes, themeId)
  if (!theme?.isActive) return false
  const category = await findCurrent(db, categories, theme.categoryId)
  return Boolean(category?.isActive)
}
