import { es } from '@sosiego/shared'
import { Toaster as Sonner } from 'sonner'

/** Spec: toasts appear top-right and close after 3000 ms. */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={es['app.notifications']}
      toastOptions={{ closeButtonAriaLabel: es['app.close'], className: 'font-sans' }}
    />
  )
}
