import { describe, expect, it } from 'vitest'
import {
  clickUrl,
  fallbackTitle,
  fallbackUrl,
  notificationIcon,
  reminderNotification,
  safeUrl,
  windowToFocus,
} from './reminder-notification.ts'

// The service worker's reminder (issue 31): what a push shows, and where a click goes.
const origin = 'https://sosiego.example'
const now = new Date('2026-11-24T07:00:00.000Z')

describe('reminderNotification', () => {
  it('shows the ReminderPush the server sent: title, body, tag, the app icon and the url to open', () => {
    const payload = JSON.stringify({
      title: 'Tu meditación de hoy: Lluvia serena, 10 min',
      body: 'Un momento para ti.',
      url: '/panel?hoy=1',
      tag: 'reminder-2026-11-24',
    })
    expect(reminderNotification(payload, origin, now)).toEqual({
      title: 'Tu meditación de hoy: Lluvia serena, 10 min',
      options: {
        body: 'Un momento para ti.',
        tag: 'reminder-2026-11-24',
        icon: notificationIcon,
        data: { url: '/panel?hoy=1' },
      },
    })
  })

  it.each([
    ['no payload', null],
    ['text that is not JSON', 'Tu meditación'],
    ['JSON that is not an object', '["a"]'],
    ['an object without a title', JSON.stringify({ body: 'x', url: '/panel/otra', tag: 't' })],
    ['a title that is not text', JSON.stringify({ title: 42, body: 'x', url: '/panel', tag: 't' })],
  ])('still reminds, generically, for %s (userVisibleOnly needs a notification)', (_, payload) => {
    const shown = reminderNotification(payload, origin, now)
    expect(shown.title).toBe(fallbackTitle)
    expect(shown.options.body).toBe('')
    expect(shown.options.data.url).toBe(fallbackUrl)
    expect(shown.options.icon).toBe(notificationIcon)
    expect(shown.options.tag).toMatch(/^reminder-2026-11-24$|^t$/)
  })

  it('tags a reminder without a tag with the day, so a second one replaces it', () => {
    expect(reminderNotification(JSON.stringify({ title: 'Hola' }), origin, now).options).toMatchObject({
      tag: 'reminder-2026-11-24',
      body: '',
      data: { url: fallbackUrl },
    })
  })

  it('never sends the member to another site, whatever the payload says', () => {
    for (const url of ['https://evil.example/panel', '//evil.example/panel', 'javascript:alert(1)', 'panel'])
      expect(reminderNotification(JSON.stringify({ title: 'Hola', url }), origin, now).options.data.url).toBe(
        fallbackUrl,
      )
  })
})

describe('safeUrl and clickUrl', () => {
  it('keep a same-origin path with its query and hash', () => {
    expect(safeUrl('/panel/programas/abc?paso=2#hoy', origin)).toBe('/panel/programas/abc?paso=2#hoy')
    expect(clickUrl({ url: '/panel?hoy=1' }, origin)).toBe('/panel?hoy=1')
  })

  it('fall back to the home for anything else', () => {
    expect(safeUrl(undefined, origin)).toBe(fallbackUrl)
    expect(safeUrl('/\\evil.example', origin)).toBe(fallbackUrl)
    expect(clickUrl(null, origin)).toBe(fallbackUrl)
    expect(clickUrl({ url: 'https://evil.example' }, origin)).toBe(fallbackUrl)
  })
})

describe('windowToFocus', () => {
  const tab = (url: string, extra: { focused?: boolean; visibilityState?: string } = {}) => ({
    url,
    ...extra,
  })

  it('brings forward an open panel tab, the focused or visible one first', () => {
    const landing = tab(`${origin}/`, { focused: true })
    const hidden = tab(`${origin}/panel/meditaciones`, { visibilityState: 'hidden' })
    const visible = tab(`${origin}/panel`, { visibilityState: 'visible' })
    expect(windowToFocus([landing, hidden, visible], origin)).toBe(visible)
    const focused = tab(`${origin}/panel/progreso`, { focused: true })
    expect(windowToFocus([landing, hidden, visible, focused], origin)).toBe(focused)
  })

  it("takes any of this site's windows when no panel tab is open, and never another site's", () => {
    const other = tab('https://evil.example/panel', { focused: true })
    const landing = tab(`${origin}/precios`)
    expect(windowToFocus([other, landing], origin)).toBe(landing)
    expect(windowToFocus([other], origin)).toBeUndefined()
    expect(windowToFocus([], origin)).toBeUndefined()
  })

  it('does not take /panelito for the panel', () => {
    const lookalike = tab(`${origin}/panelito`, { focused: true })
    const panel = tab(`${origin}/panel/configuracion`)
    expect(windowToFocus([lookalike, panel], origin)).toBe(panel)
  })
})
