import { es } from '@sosiego/shared/messages/common'
import type { CSSProperties } from 'react'
import { Toaster } from 'sonner'

// Sonner's rich colours put its green and red text at about 4.2:1 on their tints; the design
// system's darker shades reach WCAG AA (4.5:1) for the toasts' small text.
const readableColors = {
  '--success-text': 'var(--color-success-700)',
  '--error-text': 'var(--color-danger-700)',
} as CSSProperties

/** Spec: toasts appear top-right and close after 3000 ms. */
export default function SonnerToaster() {
  return (
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={es['app.notifications']}
      style={readableColors}
      toastOptions={{ closeButtonAriaLabel: es['app.close'], className: 'font-sans' }}
    />
  )
}
