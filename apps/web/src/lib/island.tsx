import { createContext, type ReactElement, useContext } from 'react'
import { islandAttribute, islandSlot } from './island-markup.ts'

/**
 * The landing page's islands (decision 022): the server pre-renders the whole page, and the browser
 * hydrates only the parts a visitor can touch, each on its own (landing.tsx). `<Island>` marks such
 * a part where the page is composed; the app's routes render the same components through it as
 * they are, in one tree.
 */

/** What the landing page's pre-render collects: each island's element, by name (one per name). */
export type IslandCollector = Map<string, ReactElement>

const CollectorContext = createContext<IslandCollector | null>(null)
export const IslandCollectorProvider = CollectorContext.Provider

type IslandProps = {
  /** The island's name in landing-islands.ts, which loads the same component in the browser. */
  name: string
  /** One element of a component without props: the browser renders it from its name alone. */
  children: ReactElement<Record<string, never>>
}

export function Island({ name, children }: IslandProps) {
  const collector = useContext(CollectorContext)
  // In the app (or the app's pre-render) the part is rendered in place, as any other.
  if (!collector) return children
  if (collector.has(name)) throw new Error(`Two islands named ${name} on one page`)
  collector.set(name, children)
  // `contents`: the container adds no box, so the page's layout is the same as the app's.
  return (
    <div
      {...{ [islandAttribute]: name }}
      className="contents"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment the pre-render replaces with the island's own markup.
      dangerouslySetInnerHTML={{ __html: islandSlot(name) }}
    />
  )
}
