import type {
  AdminUser,
  CreateUserBody,
  messageResponseSchema,
  planListResponseSchema,
  UserGroup,
  UserRole,
  UserUpdateBody,
  userChangesResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  userUpdateResponseSchema,
} from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiDownload, apiRequest } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'

export type UserFilters = {
  group: UserGroup
  search: string
  role: UserRole | 'all'
  withTests: boolean
  withActiveSubscription: boolean
  /** Issue 32: 'Pago pendiente' (optional: callers without it list everyone). */
  withPaymentPending?: boolean
}

/** The filters as the list and export calls read them (empty ones left out). */
export function filterParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams({ group: filters.group })
  if (filters.search.trim()) params.set('search', filters.search.trim())
  if (filters.role !== 'all') params.set('role', filters.role)
  if (filters.withTests) params.set('withTests', 'true')
  if (filters.withActiveSubscription) params.set('withActiveSubscription', 'true')
  if (filters.withPaymentPending) params.set('withPaymentPending', 'true')
  return params
}

/** GET /api/users/list: one page of the filtered users with the totals. */
export function getUsersQueryOptions(filters: UserFilters, page: number, pageSize: number) {
  const params = filterParams(filters)
  params.set('page', String(page))
  params.set('pageSize', String(pageSize))
  return queryOptions({
    queryKey: ['admin', 'users', params.toString()],
    queryFn: ({ signal }) =>
      apiRequest<typeof userListResponseSchema>(`/api/users/list?${params}`, {
        fallbackMessage: es['people.fetchFailed'],
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useUsers(filters: UserFilters, page: number, pageSize: number) {
  return useQuery(getUsersQueryOptions(filters, page, pageSize))
}

/** POST /api/users/delete/{id}: an admin deletes a member's account at their request (decision 069). */
export async function deleteMemberAccount(id: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>(`/api/users/delete/${id}`, {
    method: 'POST',
    fallbackMessage: es['account.delete.failed'],
  })
  return response.message
}

/**
 * POST /api/users/data-export/{id} (admin): a copy of a member's data, at their request, e-mailed to
 * the member's own address (decision 088).
 */
export async function exportMemberData(id: string): Promise<string> {
  const response = await apiRequest<typeof messageResponseSchema>(`/api/users/data-export/${id}`, {
    method: 'POST',
    fallbackMessage: es['account.export.failed'],
  })
  return response.message
}

/** PUT /api/users/update/{id}: the edit form or `{ isActive }`. */
export async function updateUser(id: string, body: UserUpdateBody): Promise<AdminUser> {
  const response = await apiRequest<typeof userUpdateResponseSchema>(`/api/users/update/${id}`, {
    method: 'PUT',
    body,
    fallbackMessage: es['people.updateFailed'],
  })
  return response.data
}

/** POST /api/users/create (admin): registration in admin mode. */
export async function createUser(body: CreateUserBody): Promise<void> {
  await apiRequest<typeof userResponseSchema>('/api/users/create', {
    method: 'POST',
    body,
    fallbackMessage: es['people.createFailed'],
  })
}

/** GET /api/users/changes/{id}: the audit trail shown in the edit modal. */
export function useUserChanges(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'user-changes', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest<typeof userChangesResponseSchema>(`/api/users/changes/${id}`, {
        fallbackMessage: es['people.fetchFailed'],
        signal,
      }).then((response) => response.data),
  })
}

/** GET /api/plans/list: the plans the edit form can give (it offers Full and Mini). */
export function usePlanChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['plans', 'list'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<typeof planListResponseSchema>('/api/plans/list', {
        fallbackMessage: es['people.fetchFailed'],
        signal,
      }).then((response) => response.data),
    select: (plans) => plans.filter((plan) => plan.slug === 'full' || plan.slug === 'mini'),
  })
}

/**
 * GET /api/users/export: the server streams the CSV and names it; the browser saves it. Through the
 * API client, so a page left open past the access token's 15 minutes renews it instead of failing.
 */
export async function downloadUsersCsv(filters: UserFilters): Promise<string> {
  const { blob, fileName } = await apiDownload(`/api/users/export?${filterParams(filters)}`, {
    fallbackMessage: es['people.fetchFailed'],
  })
  const name = fileName ?? (filters.group === 'staff' ? 'usuarios.csv' : 'clientes.csv')
  downloadFile(name, blob)
  return name
}
