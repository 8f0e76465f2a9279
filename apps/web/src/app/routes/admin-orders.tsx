import { InvoiceBookDialog } from '../../features/admin-invoices/components/invoice-book-dialog.tsx'
import { StaffInvoiceList } from '../../features/admin-invoices/components/staff-invoice-list.tsx'
import { OrdersPage } from '../../features/admin-orders/components/orders-page.tsx'

/**
 * /admin/logs-ordenes: admin and crmUser alike (decision 031); /admin's guard admits both. The
 * invoices (issue 32) are composed here: features do not import each other.
 */
export function AdminOrdersRoute() {
  return (
    <OrdersPage
      invoiceBook={<InvoiceBookDialog />}
      orderInvoices={(orderId) => <StaffInvoiceList owner={{ orderId }} />}
    />
  )
}
