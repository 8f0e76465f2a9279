import { checkPages } from './page-checks.ts'

/**
 * Issue 34: every public page of the router (apps/web/src/app/router.tsx) passes axe's WCAG 2.2 AA
 * rules (every impact, not only serious) and HTML_CodeSniffer's WCAG2AA errors, on a phone and on a
 * wide screen. The member's pages are in member-pages.spec.ts, the back office's in
 * back-office-pages.spec.ts, the dialogs in dialogs.spec.ts: four files, so the suite's two workers
 * share them.
 *
 * Left out, with reason: /login/google/callback and /login/token/callback (a moment's "Iniciando
 * sesión" on the way elsewhere, with no content of their own), /paymentSuccess (the same page as
 * /payment-success), /email-verification (it sends a signed-in, verified account on, and a visitor to
 * the login form, both checked).
 */
checkPages('a visitor', null, [
  { path: '/', heading: /./ },
  { path: '/terminos-y-condiciones', heading: 'Términos y condiciones' },
  { path: '/politica-privacidad', heading: 'Política de privacidad' },
  { path: '/contact', heading: 'Contacto' },
  { path: '/accesibilidad', heading: 'Declaración de accesibilidad' },
  { path: '/login?mode=signup' },
  { path: '/login?mode=login' },
  { path: '/loginResetPassword' },
  { path: '/loginSetPassword' },
  { path: '/verify-email' },
  { path: '/reset-password' },
  { path: '/confirmar-correo' },
  { path: '/deshacer-cambio-correo' },
  { path: '/recordatorios/baja' },
  { path: '/renovacion/cancelar' },
  { path: '/test' },
  { path: '/payment-success' },
  { path: '/404' },
])
