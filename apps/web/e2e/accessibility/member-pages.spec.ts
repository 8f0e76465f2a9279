import { demoMember } from '../auth/helpers.ts'
import { checkPages } from './page-checks.ts'

/** Issue 34: the member's pages, both checkers, at 375 and 1280 px (see html-codesniffer.spec.ts). */
checkPages('the demo member', demoMember, [
  { path: '/panel', heading: /^¡Hola, / },
  { path: '/panel/meditaciones', heading: 'Meditaciones' },
  { path: '/panel/progreso', heading: 'Mi progreso' },
  { path: '/panel/suscripcion', heading: 'Mi Suscripción' },
  { path: '/panel/mis-tests' },
  { path: '/panel/programas' },
  { path: '/panel/configuracion' },
  // The order summary of a plan (issue 32), before the provider's page.
  { path: '/checkout/full' },
])
