import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'
import { formatPageTitle } from './format-page-title.ts'

/**
 * What a route puts in its `handle` to name and describe the page; a function when the query
 * changes the page. The server writes the same description into the public pages' HTML.
 */
export type RouteHandle = {
  title?: string | ((search: URLSearchParams) => string)
  description?: string
  /** The page draws its top in its area's frame while the session is checked (app/layouts/session-wait.tsx). */
  frame?: true
}

function setMeta(selector: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector)
  if (element) element.content = content
}

/**
 * Sets document.title (and the description and sharing tags the server wrote, on client-side
 * navigation) from the deepest matched route that names itself, and returns the title.
 */
export function useRouteTitle(): string {
  const matches = useMatches()
  const { search, pathname } = useLocation()
  const handles = matches.map((match) => match.handle as RouteHandle | undefined)
  const handleTitle = handles
    .map((handle) => handle?.title)
    .filter((value) => value !== undefined)
    .at(-1)
  const description = handles
    .map((handle) => handle?.description)
    .filter((value) => value !== undefined)
    .at(-1)
  const title = typeof handleTitle === 'function' ? handleTitle(new URLSearchParams(search)) : handleTitle
  const fullTitle = formatPageTitle(title)
  useEffect(() => {
    document.title = fullTitle
    setMeta('meta[property="og:title"]', fullTitle)
    setMeta('meta[name="twitter:title"]', fullTitle)
    const url = new URL(pathname, window.location.origin).href
    setMeta('meta[property="og:url"]', url)
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
    if (canonical) canonical.href = new URL(pathname, canonical.href).href
  }, [fullTitle, pathname])
  useEffect(() => {
    if (!description) return
    setMeta('meta[name="description"]', description)
    setMeta('meta[property="og:description"]', description)
    setMeta('meta[name="twitter:description"]', description)
  }, [description])
  return fullTitle
}
