import { demoAdmin } from '../auth/helpers.ts'
import { checkPages } from './page-checks.ts'

/** Issue 34: every back-office page, both checkers, at 375 and 1280 px (see html-codesniffer.spec.ts). */
checkPages('staff', demoAdmin, [
  { path: '/admin', heading: 'Panel de Control' },
  { path: '/admin/kpi' },
  { path: '/admin/negocio' },
  { path: '/admin/usuarios' },
  { path: '/admin/clientes', heading: 'Clientes' },
  { path: '/admin/planes' },
  { path: '/admin/logs-ordenes', heading: 'Órdenes' },
  { path: '/admin/assets' },
  { path: '/admin/audio' },
  { path: '/admin/programas' },
  { path: '/admin/calendario' },
  { path: '/admin/reviews', heading: 'Reseñas' },
  { path: '/admin/accesibilidad', heading: 'Avisos de accesibilidad' },
])
