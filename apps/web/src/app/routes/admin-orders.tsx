import { OrdersPage } from '../../features/admin-orders/components/orders-page.tsx'

/** /admin/logs-ordenes: admin and crmUser alike (decision 031); /admin's guard admits both. */
export function AdminOrdersRoute() {
  return <OrdersPage />
}
