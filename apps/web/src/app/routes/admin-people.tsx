import { PeoplePage } from '../../features/admin-people/components/people-page.tsx'

/** /admin/clientes: visitors and subscribers (admin and crmUser; decision 057). */
export function AdminPeopleClientsRoute() {
  return <PeoplePage group="clients" />
}

/** /admin/usuarios: the team, crmUser, creator, tester and therapist accounts (decision 057). */
export function AdminPeopleTeamRoute() {
  return <PeoplePage group="staff" />
}
