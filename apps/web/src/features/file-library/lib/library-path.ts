/** One step of the breadcrumb: what it shows and the folder it opens ('' is the root). */
export type Crumb = { label: string; path: string }

/** The path of an item inside `parent` ('' is the root). */
export function childPath(parent: string, name: string): string {
  return parent ? `${parent}/${name}` : name
}

/**
 * The breadcrumb of `path`, starting at `base`: the page starts at the root ('Root'), a picker at
 * its folder, so a picker never leaves the folder its form asked for.
 */
export function crumbsOf(path: string, rootLabel: string, base = ''): Crumb[] {
  const inside = base && (path === base || path.startsWith(`${base}/`)) ? path.slice(base.length) : path
  const crumbs: Crumb[] = [{ label: base ? (base.split('/').at(-1) ?? base) : rootLabel, path: base }]
  let current = base
  for (const segment of inside.split('/').filter(Boolean)) {
    current = childPath(current, segment)
    crumbs.push({ label: segment, path: current })
  }
  return crumbs
}

/** The top-level asset folder of a path, or null at the root. */
export function topFolderOf(path: string): string | null {
  return path.split('/').find(Boolean) ?? null
}

/** A library path as an API URL: `/api/cdnFiles` + each segment encoded (names may hold spaces or ñ). */
export function apiPathOf(prefix: string, path: string): string {
  const segments = path.split('/').filter(Boolean).map(encodeURIComponent)
  return segments.length ? `${prefix}/${segments.join('/')}` : prefix
}
