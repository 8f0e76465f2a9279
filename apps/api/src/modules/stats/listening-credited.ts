/**
 * Modules above stats that follow counted listening (programs: a step is done from the ledger,
 * decision 106) register here, per database handle, and are told after each listening flush
 * commits which members were credited which items. The ingestion then needs to know none of them.
 * A listener's failure is its own: it is handed to `failed` and never reaches a report's answer.
 */
export interface CreditedListening {
  userId: string
  mediaIds: string[]
  now: Date
  timeZone: string
}

export interface ListeningListener {
  credited(batch: CreditedListening[]): Promise<void>
  failed(error: unknown): void
}

const listeners = new WeakMap<object, Set<ListeningListener>>()

export function onListeningCredited(db: object, listener: ListeningListener): () => void {
  let set = listeners.get(db)
  if (!set) {
    set = new Set()
    listeners.set(db, set)
  }
  set.add(listener)
  return () => set.delete(listener)
}

/** Tells the listeners of `db`; resolves when they are done, never rejects. */
export async function announceCredited(db: object, batch: CreditedListening[]): Promise<void> {
  const set = listeners.get(db)
  if (!set || batch.length === 0) return
  for (const listener of set) {
    try {
      await listener.credited(batch)
    } catch (error) {
      listener.failed(error)
    }
  }
}
