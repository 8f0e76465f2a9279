import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { themes } from '../../../db/schema/index.ts'
import { AppError } from '../../../lib/app-error.ts'

export interface MiniThemes {
  themeId1: string
  themeId2: string
}

/**
 * The mini plan's two themes, when the client sent any: both present, different, and existing (not
 * deleted). Nothing sent answers undefined; half a pair, or an unknown theme, is refused.
 */
export async function checkMiniThemes(
  db: Database,
  input: { themeId1?: string | null | undefined; themeId2?: string | null | undefined },
): Promise<MiniThemes | undefined> {
  const { themeId1, themeId2 } = input
  if (!themeId1 && !themeId2) return undefined
  if (!themeId1 || !themeId2 || themeId1 === themeId2) throw new AppError('payments.themesInvalid', 400)
  const found = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(inArray(themes.id, [themeId1, themeId2]), eq(themes.isDeleted, false)))
  if (found.length !== 2) throw new AppError('payments.themesInvalid', 400)
  return { themeId1, themeId2 }
}
