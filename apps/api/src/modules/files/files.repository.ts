import { and, eq, or } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { categories, mediaItems, pdfs, themes } from '../../db/schema/index.ts'

/**
 * The name of a catalogue item (not deleted) that uses this URL as its file or cover, or undefined.
 * Deleting such a file would break it for members.
 */
export async function findFileUser(db: Database, url: string): Promise<string | undefined> {
  const [media] = await db
    .select({ name: mediaItems.title })
    .from(mediaItems)
    .where(
      and(
        eq(mediaItems.isDeleted, false),
        or(eq(mediaItems.audioUrl, url), eq(mediaItems.coverImageUrl, url), eq(mediaItems.captionsUrl, url)),
      ),
    )
    .limit(1)
  if (media) return media.name
  const [pdf] = await db
    .select({ name: pdfs.title })
    .from(pdfs)
    .where(and(eq(pdfs.isDeleted, false), or(eq(pdfs.fileUrl, url), eq(pdfs.coverImageUrl, url))))
    .limit(1)
  if (pdf) return pdf.name
  for (const table of [categories, themes]) {
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.isDeleted, false), eq(table.coverImageUrl, url)))
      .limit(1)
    if (row) return row.name
  }
  return undefined
}
