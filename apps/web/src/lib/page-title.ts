import { es } from '@sosiego/shared'
import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'

/** What a route puts in its `handle` to name the page; a function when the query changes the page. */
export type RouteHandle = { title?: string | ((search: URLSearchParams) => string) }

export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${es['app.name']}` : es['app.name']
}

/** Sets document.title from the deepest matched route that names itself, and returns it. */
export function useRouteTitle(): string {
  const matches = useMatches()
  const { search } = useLocation()
  const handleTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value) => value !== undefined)
    .at(-1)
  const title = typeof handleTitle === 'function' ? handleTitle(new URLSearchParams(search)) : handleTitle
  const fullTitle = formatPageTitle(title)
  useEffect(() => {
    document.title = fullTitle
  }, [fullTitle])
  return fullTitle
}
