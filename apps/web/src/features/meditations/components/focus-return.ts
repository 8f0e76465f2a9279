import { useRef } from 'react'

/**
 * Gives the focus back to whatever had it when a dialog opened (the row's 'Ver …' button). Radix
 * returns it only to a `Dialog.Trigger`, and the video modal is opened from the list's own buttons,
 * so without this a keyboard user closing it with Escape is left at the top of the page.
 * Pass the answer as the dialog content's `onCloseAutoFocus`.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null)
  // Read while rendering the opening: the dialog's own focus moves in its effects, after this.
  if (open && opener.current === null && document.activeElement instanceof HTMLElement)
    opener.current = document.activeElement
  return (event) => {
    const element = opener.current
    opener.current = null
    // The list may have drawn its row again meanwhile (the place the video saved, a filter): the
    // same button, found by its name.
    const label = element?.getAttribute('aria-label')
    const target = element?.isConnected
      ? element
      : label
        ? document.querySelector<HTMLElement>(`main button[aria-label="${CSS.escape(label)}"]`)
        : null
    if (!target) return
    event.preventDefault()
    target.focus()
  }
}
