import type { CancelReasonBody } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { insertRenewalCancellation } from './business.repository.ts'

/**
 * Writes the row of a 'Cancelar renovación' that took effect (issue 33), with the member's optional
 * answer to '¿Por qué cancelas?'. Billing calls it right after the change, only when the change was
 * made (a repeat on an already-cancelled plan writes nothing). No answer, an empty note: null.
 */
export async function recordRenewalCancellation(
  db: Database,
  values: {
    userId: string
    providerSubscriptionId: string
    planId: string
    answer: CancelReasonBody
    at: Date
  },
): Promise<void> {
  const note = values.answer?.note?.trim()
  await insertRenewalCancellation(db, {
    userId: values.userId,
    providerSubscriptionId: values.providerSubscriptionId,
    planId: values.planId,
    reason: values.answer?.reason ?? null,
    note: note ? note : null,
    at: values.at,
  })
}
