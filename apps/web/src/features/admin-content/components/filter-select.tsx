import { SelectField } from '../../../components/ui/select-field.tsx'
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
export function FilterSelect({ allLabel, options, ...props }: FilterSelectProps) {
  return (
    <SelectField
      {...props}
      options={[
        { value: allOption, label: allLabel },
        ...options.map((option) => ({ value: option._id, label: option.name })),
      ]}
    />
  )
}
