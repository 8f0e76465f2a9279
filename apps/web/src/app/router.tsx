import { es } from '@sosiego/shared'
import type { RouteObject } from 'react-router'
import { EmailVerificationPage } from '../features/auth/components/email-verification-page.tsx'
import { GoogleCallbackPage } from '../features/auth/components/google-callback-page.tsx'
import { LoginPage, loginModeOf } from '../features/auth/components/login-page.tsx'
import { PasswordEmailPage } from '../features/auth/components/password-email-page.tsx'
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx'
import { TokenCallbackPage } from '../features/auth/components/token-callback-page.tsx'
import { VerifyEmailPage } from '../features/auth/components/verify-email-page.tsx'
import { ContactPage } from '../features/legal/components/contact-page.tsx'
import { PrivacyPage } from '../features/legal/components/privacy-page.tsx'
import { TermsPage } from '../features/legal/components/terms-page.tsx'
import type { RouteHandle } from '../lib/page-title.ts'
import { PublicLayout } from './layouts/public-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { AdminRoute } from './routes/admin.tsx'
import { AdminHomeRoute } from './routes/admin-home.tsx'
import { HomeRoute } from './routes/home.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import { PanelRoute } from './routes/panel.tsx'
import { PanelHomeRoute } from './routes/panel-home.tsx'
import { PanelSettingsRoute } from './routes/panel-settings.tsx'
import { RouteErrorPage } from './routes/route-error.tsx'

const notFoundHandle: RouteHandle = { title: es['pageTitle.notFound'] }
const title = (text: string): RouteHandle => ({ title: text })

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            index: true,
            element: <HomeRoute />,
            handle: {
              title: es['pageTitle.home'],
              description: es['seo.home.description'],
            } satisfies RouteHandle,
          },
          {
            path: 'terminos-y-condiciones',
            element: <TermsPage />,
            handle: { title: es['pageTitle.terms'], description: es['seo.terms.description'] },
          },
          {
            path: 'politica-privacidad',
            element: <PrivacyPage />,
            handle: { title: es['pageTitle.privacy'], description: es['seo.privacy.description'] },
          },
          {
            path: 'contact',
            element: <ContactPage />,
            handle: { title: es['pageTitle.contact'], description: es['seo.contact.description'] },
          },
          {
            path: 'login',
            element: <LoginPage />,
            handle: {
              title: (search) =>
                loginModeOf(search.get('mode')) === 'signup' ? es['pageTitle.signup'] : es['pageTitle.login'],
            } satisfies RouteHandle,
          },
          {
            path: 'login/google/callback',
            element: <GoogleCallbackPage />,
            handle: title(es['pageTitle.signingIn']),
          },
          {
            path: 'login/token/callback',
            element: <TokenCallbackPage />,
            handle: title(es['pageTitle.signingIn']),
          },
          {
            path: 'loginResetPassword',
            element: <PasswordEmailPage purpose="reset" />,
            handle: title(es['pageTitle.resetRequest']),
          },
          {
            path: 'loginSetPassword',
            element: <PasswordEmailPage purpose="setup" />,
            handle: title(es['pageTitle.setPasswordRequest']),
          },
          {
            path: 'email-verification',
            element: <EmailVerificationPage />,
            handle: title(es['pageTitle.emailVerification']),
          },
          { path: 'verify-email', element: <VerifyEmailPage />, handle: title(es['pageTitle.verifyEmail']) },
          {
            path: 'reset-password',
            element: <ResetPasswordPage />,
            handle: title(es['pageTitle.resetPassword']),
          },
          // /404 is where guards send members who lack a required subscription.
          { path: '404', element: <NotFoundRoute />, handle: notFoundHandle },
          { path: '*', element: <NotFoundRoute />, handle: notFoundHandle },
        ],
      },
      {
        path: 'panel',
        element: <PanelRoute />,
        handle: title(es['pageTitle.panel']),
        children: [
          { index: true, element: <PanelHomeRoute /> },
          { path: 'configuracion', element: <PanelSettingsRoute />, handle: title(es['pageTitle.settings']) },
        ],
      },
      {
        path: 'admin',
        element: <AdminRoute />,
        handle: title(es['pageTitle.admin']),
        children: [{ index: true, element: <AdminHomeRoute /> }],
      },
    ],
  },
]
