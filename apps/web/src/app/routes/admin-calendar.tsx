import { CalendarPage } from '../../features/admin-calendar/components/calendar-page.tsx'

/** /admin/calendario: today's meditation planned day by day; crmUser reads (decision 034). */
export function AdminCalendarRoute() {
  return <CalendarPage />
}
