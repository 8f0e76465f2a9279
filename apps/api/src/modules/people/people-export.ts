import type { Readable } from 'node:stream'
import { roleLabel, t, type UserExportQuery, userStatusLabel } from '@sosiego/shared'
import type { Database } from '../../db/client.ts'
import { csvDateTime, csvStream } from '../../lib/csv.ts'
import { type ExportRow, findExportBatch } from './people.repository.ts'

const BATCH = 1000

const yesNo = (value: boolean) => t(value ? 'people.yes' : 'people.no')

/** Back-office §9's clientes.csv columns, in order. */
const clientColumns: [string, (row: ExportRow, timeZone: string) => unknown][] = [
  ['Nombre', (row) => row.name],
  ['Apellido', (row) => row.lastName],
  ['Email', (row) => row.email],
  ['Tipo', (row) => roleLabel(row.role)],
  ['Estado', (row) => userStatusLabel(row)],
  ['Verificado', (row) => yesNo(row.isVerified)],
  ['Tests Realizados', (row) => row.testCount],
  ['Suscripción Activa', (row) => row.activePlanName ?? t('people.no')],
  ['Fecha de Creación', (row, timeZone) => csvDateTime(row.createdAt, timeZone)],
  ['Última Actualización', (row, timeZone) => csvDateTime(row.updatedAt, timeZone)],
]

/** usuarios.csv: the Usuarios table's columns (the spec names only the file). */
const staffColumns: [string, (row: ExportRow, timeZone: string) => unknown][] = [
  ['Nombre', (row) => row.name],
  ['Apellido', (row) => row.lastName],
  ['Email', (row) => row.email],
  ['Rol', (row) => roleLabel(row.role)],
  ['Estado', (row) => userStatusLabel(row)],
  ['Verificado', (row) => yesNo(row.isVerified)],
  ['Fecha de Creación', (row, timeZone) => csvDateTime(row.createdAt, timeZone)],
  ['Última Actualización', (row, timeZone) => csvDateTime(row.updatedAt, timeZone)],
]

export const exportFileName = (query: UserExportQuery) =>
  query.group === 'staff' ? 'usuarios.csv' : 'clientes.csv'

/**
 * The whole filtered set as CSV, read in keyset batches while the client downloads. Dates are on the
 * service's clock, `timeZone` (config.timeZone).
 */
export function exportUsersCsv(
  db: Database,
  query: UserExportQuery,
  timeZone: string,
  now = new Date(),
): Readable {
  const columns = query.group === 'staff' ? staffColumns : clientColumns
  async function* batches() {
    let after: string | null = null
    for (;;) {
      const rows = await findExportBatch(db, query, after, BATCH, now)
      if (rows.length === 0) return
      yield rows.map((row) => columns.map(([, cell]) => cell(row, timeZone)))
      const last = rows[rows.length - 1] as ExportRow
      after = last.id
      if (rows.length < BATCH) return
    }
  }
  return csvStream(
    columns.map(([name]) => name),
    batches(),
  )
}
