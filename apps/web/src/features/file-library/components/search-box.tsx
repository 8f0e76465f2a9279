import { es } from '@sosiego/shared/messages/back-office'
import { SearchInput } from '../../../components/ui/search-input.tsx'

/** 'Buscar archivos por nombre...': filters the folder on screen, as the user types. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <SearchInput
      aria-label={es['fileLibrary.searchLabel']}
      placeholder={es['fileLibrary.search']}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
