import { formatMoney, type Invoice } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/back-office'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { toastError } from '../../../lib/errors.ts'
import { downloadStaffInvoice, type InvoiceOwner, useStaffInvoices } from '../api/staff-invoices.ts'

const dayFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeZone: 'UTC' })
/** The day of issue the API gives in TIME_ZONE (YYYY-MM-DD), shown as that same day anywhere. */
const issuedOn = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`))

/**
 * The invoices of a member ('Suscripción y pagos') or of an order (Órdenes), each downloadable
 * (issue 32). Nothing at all while there are none to show, so an order without a charge stays as it was.
 */
export function StaffInvoiceList({ owner }: { owner: InvoiceOwner }) {
  const invoices = useStaffInvoices(owner)
  const headingId = useId()
  if (invoices.isError) return <p className="text-sm text-ink-600">{es['adminInvoices.loadFailed']}</p>
  if (!invoices.data || invoices.data.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-ink-900">
        {es['adminInvoices.title']}
      </h3>
      <ul className="flex flex-col gap-2 text-sm text-ink-700">
        {invoices.data.map((invoice) => (
          <li key={invoice._id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0">
              {t(invoice.kind === 'rectifying' ? 'adminInvoices.rectifying' : 'adminInvoices.invoice', {
                code: invoice.code,
              })}{' '}
              ·{' '}
              {t('adminInvoices.line', {
                date: issuedOn(invoice.issuedOn),
                total: formatMoney(invoice.total, invoice.currency),
              })}
            </span>
            <DownloadButton invoice={invoice} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function DownloadButton({ invoice }: { invoice: Invoice }) {
  const [busy, setBusy] = useState(false)
  const label = t('adminInvoices.download', { code: invoice.code })
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={label}
      title={label}
      onClick={async () => {
        setBusy(true)
        try {
          await downloadStaffInvoice(invoice)
        } catch (error) {
          toastError(error, es['adminInvoices.downloadFailed'])
        } finally {
          setBusy(false)
        }
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      PDF
    </Button>
  )
}
