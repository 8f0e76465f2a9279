import { isBackOfficeRole } from '@sosiego/shared'

export type AccountMenuUser = {
  role: string
  tookTest: boolean
  activeSubscription?: { status: string } | null
}

export type AccountMenuLink = {
  id: 'panel' | 'media' | 'crm' | 'test'
  to: string
  label:
    | 'accountMenu.panel'
    | 'accountMenu.media'
    | 'accountMenu.crm'
    | 'accountMenu.takeTest'
    | 'accountMenu.viewTest'
}

const testRoles: ReadonlySet<string> = new Set(['visitor', 'subscriber'])

/**
 * The signed-in links of the navigation bar's account menu, in order (spec §2); 'Cerrar Sesión'
 * always follows them.
 */
export function accountMenuLinks(user: AccountMenuUser): AccountMenuLink[] {
  const links: AccountMenuLink[] = []
  if (!isBackOfficeRole(user.role)) links.push({ id: 'panel', to: '/panel', label: 'accountMenu.panel' })
  if (user.activeSubscription?.status === 'active') {
    links.push({ id: 'media', to: '/panel/meditaciones', label: 'accountMenu.media' })
  }
  if (isBackOfficeRole(user.role)) links.push({ id: 'crm', to: '/admin', label: 'accountMenu.crm' })
  if (testRoles.has(user.role)) {
    links.push({
      id: 'test',
      to: '/test',
      label: user.tookTest ? 'accountMenu.viewTest' : 'accountMenu.takeTest',
    })
  }
  return links
}
