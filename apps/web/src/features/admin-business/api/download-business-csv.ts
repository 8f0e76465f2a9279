import { businessExportPaths, type PeriodQuery } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { ApiError, apiDownload } from '../../../lib/api-client.ts'
import { downloadFile } from '../../../lib/download.ts'
import { periodSearch } from '../../../lib/use-period-param.ts'
import { cohortMonths } from './get-business.ts'

export type BusinessTable = keyof typeof businessExportPaths

/** The file's name when the server does not give one (it normally does, in Content-Disposition). */
const fallbackNames: Record<BusinessTable, string> = {
  summary: 'negocio-resumen.csv',
  cohorts: 'negocio-cohortes.csv',
  contentRetention: 'negocio-contenido.csv',
}

/** The address of a table's CSV: the summary for the page's period, the others for its months. */
export function businessExportUrl(table: BusinessTable, period: PeriodQuery): string {
  const query = table === 'summary' ? periodSearch(period) : `months=${cohortMonths}`
  return `${businessExportPaths[table]}?${query}`
}

/**
 * The server writes the CSV (lib/csv.ts: BOM, Spanish headers, neutralised cells); the browser saves
 * it. Through the API client, so a page left open past the access token's life renews it.
 */
export async function downloadBusinessCsv(table: BusinessTable, period: PeriodQuery): Promise<void> {
  try {
    const { blob, fileName } = await apiDownload(businessExportUrl(table, period), {
      fallbackMessage: es['business.exportFailed'],
    })
    downloadFile(fileName ?? fallbackNames[table], blob)
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(es['business.exportFailed'], error.status, error.code, error.body)
    throw error
  }
}
