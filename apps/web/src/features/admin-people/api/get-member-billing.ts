import type { MemberBilling, memberBillingResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'

/** GET /api/users/{id}/billing: the member's renewal and orders, withdrawals and refunds (staff). */
export async function getMemberBilling(userId: string, signal?: AbortSignal): Promise<MemberBilling> {
  const response = await apiRequest<typeof memberBillingResponseSchema>(
    `/api/users/${encodeURIComponent(userId)}/billing`,
    { fallbackMessage: es['people.billingFailed'], signal },
  )
  return response.data
}

export const memberBillingQuery = (userId: string) =>
  queryOptions({
    queryKey: ['admin', 'people', userId, 'billing'],
    queryFn: ({ signal }) => getMemberBilling(userId, signal),
  })

export function useMemberBilling(userId: string) {
  return useQuery(memberBillingQuery(userId))
}
