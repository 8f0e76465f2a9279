import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Avatar, initialOf } from './avatar.tsx'

describe('Avatar', () => {
  it('falls back to the capitalised first letter of the name', () => {
    render(<Avatar name="éter" src="/missing.png" />)
    expect(screen.getByRole('img', { name: 'éter' })).toHaveTextContent('É')
  })

  it('is silent for screen readers when the name is written beside it', () => {
    render(<Avatar name="sol" alt="" />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText('S')).toHaveAttribute('aria-hidden', 'true')
  })

  it('ignores leading spaces', () => {
    expect(initialOf('  marta')).toBe('M')
  })
})
