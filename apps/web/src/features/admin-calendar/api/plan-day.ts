import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { calendarQueryKey } from './get-calendar-month.ts'

type WriteAnswer = { success: true; message: string; data: unknown }

/** PUT /api/today/calendar/:day `{ mediaId }` plans a day; `mediaId: null` clears it (DELETE). Admin only. */
export type DayPlan = { day: string; mediaId: string | null }

async function planDay({ day, mediaId }: DayPlan, fallbackMessage: string): Promise<string> {
  const path = `/api/today/calendar/${encodeURIComponent(day)}`
  const answer = await apiRequest<ZodType<WriteAnswer>>(
    path,
    mediaId === null
      ? { method: 'DELETE', fallbackMessage }
      : { method: 'PUT', body: { mediaId }, fallbackMessage },
  )
  return answer.message
}

export function usePlanDay() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ plan, fallbackMessage }: { plan: DayPlan; fallbackMessage: string }) =>
      planDay(plan, fallbackMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarQueryKey }),
  })
}
