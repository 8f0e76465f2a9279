import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react'
import type { Location, NavigateFunction, To } from 'react-router'
import { hrefOf, loadPage } from './page-loads.ts'

/*
 * What the landing entry gets for `react-router` (vite.config.ts aliases it in `--mode landing` only):
 * the few parts the landing page and its dialogs use, where every navigation is a full page load
 * (page-loads.ts). React Router costs about 12 KB gzip as soon as anything is imported from it; this
 * costs well under one. The server pre-renders `/` with the real <Router> and the same navigator, and
 * landing-page.test.tsx checks that both render the same markup, so the page hydrates cleanly.
 */

/** Only passes its children through: the location never changes without a page load. */
export function Router({ children }: { children?: ReactNode }) {
  return children
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** A plain link: the browser loads the page. */
export function Link({ to, replace = false, onClick, ...rest }: LinkProps) {
  const onLinkClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!replace || event.defaultPrevented || event.button !== 0 || rest.target === '_blank') return
    event.preventDefault()
    loadPage(to, true)
  }
  // data-discover="true": what react-router's <Link> writes for an app path, so the markup matches.
  return <a {...rest} href={hrefOf(to)} onClick={onLinkClick} data-discover="true" />
}

const navigate = ((to: To | number, options?: { replace?: boolean }) => {
  if (typeof to === 'number') window.history.go(to)
  else loadPage(to, options?.replace ?? false)
}) as NavigateFunction

export function useNavigate(): NavigateFunction {
  return navigate
}

let location: Location | undefined

/** The page's location, as it was loaded. */
export function useLocation(): Location {
  location ??= {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    // Where react-router's history keeps a navigation's state.
    state: window.history.state?.usr ?? null,
    key: 'default',
  } as Location
  return location
}
