import { es } from '@sosiego/shared'
import { Search } from 'lucide-react'
import { inputClasses } from '../../../components/ui/input.tsx'
import { cn } from '../../../lib/cn.ts'

/** 'Buscar archivos por nombre...': filters the folder on screen, as the user types. */
export function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-4 text-ink-500"
      />
      <input
        type="search"
        aria-label={es['fileLibrary.searchLabel']}
        placeholder={es['fileLibrary.search']}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClasses, 'pl-10')}
      />
    </div>
  )
}
