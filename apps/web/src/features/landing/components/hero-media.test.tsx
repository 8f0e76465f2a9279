import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseHeroVideo, HeroMedia, heroMedia, overlayDelayMs } from './hero-media.tsx'

function stubMedia({ mobile = false, reducedMotion = false } = {}) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width: 767px') ? mobile : query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

describe('hero media', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('plays the desktop video from 768 px up and the mobile one below', () => {
    stubMedia()
    expect(chooseHeroVideo()).toBe(heroMedia.desktop)
    stubMedia({ mobile: true })
    expect(chooseHeroVideo()).toBe(heroMedia.mobile)
  })

  it('shows only the poster when the visitor prefers less motion', () => {
    stubMedia({ mobile: true, reducedMotion: true })
    expect(chooseHeroVideo()).toBeNull()
    const { container } = render(<HeroMedia />)
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument()
    expect(container.querySelector('img')).toHaveAttribute('src', heroMedia.poster)
  })

  it('plays once, muted and inline, then fades out; the white overlay fades after 1.5 s', () => {
    vi.useFakeTimers()
    stubMedia({ mobile: true })
    render(<HeroMedia />)
    const video = screen.getByTestId('hero-video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', heroMedia.mobile)
    expect(video.muted).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video.loop).toBe(false)
    expect(video).toHaveAttribute('playsinline')

    const overlay = screen.getByTestId('hero-overlay')
    expect(overlay).toHaveClass('opacity-70')
    act(() => vi.advanceTimersByTime(overlayDelayMs - 1))
    expect(overlay).toHaveClass('opacity-70')
    act(() => vi.advanceTimersByTime(1))
    expect(overlay).toHaveClass('opacity-25')

    expect(video).toHaveClass('opacity-100')
    act(() => {
      video.dispatchEvent(new Event('ended'))
    })
    expect(video).toHaveClass('opacity-0')
  })
})
