import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/api-mock.ts'
import { jsonResponse } from '../../../test/fixtures.ts'
import type { Track } from '../lib/track.ts'
import { TranscriptControl } from './transcript-control.tsx'

const vtt = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:08.000',
  'Te doy la bienvenida.',
  '',
  '00:00:20.000 --> 00:00:28.000',
  '<v Guía>Lleva la atención a tu respiración.</v>',
  '',
  '00:00:40.000 --> 00:00:48.000',
  'Inhala despacio, contando hasta cuatro.',
  '',
].join('\n')

const track: Track = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Lluvia serena',
  themeId: 't',
  themeName: 'Salud emocional',
  categoryId: 'c',
  coverUrl: '/cover.svg',
  hasCaptions: true,
}

/** An audio element whose clock the test moves, as a playing one would. */
function playingAudio() {
  const media = document.createElement('audio')
  let time = 0
  Object.defineProperty(media, 'currentTime', {
    get: () => time,
    set: (value: number) => {
      time = value
    },
  })
  return {
    media,
    at: (seconds: number) =>
      act(() => {
        time = seconds
        media.dispatchEvent(new Event('timeupdate'))
      }),
  }
}

const scrolls: ScrollToOptions[] = []
let reduce = false

beforeEach(() => {
  scrolls.length = 0
  reduce = false
  HTMLElement.prototype.scrollTo = function scrollTo(options?: ScrollToOptions | number) {
    if (typeof options === 'object') scrolls.push(options)
  } as typeof HTMLElement.prototype.scrollTo
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => vi.unstubAllGlobals())

function renderBar() {
  const api = mockApi({
    [`GET /api/audios/captions-url/${track.id}`]: () =>
      jsonResponse({
        success: true,
        message: 'ok',
        data: { url: '/api/media/subtitulos/lluvia.vtt?u=1&e=2&s=3', expiresAt: new Date().toISOString() },
      }),
    'GET /api/media/subtitulos/lluvia.vtt': () =>
      new Response(vtt, { headers: { 'content-type': 'text/vtt' } }),
  })
  const audio = playingAudio()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <section style={{ position: 'sticky' }}>
        <TranscriptControl audio={audio.media} track={track} />
      </section>
    </QueryClientProvider>,
  )
  return { api, audio }
}

describe('the transcript panel (issue 34)', () => {
  it('follows the current phrase, keeps it in view, and jumps to a chosen line by click or by keyboard', async () => {
    const user = userEvent.setup()
    const { audio, api } = renderBar()
    const button = screen.getByRole('button', { name: 'Transcripción' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const panel = await screen.findByRole('region', { name: 'Transcripción de Lluvia serena' })
    expect(button).toHaveAttribute('aria-controls', panel.id)
    const lines = await within(panel).findAllByRole('button')
    // Voice tags dropped; each line says its minute.
    expect(lines.map((line) => line.textContent)).toEqual([
      'Minuto 0:000:00Te doy la bienvenida.',
      'Minuto 0:200:20Lleva la atención a tu respiración.',
      'Minuto 0:400:40Inhala despacio, contando hasta cuatro.',
    ])
    expect(lines[0]).toHaveAccessibleName('Minuto 0:00 Te doy la bienvenida.')
    const marked = () =>
      within(panel)
        .getAllByRole('button')
        .filter((line) => line.getAttribute('aria-current'))
    expect(marked()).toEqual([lines[0]])

    // Between two phrases the one just said stays marked; then the next one, scrolled to smoothly.
    audio.at(12)
    expect(marked()).toEqual([lines[0]])
    audio.at(41)
    expect(marked()).toEqual([lines[2]])
    expect(scrolls.at(-1)?.behavior).toBe('smooth')

    await user.click(lines[1] as HTMLElement)
    expect(audio.media.currentTime).toBe(20)
    expect(marked()).toEqual([lines[1]])

    // Keyboard: Tab to a line, Enter moves the audio there.
    ;(lines[0] as HTMLElement).focus()
    await user.keyboard('{Tab}{Tab}{Enter}')
    expect(audio.media.currentTime).toBe(40)
    expect(document.activeElement).toBe(lines[2])

    // Escape closes the panel and gives the focus back to its button.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(api.callsTo(`GET /api/audios/captions-url/${track.id}`)).toHaveLength(1)
  })

  it('scrolls at once when the member prefers reduced motion', async () => {
    reduce = true
    const user = userEvent.setup()
    const { audio } = renderBar()
    await user.click(screen.getByRole('button', { name: 'Transcripción' }))
    await screen.findAllByRole('button', { name: /^Minuto/ })
    audio.at(25)
    await waitFor(() => expect(scrolls.at(-1)?.behavior).toBe('auto'))
    expect(scrolls.some((scroll) => scroll.behavior === 'smooth')).toBe(false)
  })
})
