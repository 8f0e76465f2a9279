import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { downloadTarget } from '../lib/store-links.ts'
import { DownloadAppDialog } from './download-app-dialog.tsx'
import { StoreBadges } from './store-badges.tsx'

const published = { appStore: 'https://apps.example/ios', playStore: 'https://play.example/android' }

describe('Descargar App', () => {
  it('offers Android and iOS and a QR code of the store', async () => {
    const user = userEvent.setup()
    render(<DownloadAppDialog links={published} />)

    await user.click(screen.getByRole('button', { name: 'Descargar App' }))

    const dialog = await screen.findByRole('dialog', { name: 'Descarga la app de Sosiego' })
    expect(within(dialog).getByRole('link', { name: 'Android' })).toHaveAttribute('href', published.playStore)
    expect(within(dialog).getByRole('link', { name: 'iOS' })).toHaveAttribute('href', published.appStore)
    const qr = await within(dialog).findByRole('img', { name: 'Código QR para descargar la app' })
    expect(qr).toHaveAttribute('data-qr-value', published.playStore)
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/)
  })

  it('shows unpublished stores as unavailable and encodes the site instead', async () => {
    const user = userEvent.setup()
    render(<DownloadAppDialog links={{ appStore: '', playStore: '' }} />)

    await user.click(screen.getByRole('button', { name: 'Descargar App' }))

    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: 'Android' })).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'iOS' })).toBeDisabled()
    const qr = await within(dialog).findByRole('img', { name: 'Código QR para descargar la app' })
    expect(qr).toHaveAttribute('data-qr-value', window.location.origin)
  })

  it('encodes whichever store is published', () => {
    expect(downloadTarget({ appStore: 'https://apps.example/ios', playStore: '' }, 'https://s.example')).toBe(
      'https://apps.example/ios',
    )
    expect(downloadTarget({ appStore: '', playStore: '' }, 'https://s.example')).toBe('https://s.example')
  })
})

describe('store badges', () => {
  it('link to the published stores only', () => {
    render(<StoreBadges links={{ appStore: 'https://apps.example/ios', playStore: '' }} />)
    expect(screen.getByRole('link', { name: 'Disponible en App Store' })).toHaveAttribute(
      'href',
      'https://apps.example/ios',
    )
    expect(screen.queryByRole('link', { name: 'Disponible en Google Play' })).not.toBeInTheDocument()
  })

  it('are absent when no app is published', () => {
    render(<StoreBadges links={{ appStore: '', playStore: '' }} />)
    expect(screen.queryByRole('list', { name: 'Descarga la app' })).not.toBeInTheDocument()
  })
})
