// In lib, not a feature: both video players (meditations, file-library) block these.

type Keystroke = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }

/**
 * The shortcuts the video players block (spec: developer tools, save, view source): F12,
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
