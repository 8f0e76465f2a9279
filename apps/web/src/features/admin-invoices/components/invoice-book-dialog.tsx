import type { PeriodQuery } from '@sosiego/shared'
import { es } from '@sosiego/shared/messages/back-office'
import { BookText, Download } from 'lucide-react'
import { useState } from 'react'
import { PeriodPicker } from '../../../components/period-picker.tsx'
import { Button } from '../../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx'
import { toastError } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { downloadInvoiceBook } from '../api/staff-invoices.ts'

/**
 * 'Libro de facturas' (issue 32): the period picker of the dashboard, then the CSV of every invoice
 * issued in it, written by the server in TIME_ZONE's calendar days.
 */
export function InvoiceBookDialog() {
  const [period, setPeriod] = useState<PeriodQuery>({ period: 'month' })
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadInvoiceBook(period)
      notify.success(es['adminInvoices.bookDownloaded'])
    } catch (error) {
      toastError(error, es['adminInvoices.bookFailed'])
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <BookText aria-hidden="true" className="size-4" />
          {es['adminInvoices.book']}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{es['adminInvoices.bookTitle']}</DialogTitle>
          <DialogDescription>{es['adminInvoices.bookDescription']}</DialogDescription>
        </DialogHeader>
        <div className="mt-4">
          <PeriodPicker value={period} onChange={setPeriod} />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{es['adminInvoices.close']}</Button>
          </DialogClose>
          <Button onClick={() => void download()} disabled={busy}>
            <Download aria-hidden="true" className="size-4" />
            {es['adminInvoices.bookDownload']}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
