import type { AdminProgram } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export const adminProgramsQueryKey = ['admin', 'programs'] as const

type ProgramsAnswer = { success: true; message: string; data: AdminProgram[] }

/** GET /api/programs/admin (admin and crmUser): every program not deleted, active or not, with its steps. */
async function getAdminPrograms(signal?: AbortSignal): Promise<AdminProgram[]> {
  const answer = await apiRequest<ZodType<ProgramsAnswer>>('/api/programs/admin', {
    fallbackMessage: es['adminPrograms.loadFailed'],
    signal,
  })
  return answer.data
}

export const adminProgramsQuery = () =>
  queryOptions({ queryKey: adminProgramsQueryKey, queryFn: ({ signal }) => getAdminPrograms(signal) })

export const useAdminPrograms = () => useQuery(adminProgramsQuery())
