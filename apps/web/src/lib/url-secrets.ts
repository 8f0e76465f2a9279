import { useLayoutEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'

/**
 * Pages reached from an e-mailed link (or Google's redirect) whose URL carries a one-time secret
 * (issue 12): the tag manager is never loaded on them, page views leave the secret out, and the page
 * reads it once and takes it out of the address bar at once.
 */
const secretPages = new Set([
  '/verify-email',
  '/reset-password',
  '/confirmar-correo',
  '/deshacer-cambio-correo',
  '/recordatorios/baja',
  '/renovacion/cancelar',
  '/login/google/callback',
])
const secretParams = ['token', 'code', 'state']

export function isSecretPage(pathname: string): boolean {
  return secretPages.has(pathname.replace(/\/+$/, '') || '/')
}

/** The query string without any secret parameter ('' when nothing is left). */
export function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of secretParams) params.delete(name)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

/**
 * Reads a secret query parameter once and replaces the URL without it straight away (the router's
 * replace is `history.replaceState`), keeping the other parameters (`setup=true`). The value lives
 * on in this component's state only.
 */
export function useUrlSecret(name: string): string | null {
  const location = useLocation()
  const navigate = useNavigate()
  const [value] = useState(() => new URLSearchParams(location.search).get(name))
  useLayoutEffect(() => {
    if (!new URLSearchParams(location.search).has(name)) return
    void navigate(
      { pathname: location.pathname, search: withoutSecrets(location.search), hash: location.hash },
      { replace: true, state: location.state },
    )
  }, [location, name, navigate])
  return value
}
