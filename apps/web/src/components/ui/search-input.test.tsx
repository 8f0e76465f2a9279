import { SEARCH_MAX_LENGTH } from '@sosiego/shared'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SearchInput } from './search-input.tsx'

describe('SearchInput', () => {
  it('takes no more than the lists accept and says so in Spanish at the cap', () => {
    const { rerender } = render(<SearchInput aria-label="Buscar" value="ana" onChange={() => {}} />)
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveAttribute(
      'maxLength',
      String(SEARCH_MAX_LENGTH),
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    rerender(<SearchInput aria-label="Buscar" value={'a'.repeat(SEARCH_MAX_LENGTH)} onChange={() => {}} />)
    expect(screen.getByRole('status')).toHaveTextContent(
      'La búsqueda puede tener como máximo 100 caracteres.',
    )
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription(
      'La búsqueda puede tener como máximo 100 caracteres.',
    )
  })
})
