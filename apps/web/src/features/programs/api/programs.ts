import type { ProgramDetail, ProgramSummary, ReflectionInput } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { onReportsSent } from '../../../lib/listening-queue.ts'

type Answer<Data> = z.ZodType<{ success: true; message: string; data: Data }>

const programPath = (id: string) => `/api/programs/${encodeURIComponent(id)}`

/** GET /api/programs: every active program as the member sees it, with their run in each. */
export async function getPrograms(signal?: AbortSignal): Promise<ProgramSummary[]> {
  const response = await apiRequest<Answer<ProgramSummary[]>>('/api/programs', {
    fallbackMessage: es['panelPrograms.failed'],
    signal,
  })
  return response.data
}

/** GET /api/programs/:id: the program, its steps with their state, and the member's run. */
export async function getProgram(id: string, signal?: AbortSignal): Promise<ProgramDetail> {
  const response = await apiRequest<Answer<ProgramDetail>>(programPath(id), {
    fallbackMessage: es['panelPrograms.detailFailed'],
    signal,
  })
  return response.data
}

/** POST /api/programs/:id/start (409 when already started, 403 when access is not `open`). */
export async function startProgram(id: string): Promise<ProgramDetail> {
  const response = await apiRequest<Answer<ProgramDetail>>(`${programPath(id)}/start`, {
    method: 'POST',
    fallbackMessage: es['panelPrograms.startFailed'],
  })
  return response.data
}

/** DELETE /api/programs/:id/enrolment: the run, its completions and reflections go. */
export async function leaveProgram(id: string): Promise<ProgramSummary> {
  const response = await apiRequest<Answer<ProgramSummary>>(`${programPath(id)}/enrolment`, {
    method: 'DELETE',
    fallbackMessage: es['panelPrograms.leaveFailed'],
  })
  return response.data
}

/** PUT /api/programs/:id/steps/:position/reflection: only for a done step of the member's own run. */
export async function saveReflection({
  id,
  position,
  reflection,
}: {
  id: string
  position: number
  reflection: ReflectionInput
}): Promise<ProgramDetail> {
  const response = await apiRequest<Answer<ProgramDetail>>(
    `${programPath(id)}/steps/${position}/reflection`,
    { method: 'PUT', body: reflection, fallbackMessage: es['panelPrograms.reflection.failed'] },
  )
  return response.data
}

/** Everything about programs: the list and each one. Listening moves steps to done, so all of it goes stale together. */
export const programsQueryKey = ['programs'] as const
const programQueryKey = (id: string) => [...programsQueryKey, 'detail', id] as const

export function getProgramsQueryOptions() {
  return queryOptions({
    queryKey: [...programsQueryKey, 'list'],
    queryFn: ({ signal }) => getPrograms(signal),
  })
}

export function getProgramQueryOptions(id: string) {
  return queryOptions({ queryKey: programQueryKey(id), queryFn: ({ signal }) => getProgram(id, signal) })
}

export function usePrograms(enabled = true) {
  return useQuery({ ...getProgramsQueryOptions(), enabled })
}

export function useProgram(id: string) {
  return useQuery(getProgramQueryOptions(id))
}

/**
 * The answer of a change is the program as it now is: it replaces the cached one at once, and the
 * list (progress, 'Continuar', the home) is read again.
 */
function useProgramChange<Input>(
  change: (input: Input) => Promise<ProgramDetail>,
  idOf: (input: Input) => string,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (program, input) => {
      queryClient.setQueryData(programQueryKey(idOf(input)), program)
      return queryClient.invalidateQueries({ queryKey: [...programsQueryKey, 'list'] })
    },
  })
}

export function useStartProgram() {
  return useProgramChange(startProgram, (id: string) => id)
}

export function useSaveReflection() {
  return useProgramChange(saveReflection, (input) => input.id)
}

/** Leaving answers the summary without a run: the program's page and the list are read again. */
export function useLeaveProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsQueryKey }),
  })
}

/**
 * While a programs view is shown, each batch of listening the server takes reads the programs
 * again: the server decides when a step is done (90 % counted), so the page asks rather than guesses.
 */
export function useProgramsFollowListening() {
  const queryClient = useQueryClient()
  useEffect(
    () => onReportsSent(() => void queryClient.invalidateQueries({ queryKey: programsQueryKey })),
    [queryClient],
  )
}
