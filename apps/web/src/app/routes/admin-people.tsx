import { StaffInvoiceList } from '../../features/admin-invoices/components/staff-invoice-list.tsx'
import { PeopleFrame, PeoplePage } from '../../features/admin-people/components/people-page.tsx'
import { useSessionWait } from '../layouts/session-wait.tsx'

/**
 * /admin/clientes: visitors and subscribers (admin and crmUser; decision 057), with each member's
 * invoices under 'Suscripción y pagos' (issue 32; composed here, features do not import each other).
 */
export function AdminPeopleClientsRoute() {
  return useSessionWait() ? (
    <PeopleFrame group="clients" />
  ) : (
    <PeoplePage group="clients" memberInvoices={(userId) => <StaffInvoiceList owner={{ userId }} />} />
  )
}

/** /admin/usuarios: the team, crmUser, creator, tester and therapist accounts (decision 057). */
export function AdminPeopleTeamRoute() {
  return <PeoplePage group="staff" />
}
