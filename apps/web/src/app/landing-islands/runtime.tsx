import { type ComponentType, type ReactNode, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandIdPrefix } from '../../lib/island-markup.ts'
import { createQueryClient } from '../query-client.ts'
import { IslandFrame } from './island-frame.tsx'

// One for the page: the islands that read the same list share it.
const queryClient = createQueryClient()

/** Calls `onDone` once React has committed its children: the island handles input from then on. */
function Committed({ onDone, children }: { onDone: () => void; children: ReactNode }) {
  useEffect(() => onDone(), [onDone])
  return children
}

/**
 * Hydrates one island on its pre-rendered container, as a root of its own (React 19's hydrateRoot,
 * in short slices input can come between); resolves once it is committed.
 */
export function hydrateIsland(container: HTMLElement, name: string, Component: ComponentType): Promise<void> {
  return new Promise((done) => {
    hydrateRoot(
      container,
      <IslandFrame queryClient={queryClient}>
        <Committed onDone={done}>
          <Component />
        </Committed>
      </IslandFrame>,
      {
        identifierPrefix: islandIdPrefix(name),
        // A mismatch means the island renders differently in the browser than on the server: say which.
        onRecoverableError: (error) => console.error(`The ${name} island did not hydrate cleanly`, error),
      },
    )
  })
}
