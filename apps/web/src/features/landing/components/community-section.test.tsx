import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CommunitySection } from './community-section.tsx'

describe('community section', () => {
  it.each([
    ['TALLER', 'talleres en línea'],
    ['SESIONES', 'sesiones en grupo'],
    ['RETIROS', 'retiros presenciales'],
  ])('opens and closes the %s details', async (title, detail) => {
    const user = userEvent.setup()
    render(<CommunitySection />)
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: `Ver detalles: ${title}` }))

    const dialog = await screen.findByRole('dialog', { name: title })
    expect(within(dialog).getByText(new RegExp(detail))).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
