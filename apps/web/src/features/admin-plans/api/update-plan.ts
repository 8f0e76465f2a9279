import type { Plan, planResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-client.ts'
import type { PlanUpdateRequest } from '../lib/plan-form.ts'
import { adminPlansQueryKey } from './get-admin-plans.ts'

/** PUT /api/plans/update/{id} (admin): every field of the edit modal. */
export async function updatePlan(id: string, body: PlanUpdateRequest): Promise<Plan> {
  const response = await apiRequest<typeof planResponseSchema>(
    `/api/plans/update/${encodeURIComponent(id)}`,
    {
      method: 'PUT',
      body,
      fallbackMessage: es['adminPlans.updateFailed'],
    },
  )
  return response.data
}

export function useUpdatePlan() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PlanUpdateRequest }) => updatePlan(id, body),
    onSuccess: async () => {
      // The public plan list (landing, plan picker) shows the change too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
      ])
    },
  })
}
