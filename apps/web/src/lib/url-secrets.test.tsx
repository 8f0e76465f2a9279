import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isSecretPage, useUrlSecret, withoutSecrets } from './url-secrets.ts'

function Probe() {
  const token = useUrlSecret('token')
  const location = useLocation()
  return (
    <p>
      token={token} url={location.pathname + location.search}
    </p>
  )
}

describe('one-time secrets in the URL (issue 12)', () => {
  it('knows the pages that carry one', () => {
    expect(isSecretPage('/verify-email')).toBe(true)
    expect(isSecretPage('/reset-password/')).toBe(true)
    expect(isSecretPage('/login/google/callback')).toBe(true)
    expect(isSecretPage('/panel')).toBe(false)
  })

  it('drops the secret parameters and keeps the rest', () => {
    expect(withoutSecrets('?token=abc&setup=true')).toBe('?setup=true')
    expect(withoutSecrets('?code=x&state=y')).toBe('')
    expect(withoutSecrets('')).toBe('')
  })

  it('reads the token once and replaces the URL at once, keeping setup=true', async () => {
    const router = createMemoryRouter([{ path: '/verify-email', element: <Probe /> }], {
      initialEntries: ['/verify-email?token=secreto123&setup=true'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByText('token=secreto123 url=/verify-email?setup=true')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?setup=true')
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
