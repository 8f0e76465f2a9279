import type { Habits, HabitsInput, Progress, progressResponseSchema } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { getProgressQueryOptions } from './get-progress.ts'

type HabitsResponse = z.ZodType<{ success: true; message: string; data: Habits }>

/** PUT /api/progress/habits: the streak shown or hidden and the weekly goal (issue 31). */
export async function saveHabits(input: HabitsInput): Promise<Habits> {
  const response = await apiRequest<HabitsResponse>('/api/progress/habits', {
    method: 'PUT',
    body: input,
    fallbackMessage: es['panelHabits.saveFailed'],
  })
  return response.data
}

/** PUT or DELETE /api/progress/rest-days/:day: answers the whole Mi progreso. */
export async function setRestDay({ day, rest }: { day: string; rest: boolean }): Promise<Progress> {
  const response = await apiRequest<typeof progressResponseSchema>(`/api/progress/rest-days/${day}`, {
    method: rest ? 'PUT' : 'DELETE',
    fallbackMessage: es['panelHabits.restFailed'],
  })
  return response.data
}

/** The settings' answer replaces the habits in the cached Mi progreso, which the home reads too. */
export function useSaveHabits() {
  const queryClient = useQueryClient()
  const { queryKey } = getProgressQueryOptions()
  return useMutation({
    mutationFn: saveHabits,
    onSuccess: (habits) =>
      queryClient.setQueryData(queryKey, (progress) => (progress ? { ...progress, habits } : progress)),
  })
}

/** A rest day answers Mi progreso as it now is (the streak it kept, the days left): it replaces the cache. */
export function useSetRestDay() {
  const queryClient = useQueryClient()
  const { queryKey } = getProgressQueryOptions()
  return useMutation({
    mutationFn: setRestDay,
    onSuccess: (progress) => queryClient.setQueryData(queryKey, progress),
  })
}
