import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { memberSettings, restDays } from '../../db/schema/index.ts'
import type { DataSet } from './data-export.contents.ts'

/** '4 días a la semana', '60 minutos a la semana', or 'Sin objetivo': the CSV is read by a person. */
function goalInWords(kind: string | null, target: number | null): string {
  if (!kind || !target) return 'Sin objetivo'
  const unit = kind === 'days' ? (target === 1 ? 'día' : 'días') : target === 1 ? 'minuto' : 'minutos'
  return `${target} ${unit} a la semana`
}

/**
 * The member's habit settings and rest days (issue 31): the streak shown or hidden, the weekly
 * goal, the zone their days are counted in (one row, none while they kept the defaults), and every
 * day they marked as rest. Read by the member's id only.
 */
export async function habitSets(db: Database, userId: string): Promise<DataSet[]> {
  const settings = await db.select().from(memberSettings).where(eq(memberSettings.userId, userId))
  const rest = await db
    .select({ day: sql<string>`${restDays.day}::text`, createdAt: restDays.createdAt })
    .from(restDays)
    .where(eq(restDays.userId, userId))
    .orderBy(asc(restDays.day))
  return [
    {
      file: 'ajustes-de-habitos',
      columns: [
        ['Mostrar mi racha', 'showStreak'],
        ['Objetivo semanal', 'weeklyGoal'],
        ['Zona horaria', 'timeZone'],
        ['Actualizado', 'updatedAt', 'dateTime'],
      ],
      rows: settings.map((row) => ({
        showStreak: row.showStreak,
        weeklyGoalKind: row.weeklyGoalKind,
        weeklyGoalTarget: row.weeklyGoalTarget,
        weeklyGoal: goalInWords(row.weeklyGoalKind, row.weeklyGoalTarget),
        timeZone: row.timeZone,
        updatedAt: row.updatedAt.toISOString(),
      })),
    },
    {
      file: 'dias-de-descanso',
      columns: [
        ['Día', 'day'],
        ['Marcado el', 'createdAt', 'dateTime'],
      ],
      rows: rest.map((row) => ({ day: row.day, createdAt: row.createdAt.toISOString() })),
    },
  ]
}
