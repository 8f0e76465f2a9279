import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordChecklist } from './password-checklist.tsx'

describe('PasswordChecklist', () => {
  it('says which requirements are met, also to screen readers', () => {
    render(<PasswordChecklist password="Calma123" confirmation="Calma12" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Cumplido:Al menos 8 caracteres',
      'Cumplido:Una letra mayúscula',
      'Pendiente:Un símbolo especial, por ejemplo ! ? # o .',
      'Pendiente:Las contraseñas coinciden',
    ])
  })

  it('has no confirmation line without a confirmation field', () => {
    render(<PasswordChecklist password="" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })
})
