import { es } from '@sosiego/shared/messages/common'
import type { RouteObject } from 'react-router'
import { loginModeOf } from '../features/auth/login-mode.ts'
import type { RouteHandle } from '../lib/page-title.ts'
import { RootLayout } from './layouts/root-layout.tsx'
import { homeHandle } from './routes/home-handle.ts'
import { NotFoundRoute } from './routes/not-found.tsx'
import { RouteErrorPage } from './routes/route-error.tsx'

// Every page loads its code when it is first visited, and so does the public pages' frame (the bar,
// the footer: nothing a member's panel shows); the root layout and the not-found page come with the
// first bundle. A pre-rendered page hydrates once its route's code has loaded (main.tsx). The member
// panel's service worker keeps every panel page's code when it installs (vite.config.ts), so any of
// them opens offline.
const programsPage = () => import('./routes/panel-programs.tsx')
const passwordEmailPage = () => import('../features/auth/components/password-email-page.tsx')
const emailChangePages = () => import('../features/auth/components/email-change-pages.tsx')
const accessibilityPage = () =>
  import('../features/accessibility/components/accessibility-statement-page.tsx')

const notFoundHandle: RouteHandle = { title: es['pageTitle.notFound'] }
const title = (text: string): RouteHandle => ({ title: text })
const paymentSuccessRoute = {
  lazy: {
    Component: () => import('./routes/payment-success.tsx').then((m) => m.PaymentSuccessRoute),
  },
  handle: title(es['pageTitle.paymentSuccess']),
} satisfies RouteObject

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        lazy: { Component: () => import('./layouts/public-layout.tsx').then((m) => m.PublicLayout) },
        children: [
          {
            index: true,
            lazy: { Component: () => import('./routes/home.tsx').then((m) => m.HomeRoute) },
            handle: homeHandle,
          },
          {
            path: 'terminos-y-condiciones',
            lazy: {
              Component: () => import('../features/legal/components/terms-page.tsx').then((m) => m.TermsPage),
            },
            handle: { title: es['pageTitle.terms'], description: es['seo.terms.description'] },
          },
          {
            path: 'politica-privacidad',
            lazy: {
              Component: () =>
                import('../features/legal/components/privacy-page.tsx').then((m) => m.PrivacyPage),
            },
            handle: { title: es['pageTitle.privacy'], description: es['seo.privacy.description'] },
          },
          {
            path: 'contact',
            lazy: {
              Component: () =>
                import('../features/legal/components/contact-page.tsx').then((m) => m.ContactPage),
            },
            handle: { title: es['pageTitle.contact'], description: es['seo.contact.description'] },
          },
          // The accessibility statement (issue 34): its title and texts come with its own code.
          {
            path: 'accesibilidad',
            lazy: {
              Component: () => accessibilityPage().then((m) => m.AccessibilityStatementPage),
              handle: () => accessibilityPage().then((m) => m.accessibilityHandle),
            },
          },
          {
            path: 'login',
            lazy: {
              Component: () => import('../features/auth/components/login-page.tsx').then((m) => m.LoginPage),
            },
            handle: {
              title: (search) =>
                loginModeOf(search.get('mode')) === 'signup' ? es['pageTitle.signup'] : es['pageTitle.login'],
            } satisfies RouteHandle,
          },
          {
            path: 'login/google/callback',
            lazy: {
              Component: () =>
                import('../features/auth/components/google-callback-page.tsx').then(
                  (m) => m.GoogleCallbackPage,
                ),
            },
            handle: title(es['pageTitle.signingIn']),
          },
          {
            path: 'login/token/callback',
            lazy: {
              Component: () =>
                import('../features/auth/components/token-callback-page.tsx').then(
                  (m) => m.TokenCallbackPage,
                ),
            },
            handle: title(es['pageTitle.signingIn']),
          },
          {
            path: 'loginResetPassword',
            lazy: { Component: () => passwordEmailPage().then((m) => m.ResetRequestPage) },
            handle: title(es['pageTitle.resetRequest']),
          },
          {
            path: 'loginSetPassword',
            lazy: { Component: () => passwordEmailPage().then((m) => m.SetPasswordRequestPage) },
            handle: title(es['pageTitle.setPasswordRequest']),
          },
          {
            path: 'email-verification',
            lazy: {
              Component: () =>
                import('../features/auth/components/email-verification-page.tsx').then(
                  (m) => m.EmailVerificationPage,
                ),
            },
            handle: title(es['pageTitle.emailVerification']),
          },
          {
            path: 'verify-email',
            lazy: {
              Component: () =>
                import('../features/auth/components/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
            },
            handle: title(es['pageTitle.verifyEmail']),
          },
          {
            path: 'reset-password',
            lazy: {
              Component: () =>
                import('../features/auth/components/reset-password-page.tsx').then(
                  (m) => m.ResetPasswordPage,
                ),
            },
            handle: title(es['pageTitle.resetPassword']),
          },
          // A change of address (decision 097): confirmed from the new one, undone from the old one.
          {
            path: 'confirmar-correo',
            lazy: { Component: () => emailChangePages().then((m) => m.ConfirmEmailChangePage) },
            handle: title(es['pageTitle.confirmEmailChange']),
          },
          {
            path: 'deshacer-cambio-correo',
            lazy: { Component: () => emailChangePages().then((m) => m.UndoEmailChangePage) },
            handle: title(es['pageTitle.undoEmailChange']),
          },
          // The reminder e-mail's unsubscribe link (issue 31): no session needed; its texts come with it.
          {
            path: 'recordatorios/baja',
            lazy: {
              Component: () =>
                import('./routes/reminders-unsubscribe.tsx').then((m) => m.RemindersUnsubscribeRoute),
              handle: () => import('./routes/reminders-unsubscribe.tsx').then((m) => m.unsubscribeHandle),
            },
          },
          // The renewal notice's 'Cancelar renovación' link (issue 32): no session needed.
          {
            path: 'renovacion/cancelar',
            lazy: {
              Component: () => import('./routes/renewal-cancel.tsx').then((m) => m.RenewalCancelRoute),
              handle: () => import('./routes/renewal-cancel.tsx').then((m) => m.renewalCancelHandle),
            },
          },
          {
            path: 'test',
            lazy: { Component: () => import('./routes/test.tsx').then((m) => m.TestRoute) },
            handle: { title: es['pageTitle.test'], description: es['seo.test.description'] },
          },
          {
            path: 'checkout/:planSlug',
            lazy: { Component: () => import('./routes/checkout.tsx').then((m) => m.CheckoutRoute) },
            handle: title(es['pageTitle.checkout']),
          },
          // The provider returns to /payment-success; /paymentSuccess is the same page (spec §2).
          { path: 'payment-success', ...paymentSuccessRoute },
          { path: 'paymentSuccess', ...paymentSuccessRoute },
          // /404 is where guards send members who lack a required subscription.
          { path: '404', element: <NotFoundRoute />, handle: notFoundHandle },
          { path: '*', element: <NotFoundRoute />, handle: notFoundHandle },
        ],
      },
      {
        path: 'panel',
        lazy: { Component: () => import('./routes/panel.tsx').then((m) => m.PanelRoute) },
        handle: title(es['pageTitle.panel']),
        children: [
          {
            index: true,
            lazy: { Component: () => import('./routes/panel-home.tsx').then((m) => m.PanelHomeRoute) },
            handle: { frame: true },
          },
          {
            path: 'mis-tests',
            lazy: { Component: () => import('./routes/panel-my-test.tsx').then((m) => m.PanelMyTestRoute) },
            handle: title(es['pageTitle.myTest']),
          },
          {
            path: 'suscripcion',
            lazy: {
              Component: () =>
                import('./routes/panel-subscription.tsx').then((m) => m.PanelSubscriptionRoute),
            },
            handle: { ...title(es['pageTitle.subscription']), frame: true },
          },
          {
            path: 'meditaciones',
            lazy: {
              Component: () => import('./routes/panel-meditations.tsx').then((m) => m.PanelMeditationsRoute),
            },
            handle: { ...title(es['pageTitle.meditations']), frame: true },
          },
          // Programas (issue 30): the title comes with the page's code, its texts are the panel's.
          {
            path: 'programas',
            lazy: {
              Component: () => programsPage().then((m) => m.PanelProgramsRoute),
              handle: () => programsPage().then((m) => m.programsHandle),
            },
          },
          {
            path: 'programas/:id',
            lazy: {
              Component: () => programsPage().then((m) => m.PanelProgramRoute),
              handle: () => programsPage().then((m) => m.programsHandle),
            },
          },
          {
            path: 'progreso',
            lazy: {
              Component: () => import('./routes/panel-progress.tsx').then((m) => m.PanelProgressRoute),
            },
            handle: { ...title(es['progress.title']), frame: true },
          },
          {
            path: 'configuracion',
            lazy: {
              Component: () => import('./routes/panel-settings.tsx').then((m) => m.PanelSettingsRoute),
            },
            handle: title(es['pageTitle.settings']),
          },
        ],
      },
      {
        path: 'admin',
        lazy: { Component: () => import('./routes/admin.tsx').then((m) => m.AdminRoute) },
        handle: title(es['pageTitle.admin']),
        children: [
          {
            index: true,
            lazy: { Component: () => import('./routes/admin-home.tsx').then((m) => m.AdminHomeRoute) },
            handle: { frame: true },
          },
          {
            path: 'kpi',
            lazy: { Component: () => import('./routes/admin-kpi.tsx').then((m) => m.AdminKpiRoute) },
            handle: title(es['pageTitle.adminKpi']),
          },
          // Issue 33: its title comes with its own texts (the business area), loaded with the page.
          {
            path: 'negocio',
            lazy: {
              Component: () => import('./routes/admin-business.tsx').then((m) => m.AdminBusinessRoute),
              handle: () => import('./routes/admin-business.tsx').then((m) => m.businessHandle),
            },
          },
          {
            path: 'planes',
            lazy: { Component: () => import('./routes/admin-plans.tsx').then((m) => m.AdminPlansRoute) },
            handle: title(es['pageTitle.adminPlans']),
          },
          {
            path: 'logs-ordenes',
            lazy: { Component: () => import('./routes/admin-orders.tsx').then((m) => m.AdminOrdersRoute) },
            handle: title(es['pageTitle.adminOrders']),
          },
          {
            path: 'clientes',
            lazy: {
              Component: () => import('./routes/admin-people.tsx').then((m) => m.AdminPeopleClientsRoute),
            },
            handle: { ...title(es['pageTitle.adminClients']), frame: true },
          },
          {
            path: 'usuarios',
            lazy: {
              Component: () => import('./routes/admin-people.tsx').then((m) => m.AdminPeopleTeamRoute),
            },
            handle: title(es['pageTitle.adminStaff']),
          },
          {
            path: 'assets',
            lazy: { Component: () => import('./routes/admin-assets.tsx').then((m) => m.AdminAssetsRoute) },
            handle: title(es['pageTitle.adminAssets']),
          },
          {
            path: 'audio',
            lazy: { Component: () => import('./routes/admin-content.tsx').then((m) => m.AdminContentRoute) },
            handle: title(es['pageTitle.adminContent']),
          },
          {
            path: 'programas',
            lazy: {
              Component: () => import('./routes/admin-programs.tsx').then((m) => m.AdminProgramsRoute),
            },
            handle: title(es['pageTitle.adminPrograms']),
          },
          {
            path: 'calendario',
            lazy: {
              Component: () => import('./routes/admin-calendar.tsx').then((m) => m.AdminCalendarRoute),
            },
            handle: title(es['pageTitle.adminCalendar']),
          },
          {
            path: 'accesibilidad',
            lazy: {
              Component: () =>
                import('./routes/admin-accessibility.tsx').then((m) => m.AdminAccessibilityRoute),
              handle: () =>
                import('./routes/admin-accessibility.tsx').then((m) => m.accessibilityReportsHandle),
            },
          },
          {
            path: 'reviews',
            lazy: { Component: () => import('./routes/admin-reviews.tsx').then((m) => m.AdminReviewsRoute) },
            handle: title(es['pageTitle.adminReviews']),
          },
        ],
      },
    ],
  },
]
