import type { CalendarMonth } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ZodType } from 'zod'
import { apiRequest } from '../../../lib/api-client.ts'

export const calendarQueryKey = ['admin', 'calendar'] as const

type MonthAnswer = { success: true; message: string; data: CalendarMonth }

/** GET /api/today/calendar?month=YYYY-MM (admin and crmUser): every day of the month and its item. */
async function getCalendarMonth(month: string, signal?: AbortSignal): Promise<CalendarMonth> {
  const answer = await apiRequest<ZodType<MonthAnswer>>(
    `/api/today/calendar?month=${encodeURIComponent(month)}`,
    { fallbackMessage: es['adminCalendar.loadFailed'], signal },
  )
  return answer.data
}

export const calendarMonthQuery = (month: string) =>
  queryOptions({
    queryKey: [...calendarQueryKey, month],
    queryFn: ({ signal }) => getCalendarMonth(month, signal),
  })

/** The month's days; while the next month loads, the one shown stays (no blank flash). */
export const useCalendarMonth = (month: string) =>
  useQuery({ ...calendarMonthQuery(month), placeholderData: keepPreviousData })
