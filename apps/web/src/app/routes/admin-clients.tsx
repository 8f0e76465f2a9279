import { PeoplePage } from '../../features/admin-people/components/people-page.tsx'

/** /admin/clientes: visitors and subscribers (admin and crmUser; decision 057). */
export function AdminClientsRoute() {
  return <PeoplePage group="clients" />
}
