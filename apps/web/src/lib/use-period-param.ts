import { type PeriodQuery, periodQuerySchema } from '@sosiego/shared'
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'

/**
 * The period a page shows, read from the URL (`?period=custom&from=…&to=…`) so reload, Back and a
 * shared link keep it. A URL the schema refuses falls back to the default period rather than failing.
 */
export function periodFromParams(params: URLSearchParams): PeriodQuery {
  const raw: Record<string, string> = {}
  for (const key of ['period', 'from', 'to'] as const) {
    const value = params.get(key)
    if (value) raw[key] = value
  }
  const parsed = periodQuerySchema.safeParse(raw)
  return parsed.success ? parsed.data : periodQuerySchema.parse({})
}

/** The period as search params; the default period leaves the URL bare. */
export function paramsWithPeriod(params: URLSearchParams, period: PeriodQuery): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const key of ['period', 'from', 'to']) next.delete(key)
  if (period.period !== periodQuerySchema.parse({}).period) next.set('period', period.period)
  if (period.period === 'custom' && period.from && period.to) {
    next.set('from', period.from)
    next.set('to', period.to)
  }
  return next
}

/** The query string an API call takes for the period (always explicit, so cache keys are stable). */
export function periodSearch(period: PeriodQuery): string {
  const search = new URLSearchParams({ period: period.period })
  if (period.period === 'custom' && period.from && period.to) {
    search.set('from', period.from)
    search.set('to', period.to)
  }
  return search.toString()
}

export function usePeriodParam(): [PeriodQuery, (period: PeriodQuery) => void] {
  const [params, setParams] = useSearchParams()
  const key = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the string is the params' identity
  const period = useMemo(() => periodFromParams(params), [key])
  const setPeriod = useCallback(
    (next: PeriodQuery) =>
      setParams((current) => paramsWithPeriod(current, next), { preventScrollReset: true }),
    [setParams],
  )
  return [period, setPeriod]
}
