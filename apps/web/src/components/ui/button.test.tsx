import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './button.tsx'

describe('Button', () => {
  it('blocks clicks and says it is busy while loading', () => {
    render(<Button loading>Guardar cambios</Button>)
    const button = screen.getByRole('button', { name: 'Guardar cambios' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('is a plain button by default, so it never submits a form by accident', () => {
    render(<Button>Cerrar</Button>)
    expect(screen.getByRole('button', { name: 'Cerrar' })).toHaveAttribute('type', 'button')
  })

  it('lends its looks to a link', () => {
    render(
      <Button asChild variant="outline">
        <a href="/login">Entrar</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Entrar' })
    expect(link).toHaveAttribute('href', '/login')
    expect(link.className).toContain('rounded-full')
  })
})
