import { PeoplePage } from '../../features/admin-people/components/people-page.tsx'

/** /admin/usuarios: crmUser, creator, tester and therapist accounts (decision 057). */
export function AdminStaffRoute() {
  return <PeoplePage group="staff" />
}
