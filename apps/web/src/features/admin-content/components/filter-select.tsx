import { useId } from 'react'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx'
import { allOption } from '../lib/content-filters.ts'

type FilterSelectProps = {
  label: string
  allLabel: string
  value: string
  onChange: (value: string) => void
  options: readonly { _id: string; name: string }[]
  disabled?: boolean
}

/** A panel's filter: 'Todas las categorías' / 'Todos los temas', then each one by name. */
export function FilterSelect({ label, allLabel, value, onChange, options, disabled }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5 md:w-56">
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
      </label>
      <Select value={value} onValueChange={onChange} disabled={disabled}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={allOption}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option._id} value={option._id}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}
