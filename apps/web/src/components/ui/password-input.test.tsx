import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { PasswordInput } from './password-input.tsx'

describe('PasswordInput', () => {
  it('is labelled and toggles between hidden and shown', async () => {
    const user = userEvent.setup()
    render(<PasswordInput label="Contraseña" error="La contraseña es requerida" />)

    const input = screen.getByLabelText('Contraseña')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAccessibleDescription('La contraseña es requerida')
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(input).toHaveAttribute('type', 'text')

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }))
    expect(input).toHaveAttribute('type', 'password')
  })
})
