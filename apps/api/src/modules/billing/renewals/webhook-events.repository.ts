import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/client.ts'
import { processedWebhookEvents } from '../../../db/schema/index.ts'

export async function wasProcessed(db: Database, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(eq(processedWebhookEvents.eventId, eventId))
  return rows.length > 0
}

/** Records a handled event; a second record of the same id is a no-op. */
export async function recordProcessed(
  db: Database,
  event: { id: string; provider: 'local' | 'stripe'; type: string },
): Promise<void> {
  await db
    .insert(processedWebhookEvents)
    .values({ eventId: event.id, provider: event.provider, type: event.type })
    .onConflictDoNothing()
}
