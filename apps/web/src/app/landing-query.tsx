import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react'

/*
 * What the landing entry gets for `@tanstack/react-query` (vite.config.ts aliases it in `--mode
 * landing` only). On the landing page Query serves two public lists, each read once per page view
 * (plans, reviews), and nothing mutates them: these few lines do that job, and the library (about
 * 10 KB gzip) stays with the app, whose pages share, refresh and invalidate what they read. Like
 * the library: the failure is logged by the client's query cache (query-client.ts), retried as its
 * defaults say, and leaves `data` undefined. Unlike it: no refetch when the window regains focus.
 * landing-page.test.tsx checks that the page renders the same markup with it.
 */

type QueryKey = readonly unknown[]
type QueryFn<T> = (context: { signal: AbortSignal }) => Promise<T>
type Options<T> = { queryKey: QueryKey; queryFn: QueryFn<T> }
type CacheConfig = { onError?: (error: unknown, query: { queryKey: QueryKey }) => void }
type ClientConfig = { queryCache?: QueryCache; defaultOptions?: { queries?: { retry?: number | boolean } } }

export class QueryCache {
  constructor(readonly config: CacheConfig = {}) {}
}

export class QueryClient {
  constructor(readonly config: ClientConfig = {}) {}
}

const ClientContext = createContext<QueryClient>(new QueryClient())

export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }) {
  return <ClientContext value={client}>{children}</ClientContext>
}

export const queryOptions = <T,>(options: Options<T>) => options

type State<T> = { data: T | undefined; isPending: boolean }
type Entry = { state: State<unknown>; started: boolean; listeners: Set<() => void> }

const pending: State<unknown> = { data: undefined, isPending: true }
// One answer per list and page view.
const entries = new Map<string, Entry>()
const retryDelayMs = 1000

async function load<T>(client: QueryClient, { queryKey, queryFn }: Options<T>, entry: Entry) {
  const retry = client.config.defaultOptions?.queries?.retry ?? 3
  const attempts = 1 + (retry === true ? 3 : retry === false ? 0 : retry)
  let state: State<unknown> = { data: undefined, isPending: false }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      state = { data: await queryFn({ signal: new AbortController().signal }), isPending: false }
      break
    } catch (error) {
      if (attempt === attempts) client.config.queryCache?.config.onError?.(error, { queryKey })
      else await new Promise((done) => setTimeout(done, retryDelayMs))
    }
  }
  entry.state = state
  for (const listener of entry.listeners) listener()
}

export function useQuery<T>(options: Options<T>): State<T> {
  const client = useContext(ClientContext)
  const key = JSON.stringify(options.queryKey)
  let entry = entries.get(key)
  if (!entry) {
    entry = { state: pending, started: false, listeners: new Set() }
    entries.set(key, entry)
  }
  const current = entry
  const state = useSyncExternalStore(
    (listener) => {
      current.listeners.add(listener)
      return () => current.listeners.delete(listener)
    },
    () => current.state,
    // The pre-rendered page shows the lists loading, as the server's real Query did.
    () => pending,
  )
  useEffect(() => {
    if (current.started) return
    current.started = true
    void load(client, options, current)
  })
  return state as State<T>
}
