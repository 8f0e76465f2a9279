import { addCalendarDays, type ProgramLevel, type ProgramPace, type ProgramSummary } from '@sosiego/shared'
import { es, t, tCount } from '@sosiego/shared/messages/panel'
import { localDay } from '../../../lib/local-day.ts'

export const levelLabel: Record<ProgramLevel, string> = {
  inicial: es['panelPrograms.level.inicial'],
  intermedio: es['panelPrograms.level.intermedio'],
  avanzado: es['panelPrograms.level.avanzado'],
}

export const paceLabel: Record<ProgramPace, string> = {
  daily: es['panelPrograms.pace.daily'],
  free: es['panelPrograms.pace.free'],
}

/** '7 pasos · 56 min en total': the whole program's listening, in whole minutes (at least one). */
export function programLength(program: Pick<ProgramSummary, 'stepCount' | 'totalDuration'>): string {
  const minutes = Math.max(1, Math.round(program.totalDuration / 60))
  return `${tCount('panelPrograms.steps', program.stepCount)} · ${t('panelPrograms.minutes', { count: minutes })}`
}

const longDay = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** A calendar day (YYYY-MM-DD, already a day in the service's zone) in words, read at UTC so no zone moves it. */
export function formatProgramDay(day: string): string {
  return longDay.format(new Date(`${day}T00:00:00Z`))
}

/**
 * When a locked step opens, in words: 'Se abre mañana', 'Se abre el jueves, 3 de diciembre', or,
 * for a step after a locked one (its day is not known yet), 'Se abre tras el paso anterior'.
 */
export function opensText(opensOn: string | null, today = localDay()): string {
  if (!opensOn) return es['panelPrograms.opensAfter']
  if (opensOn <= addCalendarDays(today, 1)) return es['panelPrograms.opensTomorrow']
  return t('panelPrograms.opensOn', { date: formatProgramDay(opensOn) })
}

/** The line under 'Continuar' when the next step of a daily program is not open yet. */
export function nextOpensText(opensOn: string, today = localDay()): string {
  return opensOn <= addCalendarDays(today, 1)
    ? es['panelPrograms.nextTomorrow']
    : t('panelPrograms.nextOn', { date: formatProgramDay(opensOn) })
}

/** The cover's address, or null (a calm gradient is drawn instead). */
export const programCover = (program: Pick<ProgramSummary, 'coverImage'>) =>
  program.coverImage?.coverImageUrl || null
