import { es } from '@sosiego/shared'
import { Toaster } from 'sonner'

/** Spec: toasts appear top-right and close after 3000 ms. */
export default function SonnerToaster() {
  return (
    <Toaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={es['app.notifications']}
      toastOptions={{ closeButtonAriaLabel: es['app.close'], className: 'font-sans' }}
    />
  )
}
