import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WhatsAppButton, whatsAppUrl } from './whatsapp-button.tsx'

function setWhatsApp(number: string) {
  const meta = document.createElement('meta')
  meta.name = 'sosiego-whatsapp-number'
  meta.content = number
  document.head.append(meta)
}

describe('WhatsApp button', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove()
  })

  it('is not there when no number is configured', () => {
    render(<WhatsAppButton />)
    expect(screen.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).not.toBeInTheDocument()
  })

  it('opens a chat with the configured number in a new tab', () => {
    setWhatsApp('+34 600 123 456')
    render(<WhatsAppButton />)
    const link = screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })
    expect(link).toHaveAttribute('href', 'https://wa.me/34600123456')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('keeps only the digits for wa.me', () => {
    expect(whatsAppUrl('+1 (555) 010-2030')).toBe('https://wa.me/15550102030')
  })
})
