/** Seconds as m:ss (or h:mm:ss past an hour) for the players' time labels; 0:00 when unknown. */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}

type Keystroke = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

/**
 * The shortcuts the video preview blocks (spec: developer tools, save, view source): F12,
 * Ctrl/⌘+Shift+I/J/C, ⌘+Alt+I/J/C (macOS), Ctrl/⌘+S and Ctrl/⌘+U. A deterrent, not a protection:
 * whoever can play the video can record it.
 */
export function isBlockedShortcut({ key, ctrlKey, metaKey, shiftKey, altKey }: Keystroke): boolean {
  if (key === 'F12') return true
  const command = ctrlKey || metaKey
  if (!command) return false
  const letter = key.toLowerCase()
  if ((shiftKey || (metaKey && altKey)) && ['i', 'j', 'c'].includes(letter)) return true
  return letter === 's' || letter === 'u'
}
