import { QueryCache, QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Failed loads degrade to empty states in the UI; the details belong in the console.
    queryCache: new QueryCache({
      onError: (error, query) => console.error(`Request ${JSON.stringify(query.queryKey)} failed`, error),
    }),
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000 },
    },
  })
}
