import { createContext, type ReactNode, useContext } from 'react'
import { Outlet, useMatches } from 'react-router'
import type { RouteHandle } from '../../lib/page-title.ts'
import { useAfterFirstTask } from '../../lib/use-next-task.ts'

/**
 * True inside a guarded area's frame while the first session check is out (issue 28). The frame is
 * what the server pre-renders for the daily pages and what the browser keeps drawing until the
 * answer, so a phone paints the page's heading before any script has run: a page whose route says
 * `frame: true` draws its own top (heading, intro, the room its content will take) and no more.
 */
const SessionWait = createContext(false)

export const useSessionWait = () => useContext(SessionWait)

/** The area's page while the session is checked: its top if it has one, else nothing yet. */
function WaitingPage() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined
  if (!handle?.frame) return null
  return (
    <SessionWait.Provider value={true}>
      <Outlet />
    </SessionWait.Provider>
  )
}

/**
 * The area's page: its frame while the session is checked (`ready` false) and in the first task after
 * it is known, the page itself from the next. The area's menu and its page drawn in one task were a
 * phone's longest task on every daily page (issue 28). Moving between pages keeps the area, so only
 * its first drawing goes this way.
 */
export function PageAfterFrame({ ready }: { ready: boolean }) {
  return useAfterFirstTask(ready) ? <Outlet /> : <WaitingPage />
}

/**
 * What the area keeps beside its pages (the player, offline keeping), drawn in a task of its own after
 * the menu: nothing of it shows before something plays, and on a phone it would lengthen the first
 * drawing's task (issue 28).
 */
export function AfterFrame({ children }: { children: ReactNode }) {
  return useAfterFirstTask() ? children : null
}
