import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Select } from './select.tsx'
import { SelectField } from './select-field.tsx'

function CategoryFilter() {
  const [value, setValue] = useState('')
  return (
    <>
      <Select aria-label="Categoría" value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="">Todas</option>
        <option value="salud">Salud</option>
        <option value="trabajo">Trabajo y finanzas</option>
      </Select>
      <output>{value}</output>
    </>
  )
}

describe('Select', () => {
  it('is a labelled native select that picks an option', async () => {
    const user = userEvent.setup()
    render(<CategoryFilter />)
    const select = screen.getByRole('combobox', { name: 'Categoría' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveDisplayValue('Todas')

    await user.selectOptions(select, 'Salud')

    expect(select).toHaveDisplayValue('Salud')
    expect(screen.getByRole('status')).toHaveTextContent('salud')
  })

  it('keeps its chevron and icon away from screen readers', () => {
    const { container } = render(
      <Select aria-label="Temporizador" icon={<svg data-testid="moon" />} defaultValue="off">
        <option value="off">Sin temporizador</option>
      </Select>,
    )
    for (const svg of container.querySelectorAll('svg'))
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})

describe('SelectField', () => {
  it('shows its label above the select and reports the chosen value', async () => {
    const user = userEvent.setup()
    const chosen: string[] = []
    render(
      <SelectField
        label="Periodo"
        value="today"
        onChange={(value) => chosen.push(value)}
        options={[
          { value: 'today', label: 'Hoy' },
          { value: 'week', label: 'Esta semana' },
        ]}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Periodo' })
    expect(select).toHaveValue('today')
    await user.selectOptions(select, 'Esta semana')
    expect(chosen).toEqual(['week'])
  })
})
