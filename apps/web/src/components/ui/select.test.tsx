import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx'

function CategoryFilter() {
  const [value, setValue] = useState('')
  return (
    <>
      <Select value={value} onValueChange={setValue}>
        <SelectTrigger aria-label="Categoría">
          <SelectValue placeholder="Todas" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="salud">Salud</SelectItem>
          <SelectItem value="trabajo">Trabajo y finanzas</SelectItem>
        </SelectContent>
      </Select>
      <output>{value}</output>
    </>
  )
}

describe('Select', () => {
  it('is labelled and picks an option', async () => {
    const user = userEvent.setup()
    render(<CategoryFilter />)
    const trigger = screen.getByRole('combobox', { name: 'Categoría' })
    expect(trigger).toHaveTextContent('Todas')

    await user.click(trigger)
    await user.click(await screen.findByRole('option', { name: 'Salud' }))

    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Salud')
    expect(screen.getByRole('status')).toHaveTextContent('salud')
  })
})
