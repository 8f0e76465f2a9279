import type { PushSubscriptionInput, ReminderInput, ReminderSettings } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/panel'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

type Answer<Data> = z.ZodType<{ success: true; message: string; data: Data }>

const remindersPath = '/api/reminders'

/** GET /api/reminders: the member's reminder, or the suggested defaults with `saved: false`. */
export async function getReminders(signal?: AbortSignal): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(remindersPath, {
    fallbackMessage: es['reminders.failed'],
    signal,
  })
  return response.data
}

/** PUT /api/reminders: days, time, zone and the push and e-mail channels, saved together. */
export async function saveReminders(input: ReminderInput): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(remindersPath, {
    method: 'PUT',
    body: input,
    fallbackMessage: es['reminders.saveFailed'],
  })
  return response.data
}

/** PUT /api/reminders/push-subscription: this browser's subscription (upserted by endpoint). */
export async function addPushSubscription(subscription: PushSubscriptionInput): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(`${remindersPath}/push-subscription`, {
    method: 'PUT',
    body: subscription,
    fallbackMessage: es['reminders.push.failed'],
  })
  return response.data
}

/** DELETE /api/reminders/push-subscription: this browser stops receiving reminders. */
export async function removePushSubscription(endpoint: string): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(`${remindersPath}/push-subscription`, {
    method: 'DELETE',
    body: { endpoint },
    fallbackMessage: es['reminders.push.offFailed'],
  })
  return response.data
}

/** PUT /api/reminders/calendar: a new private feed address (the old one stops working). */
export async function renewCalendar(): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(`${remindersPath}/calendar`, {
    method: 'PUT',
    fallbackMessage: es['reminders.calendar.failed'],
  })
  return response.data
}

/** DELETE /api/reminders/calendar: no feed any more. */
export async function removeCalendar(): Promise<ReminderSettings> {
  const response = await apiRequest<Answer<ReminderSettings>>(`${remindersPath}/calendar`, {
    method: 'DELETE',
    fallbackMessage: es['reminders.calendar.failed'],
  })
  return response.data
}

/**
 * POST /api/reminders/unsubscribe?token=…: the e-mail's link, without a session. The token is the
 * whole proof; no session is renewed for it (the person may be signed out, or someone else).
 */
export async function unsubscribeByToken(token: string): Promise<void> {
  await apiRequest<z.ZodType<{ success: true; message: string }>>(
    `${remindersPath}/unsubscribe?${new URLSearchParams({ token })}`,
    { method: 'POST', fallbackMessage: es['reminders.unsubscribe.failed'], authRetry: false },
  )
}

export const remindersQueryKey = ['reminders'] as const

export function getRemindersQueryOptions() {
  return queryOptions({ queryKey: remindersQueryKey, queryFn: ({ signal }) => getReminders(signal) })
}

export function useReminders(enabled = true) {
  return useQuery({ ...getRemindersQueryOptions(), enabled })
}

/** Every change answers the reminder as it now stands: it replaces the cached one at once. */
function useRemindersChange<Input>(change: (input: Input) => Promise<ReminderSettings>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (settings) => queryClient.setQueryData(remindersQueryKey, settings),
  })
}

export const useSaveReminders = () => useRemindersChange(saveReminders)
export const useAddPushSubscription = () => useRemindersChange(addPushSubscription)
export const useRemovePushSubscription = () => useRemindersChange(removePushSubscription)
export const useRenewCalendar = () => useRemindersChange<void>(renewCalendar)
export const useRemoveCalendar = () => useRemindersChange<void>(removeCalendar)
