import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react'
import { cn } from '../../lib/cn.ts'

/*
 * Tabs as the WAI-ARIA pattern describes them (tablist, tabs with roving focus, panels), our own
 * rather than Radix's: Radix wraps every panel in its Presence, which reads the panel's computed
 * style as it is attached, forcing a style calculation of the whole page in the middle of
 * Meditaciones' first drawing (issue 28). These have no animation to wait for.
 */

type TabsState = {
  baseId: string
  value: string
  select: (value: string) => void
  /** Automatic: moving focus with the arrows chooses the tab; manual: Enter, Space or a click does. */
  activationMode: 'automatic' | 'manual'
}

const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tabs parts must be inside <Tabs>')
  return state
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`

type TabsProps = {
  /** The chosen tab, when the caller keeps it (with `onValueChange`). */
  value?: string
  /** The tab chosen at first, when the tabs keep it themselves. */
  defaultValue?: string
  onValueChange?: (value: string) => void
  activationMode?: TabsState['activationMode']
  className?: string
  children: ReactNode
}

export function Tabs({
  value,
  defaultValue = '',
  onValueChange,
  activationMode = 'automatic',
  className,
  children,
}: TabsProps) {
  const baseId = useId()
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  const select = (next: string) => {
    if (next === current) return
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <TabsContext.Provider value={{ baseId, value: current, select, activationMode }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  )
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select, activationMode } = useTabs()
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event)
    const to = moves[event.key]
    if (!to || event.defaultPrevented) return
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    )
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    event.preventDefault()
    const next = tabs[to(index, tabs.length)]
    next?.focus()
    if (next && activationMode === 'automatic') select(next.dataset.value ?? '')
  }
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex items-center gap-1 rounded-full bg-ink-100 p-1', className)}
      onKeyDown={move}
      {...props}
    />
  )
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string }

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const { baseId, value: current, select } = useTabs()
  const active = value === current
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={active}
      aria-controls={panelId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      // Roving focus: Tab reaches the chosen tab only; the arrows move between them.
      tabIndex={active ? 0 : -1}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-medium text-ink-700 transition-colors',
        'hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-primary-800 data-[state=active]:shadow-soft',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        className,
      )}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) select(value)
      }}
      {...props}
    />
  )
}

type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & { value: string }

/**
 * A tab's panel: drawn only while its tab is chosen (an empty, hidden panel otherwise). Not a tab
 * stop of its own: every panel here opens with something to focus.
 */
export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const { baseId, value: current } = useTabs()
  const active = value === current
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      className={cn('mt-6', className)}
      {...props}
    >
      {active ? children : null}
    </div>
  )
}
