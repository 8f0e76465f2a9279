import type { Invoice } from '@sosiego/shared'
import { es, t } from '@sosiego/shared/messages/panel'
import { Download } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { errorMessage } from '../../../lib/errors.ts'
import { notify } from '../../../lib/notify.ts'
import { downloadInvoice, useInvoices } from '../api/invoices.ts'
import { calendarDayLabel, invoiceMoney, rateLabel } from '../lib/invoice-format.ts'

/** Mi Suscripción's 'Facturas' (issue 32): every invoice of the member, each with 'Descargar factura'. */
export function InvoicesSection() {
  const { data: invoices, isError } = useInvoices()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display text-2xl text-ink-950">
        {es['invoices.title']}
      </h2>
      {isError ? (
        <p className="text-ink-600">{es['invoices.loadFailed']}</p>
      ) : !invoices ? null : invoices.length === 0 ? (
        <p className="text-ink-600">{es['invoices.none']}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {invoices.map((invoice) => (
            <li key={invoice._id}>
              <InvoiceRow invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const [downloading, setDownloading] = useState(false)
  const money = (amount: number) => invoiceMoney(amount, invoice.currency)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadInvoice(invoice, es['invoices.downloadFailed'])
    } catch (error) {
      notify.error(errorMessage(error, es['invoices.downloadFailed']))
    } finally {
      setDownloading(false)
    }
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-soft sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold text-ink-950">
          {t(invoice.kind === 'rectifying' ? 'invoices.rectifying' : 'invoices.invoice', {
            code: invoice.code,
          })}
        </p>
        <p className="text-sm text-ink-700">
          {t('invoices.summary', {
            plan: invoice.planName,
            date: calendarDayLabel(invoice.issuedOn),
            total: money(invoice.total),
          })}
        </p>
        <p className="text-sm text-ink-600">
          {t('invoices.taxLine', {
            base: money(invoice.base),
            rate: rateLabel(invoice.taxRate),
            tax: money(invoice.tax),
          })}
        </p>
        {invoice.rectifiesCode ? (
          <p className="text-sm text-ink-600">{t('invoices.rectifies', { code: invoice.rectifiesCode })}</p>
        ) : null}
      </div>
      <Button
        variant="outline"
        onClick={() => void download()}
        disabled={downloading}
        aria-label={t('invoices.downloadLabel', { code: invoice.code })}
        className="w-full sm:w-auto"
      >
        <Download aria-hidden="true" className="size-4" />
        {es['invoices.download']}
      </Button>
    </div>
  )
}
