/*
 * What the service worker does with a reminder (issue 31), kept free of the worker's globals so it
 * can be tested: the push's JSON read into a notification, and the window a click brings forward.
 * Type-checked with both the page's and the worker's libraries (tsconfig.sw.json includes it).
 */

/** The app's icon, shown beside the notification (public/icon-192.png). */
export const notificationIcon = '/icon-192.png'
/** Where a reminder opens when its payload does not say (or says somewhere else than this site). */
export const fallbackUrl = '/panel?hoy=1'
/** Shown for a push the worker cannot read: with userVisibleOnly a push must show something. */
export const fallbackTitle = 'Tu meditación de hoy te espera'

export type ReminderNotification = {
  title: string
  options: { body: string; tag: string; icon: string; data: { url: string } }
}

function text(value: unknown, longest: number): string | undefined {
  return typeof value === 'string' && value.trim() && value.length <= longest ? value : undefined
}

/**
 * A same-origin path ('/panel?hoy=1'), or the fallback: a notification never sends the member to
 * another site, whatever a payload says.
 */
export function safeUrl(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return fallbackUrl
  try {
    const url = new URL(value, origin)
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallbackUrl
  } catch {
    return fallbackUrl
  }
}

/**
 * The notification for a push message's text (ReminderPush as JSON: title, body, url, tag). A
 * missing or malformed payload still gives the generic reminder, tagged for the day so that a
 * second one replaces it.
 */
export function reminderNotification(
  payload: string | null,
  origin: string,
  now = new Date(),
): ReminderNotification {
  let data: Record<string, unknown> = {}
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : null
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      data = parsed as Record<string, unknown>
  } catch {
    // Not JSON: the generic reminder below.
  }
  const title = text(data.title, 200)
  return {
    title: title ?? fallbackTitle,
    options: {
      body: (title && text(data.body, 500)) || '',
      tag: text(data.tag, 100) ?? `reminder-${now.toISOString().slice(0, 10)}`,
      icon: notificationIcon,
      data: { url: title ? safeUrl(data.url, origin) : fallbackUrl },
    },
  }
}

/** The parts of a window client the click needs (WindowClient in the worker). */
export type WindowLike = { url: string; focused?: boolean; visibilityState?: string }

/**
 * The open window a click brings forward: a panel tab first (the focused one, then a visible one,
 * then any), else any window of this site; undefined when none is open (a new one is opened).
 */
export function windowToFocus<Client extends WindowLike>(
  clients: readonly Client[],
  origin: string,
): Client | undefined {
  const ours = clients.filter((client) => {
    try {
      return new URL(client.url).origin === origin
    } catch {
      return false
    }
  })
  const panel = ours.filter((client) => /^\/panel(\/|$)/.test(new URL(client.url).pathname))
  const rank = (client: Client) => (client.focused ? 0 : client.visibilityState === 'visible' ? 1 : 2)
  const best = (list: Client[]) => [...list].sort((a, b) => rank(a) - rank(b))[0]
  return best(panel) ?? best(ours)
}

/** The url a notification carries in its data, checked again (it may be an older notification's). */
export function clickUrl(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' && 'url' in data ? (data as { url: unknown }).url : undefined
  return safeUrl(url, origin)
}
