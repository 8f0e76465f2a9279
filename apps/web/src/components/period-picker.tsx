import { type PeriodKind, type PeriodQuery, periodQuerySchema, periodValues } from '@sosiego/shared'
import { type CommonKey, es } from '@sosiego/shared/messages/common'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Button } from './ui/button.tsx'
import { inputClasses } from './ui/input.tsx'
import { SelectField } from './ui/select-field.tsx'

const labelKeys: Record<PeriodKind, CommonKey> = {
  today: 'period.today',
  week: 'period.week',
  month: 'period.month',
  last7: 'period.last7',
  last30: 'period.last30',
  custom: 'period.custom',
}
const options = periodValues.map((value) => ({ value, label: es[labelKeys[value]] }))

/** Today in the browser's calendar, as the date inputs take it. */
function localToday(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

type PeriodPickerProps = {
  value: PeriodQuery
  onChange: (period: PeriodQuery) => void
}

/**
 * The back office's period choice: a named period applies at once; a custom range is applied with
 * 'Aplicar' once both days are chosen, so half-typed dates never reach the URL or the server. The
 * range is checked with the API's own schema and its Spanish messages.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const id = useId()
  const [kind, setKind] = useState<PeriodKind>(value.period)
  const [from, setFrom] = useState(value.from ?? '')
  const [to, setTo] = useState(value.to ?? '')
  const [error, setError] = useState<string>()

  // Back and Forward change the value from outside: follow it.
  useEffect(() => {
    setKind(value.period)
    setFrom(value.from ?? '')
    setTo(value.to ?? '')
    setError(undefined)
  }, [value.period, value.from, value.to])

  const choose = (next: string) => {
    const period = next as PeriodKind
    setKind(period)
    setError(undefined)
    if (period !== 'custom') onChange({ period })
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const parsed = periodQuerySchema.safeParse({
      period: 'custom',
      from: from || undefined,
      to: to || undefined,
    })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    if (parsed.data.to && parsed.data.to > localToday()) {
      setError(es['period.future'])
      return
    }
    setError(undefined)
    onChange(parsed.data)
  }

  const today = localToday()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={es['period.label']}
        value={kind}
        onChange={choose}
        options={options}
        className="w-full sm:w-56"
      />
      {kind === 'custom' ? (
        <form onSubmit={apply} noValidate className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end gap-3">
            <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-40 sm:flex-none">
              <label htmlFor={`${id}-from`} className="text-sm font-medium text-ink-800">
                {es['period.from']}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                value={from}
                max={to || today}
                onChange={(event) => setFrom(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={inputClasses}
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-40 sm:flex-none">
              <label htmlFor={`${id}-to`} className="text-sm font-medium text-ink-800">
                {es['period.to']}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                value={to}
                min={from || undefined}
                max={today}
                onChange={(event) => setTo(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={inputClasses}
              />
            </div>
            <Button type="submit" variant="outline" className="w-full sm:w-auto">
              {es['period.apply']}
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger-600">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  )
}
