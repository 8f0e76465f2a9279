import type { PeriodQuery } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { type BusinessTable, downloadBusinessCsv } from '../api/download-business-csv.ts'

type ExportButtonProps = { table: BusinessTable; period: PeriodQuery; label: string }

/** 'Descargar CSV' for one table; its accessible name says which table. */
export function ExportButton({ table, period, label }: ExportButtonProps) {
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadBusinessCsv(table, period)
      notify.success(es['business.exported'])
    } catch (error) {
      notify.error(errorMessage(error, es['business.exportFailed']))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" size="sm" aria-label={label} loading={busy} onClick={() => void download()}>
      <Download aria-hidden="true" className="size-4" />
      {es['business.export']}
    </Button>
  )
}
