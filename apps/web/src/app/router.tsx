import { es } from '@sosiego/shared'
import type { RouteObject } from 'react-router'
import type { RouteHandle } from '../lib/page-title.ts'
import { PublicLayout } from './layouts/public-layout.tsx'
import { RootLayout } from './layouts/root-layout.tsx'
import { HomeRoute } from './routes/home.tsx'
import { NotFoundRoute } from './routes/not-found.tsx'
import { RouteErrorPage } from './routes/route-error.tsx'

const notFoundHandle: RouteHandle = { title: es['pageTitle.notFound'] }

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
            handle: { title: es['pageTitle.home'] } satisfies RouteHandle,
          },
          // /404 is where guards send members who lack a required subscription.
          { path: '404', element: <NotFoundRoute />, handle: notFoundHandle },
          { path: '*', element: <NotFoundRoute />, handle: notFoundHandle },
        ],
      },
    ],
  },
]
