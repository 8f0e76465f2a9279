import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../test/fixtures.ts'
import { playerStore } from '../player/player-store.ts'
import {
  choose,
  lluvia,
  main,
  olas,
  open,
  respiracion,
  salud,
  saludEmocional,
  stamp,
  streamUrl,
  table,
} from './meditations-page.test-helpers.ts'

// /panel/meditaciones playing: the bottom bar and the list marking what plays, 'Continuar
// escuchando', speed and keys, the next item at the end, a fresh URL when one expires, the listening
// reported, and the player ending with the panel. The catalogue: meditations-page-catalogue.test.tsx.
describe('/panel/meditaciones', () => {
  it("offers 'Continuar escuchando' and 'Continuar desde m:ss', saves the place on pause and clears it at the end", async () => {
    const { api, user } = open('/panel/meditaciones', {
      positions: [
        { mediaId: respiracion._id, positionSeconds: 42, durationSeconds: 95, updatedAt: stamp },
        // Locked now: not offered.
        { mediaId: olas._id, positionSeconds: 30, durationSeconds: 95, updatedAt: stamp },
      ],
    })
    api.set({
      ...streamUrl(respiracion, '/api/media/respiracion.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    const box = await screen.findByRole('region', { name: 'Continuar escuchando' })
    expect(
      within(box)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Respiración consciente: continuar desde 0:42'])

    // Chosen from the table: the bar waits with the offer.
    await user.click(screen.getByRole('button', { name: 'Reproducir Respiración consciente' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/respiracion.mp3'))
    expect(audio.paused).toBe(true)
    Object.defineProperty(audio, 'readyState', { configurable: true, value: 4 })
    Object.defineProperty(audio, 'duration', { configurable: true, value: 95 })
    await user.click(within(bar).getByRole('button', { name: 'Continuar desde 0:42' }))
    expect(audio.currentTime).toBe(42)
    await waitFor(() => expect(audio.paused).toBe(false))
    expect(within(bar).queryByRole('button', { name: 'Continuar desde 0:42' })).not.toBeInTheDocument()

    audio.currentTime = 50
    fireEvent.timeUpdate(audio)
    await user.click(within(bar).getByRole('button', { name: 'Pausar' }))
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/player/positions/${respiracion._id}`).map((call) => call.body)).toEqual([
        { positionSeconds: 50, durationSeconds: 95 },
      ]),
    )
    expect(
      within(box).getByRole('button', { name: 'Respiración consciente: continuar desde 0:50' }),
    ).toBeInTheDocument()

    // Heard to the end: the place goes, here and on the server.
    audio.currentTime = 95
    fireEvent.ended(audio)
    await waitFor(() =>
      expect(api.callsTo(`PUT /api/player/positions/${respiracion._id}`).at(-1)?.body).toEqual({
        positionSeconds: 95,
        durationSeconds: 95,
      }),
    )
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Continuar escuchando' })).not.toBeInTheDocument(),
    )
  })

  it('keeps the chosen speed for the next visit, the keys play, pause and seek on the bar, and its heart marks a favourite', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.paused).toBe(false))
    await choose(user, 'Velocidad', '1,25×')
    expect(audio.playbackRate).toBe(1.25)
    expect(localStorage.getItem('sosiego.playbackSpeed')).toBe('1.25')

    const slider = within(bar).getByRole('slider', { name: 'Posición' })
    slider.focus()
    await user.keyboard(' ')
    expect(audio.paused).toBe(true)
    audio.currentTime = 10
    await user.keyboard('{ArrowLeft}')
    expect(audio.currentTime).toBe(5)
    await user.click(within(bar).getByRole('button', { name: 'Retroceder 15 segundos' }))
    expect(audio.currentTime).toBe(0)
    localStorage.removeItem('sosiego.playbackSpeed')

    // The bar's heart marks what plays, through the same call as the rows'.
    api.set({
      [`PUT /api/favorites/${lluvia._id}`]: () =>
        jsonResponse({ success: true, message: 'ok', mediaId: lluvia._id, favourite: true }),
    })
    await user.click(within(bar).getByRole('button', { name: 'Añadir Lluvia serena a favoritos' }))
    await waitFor(() => expect(api.callsTo(`PUT /api/favorites/${lluvia._id}`)).toHaveLength(1))
  })

  it('plays an audio in the bottom bar; closing pauses it and reports the seconds heard', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/audios/lluvia.mp3?s=1'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 5, countedSeconds: 5 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    expect(within(bar).getByText('Lluvia serena')).toBeInTheDocument()
    expect(within(bar).getByText('Salud emocional')).toBeInTheDocument()
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/audios/lluvia.mp3?s=1'))
    expect(await within(bar).findByRole('button', { name: 'Pausar' })).toBeInTheDocument()
    // Marked in the list: seen ('Sonando') and said (the current item; its button now pauses).
    const playing = within(main()).getByRole('button', { name: 'Pausar Lluvia serena' })
    expect(playing).toHaveAttribute('aria-current', 'true')
    expect(playing).toHaveAccessibleDescription('Sonando')
    expect(within(playing.closest('tr') as HTMLElement).getByText('Sonando')).toBeInTheDocument()
    expect(within(main()).getAllByRole('button', { current: true })).toHaveLength(1)

    for (let position = 0; position <= 5; position += 0.25) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    expect(within(bar).getByText('0:05')).toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: 'Cerrar reproductor' }))
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()
    expect(audio.paused).toBe(true)
    await waitFor(() => expect(api.callsTo('POST /api/stats/audio-playtime')).toHaveLength(1))
    const body = api.callsTo('POST /api/stats/audio-playtime')[0]?.body as Record<string, unknown>[]
    const report = body[0]
    expect(report).toMatchObject({
      audioId: lluvia._id,
      seconds: 5,
      themeId: saludEmocional._id,
      categoryId: salud._id,
      // Where it stood, for the retention curve (decision 062).
      position: 5,
    })
    expect(report?.reportId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('marks the item in the bar in the list; its button pauses it, then plays it on from where it was', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 3, countedSeconds: 3 }]),
    })
    await table()
    expect(within(main()).queryAllByRole('button', { current: true })).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.paused).toBe(false))
    const pause = await within(main()).findByRole('button', { name: 'Pausar Lluvia serena' })
    expect(pause).toHaveAttribute('aria-current', 'true')
    expect(pause).toHaveAccessibleDescription('Sonando')
    audio.currentTime = 3
    fireEvent.timeUpdate(audio)

    await user.click(pause)
    expect(audio.paused).toBe(true)
    expect(await within(bar).findByRole('button', { name: 'Reproducir' })).toBeInTheDocument()
    const resume = within(main()).getByRole('button', { name: 'Reproducir Lluvia serena' })
    expect(resume).toHaveAttribute('aria-current', 'true')
    expect(resume).toHaveAccessibleDescription('En pausa')
    expect(within(resume.closest('tr') as HTMLElement).getByText('En pausa')).toBeInTheDocument()

    // Played on from 0:03, not started over: no new stream is asked for.
    await user.click(resume)
    await waitFor(() => expect(audio.paused).toBe(false))
    expect(audio.currentTime).toBe(3)
    expect(api.callsTo(`GET /api/audios/stream-url/${lluvia._id}`)).toHaveLength(1)
    expect(within(main()).getByRole('button', { name: 'Pausar Lluvia serena' })).toBeInTheDocument()
    // The others are as they were.
    expect(screen.getByRole('button', { name: 'Reproducir Respiración consciente' })).not.toHaveAttribute(
      'aria-current',
    )
  })

  it('at the end plays the next audio of the list, wrapping to the first; locked ones are skipped', async () => {
    const { api, user } = open()
    const streamed: string[] = []
    for (const entry of [respiracion, lluvia])
      api.set({
        [`GET /api/audios/stream-url/${entry._id}`]: () => {
          streamed.push(entry.title)
          return jsonResponse({
            success: true,
            message: 'ok',
            data: { url: `/api/media/${entry._id}`, expiresAt: new Date(Date.now() + 600_000).toISOString() },
          })
        },
      })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const bar = await screen.findByRole('region', { name: 'Reproductor' })
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe(`/api/media/${lluvia._id}`))

    fireEvent.ended(audio)
    await waitFor(() => expect(within(bar).getByText('Respiración consciente')).toBeInTheDocument())
    await waitFor(() => expect(audio.getAttribute('src')).toBe(`/api/media/${respiracion._id}`))
    fireEvent.ended(audio)
    await waitFor(() => expect(within(bar).getByText('Lluvia serena')).toBeInTheDocument())
    expect(streamed).toEqual(['Lluvia serena', 'Respiración consciente', 'Lluvia serena'])
  })

  it('asks for a fresh URL when the media fails mid-play (an expired URL) and resumes at the same position', async () => {
    const { api, user } = open()
    let issued = 0
    api.set({
      [`GET /api/audios/stream-url/${lluvia._id}`]: () => {
        issued += 1
        return jsonResponse({
          success: true,
          message: 'ok',
          data: {
            url: `/api/media/lluvia.mp3?e=${issued}`,
            expiresAt: new Date(Date.now() + 600_000).toISOString(),
          },
        })
      },
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3?e=1'))
    audio.currentTime = 12.5
    const play = vi.spyOn(audio, 'play')

    fireEvent.error(audio)
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3?e=2'))
    fireEvent.loadedMetadata(audio)
    expect(audio.currentTime).toBe(12.5)
    expect(play).toHaveBeenCalled()
    expect(screen.getByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
  })

  it('reports every full minute while playing, and what is left when the page is left (keepalive)', async () => {
    const { api, user } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
      'POST /api/stats/audio-playtime': () => jsonResponse([{ totalSeconds: 60, countedSeconds: 60 }]),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    const audio = document.querySelector('audio') as HTMLAudioElement
    await waitFor(() => expect(audio.getAttribute('src')).toBe('/api/media/lluvia.mp3'))
    await waitFor(() => expect(audio.paused).toBe(false))
    const seconds = () =>
      api
        .callsTo('POST /api/stats/audio-playtime')
        .map((call) => (call.body as { seconds: number }[])[0]?.seconds)

    for (let position = 0; position <= 59.5; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    expect(seconds()).toEqual([])
    // A seek forward counts nothing.
    fireEvent.seeking(audio)
    for (let position = 200; position <= 201; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    await waitFor(() => expect(seconds()).toEqual([60]))

    for (let position = 201; position <= 205; position += 0.5) {
      audio.currentTime = position
      fireEvent.timeUpdate(audio)
    }
    window.dispatchEvent(new Event('pagehide'))
    await waitFor(() => expect(seconds()).toEqual([60, 4]))
    const last = api.fetchMock.mock.calls.at(-1)
    expect(last?.[1]?.keepalive).toBe(true)
  }, 15_000)

  it('leaving the panel ends the listening: back in it, there is no player', async () => {
    const { api, user, router } = open()
    api.set({
      ...streamUrl(lluvia, '/api/media/lluvia.mp3'),
    })
    await table()
    await user.click(screen.getByRole('button', { name: 'Reproducir Lluvia serena' }))
    expect(await screen.findByRole('region', { name: 'Reproductor' })).toBeInTheDocument()
    await act(() => router.navigate('/terminos-y-condiciones'))
    expect(playerStore.getState().index).toBe(-1)
    await act(() => router.navigate('/panel/meditaciones'))
    await table()
    expect(screen.queryByRole('region', { name: 'Reproductor' })).not.toBeInTheDocument()
  })
})
