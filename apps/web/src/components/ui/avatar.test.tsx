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

  it('takes the first whole character: an emoji, a flag or a decomposed accent stay whole', () => {
    expect(initialOf('🌿 Lucía')).toBe('🌿')
    expect(initialOf('🇪🇸 Pepe')).toBe('🇪🇸')
    expect(initialOf('e\u0301lia')).toBe('E\u0301')
    expect(initialOf('   ')).toBe('')
  })

  it('gives the same answer whether the letter stands alone or something joins to it', () => {
    expect(initialOf('ñandú')).toBe('Ñ')
    expect(initialOf('Élia')).toBe('É')
    expect(initialOf('1\ufe0f\u20e3 equipo')).toBe('1\ufe0f\u20e3')
    expect(initialOf('李娜')).toBe('李')
    expect(initialOf('7 lagos')).toBe('7')
  })
})
