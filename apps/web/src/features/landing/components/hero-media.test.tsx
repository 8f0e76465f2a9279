import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterLoadAndIdle, startHeroVideo, videoIdleTimeoutMs } from '../lib/hero-video.ts'
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
    // The poster first; the video once the page is idle (at the latest after the idle timeout).
    expect(screen.queryByTestId('hero-video')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(videoIdleTimeoutMs + 100))
    const video = screen.getByTestId('hero-video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', heroMedia.mobile)
    expect(video.muted).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video.loop).toBe(false)
    expect(video).toHaveAttribute('playsinline')

    // By then the overlay has lifted (1.5 s, spec §2; its own test below).
    expect(screen.getByTestId('hero-overlay')).toHaveClass('opacity-25')

    expect(video).toHaveClass('opacity-100')
    act(() => {
      video.dispatchEvent(new Event('ended'))
    })
    expect(video).toHaveClass('opacity-0')
  })

  it('lifts the white overlay 1.5 s after the page starts, whether or not the video has started', () => {
    vi.useFakeTimers()
    stubMedia({ reducedMotion: true })
    render(<HeroMedia />)
    const overlay = screen.getByTestId('hero-overlay')
    expect(overlay).toHaveClass('opacity-70')
    act(() => vi.advanceTimersByTime(overlayDelayMs - 1))
    expect(overlay).toHaveClass('opacity-70')
    act(() => vi.advanceTimersByTime(1))
    expect(overlay).toHaveClass('opacity-25')
  })

  it('starts the video only after the load event, then when the main thread is idle', () => {
    vi.useFakeTimers()
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const start = vi.fn()
    afterLoadAndIdle(start)
    act(() => vi.advanceTimersByTime(videoIdleTimeoutMs * 2))
    expect(start).not.toHaveBeenCalled()
    readyState.mockReturnValue('complete')
    window.dispatchEvent(new Event('load'))
    expect(start).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(videoIdleTimeoutMs + 100))
    expect(start).toHaveBeenCalledTimes(1)
    readyState.mockRestore()
  })

  it('does not start the video of a hero that went away before it was idle', () => {
    vi.useFakeTimers()
    stubMedia()
    const { unmount } = render(<HeroMedia />)
    unmount()
    act(() => vi.advanceTimersByTime(videoIdleTimeoutMs + 100))
    expect(document.querySelector('video')).toBeNull()
  })

  it('on the landing page adds the same video before the overlay once idle, without React', () => {
    vi.useFakeTimers()
    stubMedia({ mobile: true })
    const backdrop = document.createElement('div')
    const overlay = document.createElement('div')
    backdrop.append(overlay)
    document.body.append(backdrop)
    startHeroVideo(overlay)
    expect(backdrop.querySelector('video')).toBeNull()
    act(() => vi.advanceTimersByTime(videoIdleTimeoutMs + 100))
    const video = backdrop.querySelector('video')
    expect(video?.getAttribute('src')).toBe(heroMedia.mobile)
    expect(video?.nextElementSibling).toBe(overlay)
    expect(video?.muted).toBe(true)
    backdrop.remove()
  })
})
