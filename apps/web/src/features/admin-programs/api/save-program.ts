import type { ProgramInput } from '@sosiego/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { adminProgramsQueryKey } from './get-admin-programs.ts'

type WriteAnswer = { success: true; message: string; data: unknown }

/**
 * The programs' writes (admin only): POST /api/programs/admin, PUT /api/programs/admin/:id (the whole
 * program, its steps in order), PATCH …/:id/active, DELETE …/:id (soft).
 */
export type ProgramWrite =
  | { kind: 'create'; body: ProgramInput }
  | { kind: 'update'; id: string; body: ProgramInput }
  | { kind: 'active'; id: string; isActive: boolean }
  | { kind: 'delete'; id: string }

function requestOf(write: ProgramWrite) {
  const base = '/api/programs/admin'
  switch (write.kind) {
    case 'create':
      return { path: base, method: 'POST' as const, body: write.body }
    case 'update':
      return { path: `${base}/${encodeURIComponent(write.id)}`, method: 'PUT' as const, body: write.body }
    case 'active':
      return {
        path: `${base}/${encodeURIComponent(write.id)}/active`,
        method: 'PATCH' as const,
        body: { isActive: write.isActive },
      }
    case 'delete':
      return { path: `${base}/${encodeURIComponent(write.id)}`, method: 'DELETE' as const, body: undefined }
  }
}

export async function writeProgram(write: ProgramWrite, fallbackMessage: string): Promise<string> {
  const { path, method, body } = requestOf(write)
  const answer = await apiRequest<ZodType<WriteAnswer>>(path, { method, body, fallbackMessage })
  return answer.message
}

export function useWriteProgram() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ write, fallbackMessage }: { write: ProgramWrite; fallbackMessage: string }) =>
      writeProgram(write, fallbackMessage),
    // After a failure too: a program another admin deleted meanwhile leaves the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProgramsQueryKey }),
  })
}
