import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'
import { type ContentResource, contentQueryKey } from './get-content-lists.ts'

type WriteAnswer = { success: true; message: string; data: unknown }
type WriteSchema = ZodType<WriteAnswer>

/**
 * The catalogue's writes (spec §7): POST …/create, PUT …/update/{id} (a switch sends only
 * `{ isActive }`), DELETE …/delete/{id}. Answers the server's message.
 */
export type ContentWrite =
  | { kind: 'create'; resource: ContentResource; body: unknown }
  | { kind: 'update'; resource: ContentResource; id: string; body: unknown }
  | { kind: 'delete'; resource: ContentResource; id: string }

export async function writeContent(write: ContentWrite, fallbackMessage: string): Promise<string> {
  const base = `/api/${write.resource}`
  const request =
    write.kind === 'create'
      ? { path: `${base}/create`, method: 'POST' as const, body: write.body }
      : write.kind === 'update'
        ? { path: `${base}/update/${encodeURIComponent(write.id)}`, method: 'PUT' as const, body: write.body }
        : { path: `${base}/delete/${encodeURIComponent(write.id)}`, method: 'DELETE' as const }
  const answer = await apiRequest<WriteSchema>(request.path, {
    method: request.method,
    body: 'body' in request ? request.body : undefined,
    fallbackMessage,
  })
  return answer.message
}

export function useWriteContent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ write, fallbackMessage }: { write: ContentWrite; fallbackMessage: string }) =>
      writeContent(write, fallbackMessage),
    // After a failure too: an item another admin deleted meanwhile leaves the list. A category's or
    // theme's new name shows in the lists below it; the plan editor and the test
    // read the categories too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'plan-categories'] }),
        queryClient.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  })
}
