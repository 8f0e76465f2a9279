import { es } from '@sosiego/shared/messages/common'
import { buttonClasses } from '../../../components/ui/button.tsx'
import { googleSignInUrl, isGoogleSignInEnabled } from '../../../lib/app-config.ts'

type GoogleSignInButtonProps = { className?: string; label?: string }

/** A full-page navigation to the server, which sends the browser on to Google; hidden when not configured. */
export function GoogleSignInButton({ className, label = es['auth.google'] }: GoogleSignInButtonProps) {
  if (!isGoogleSignInEnabled()) return null
  return (
    <a href={googleSignInUrl} className={buttonClasses('outline', 'lg', className)}>
      <GoogleMark />
      {label}
    </a>
  )
}

/** "or", between the e-mail form and the Google button; hidden with the button. */
export function GoogleDivider() {
  if (!isGoogleSignInEnabled()) return null
  return (
    <p className="flex items-center gap-3 text-xs text-ink-600 uppercase before:h-px before:flex-1 before:bg-ink-200 after:h-px after:flex-1 after:bg-ink-200">
      {es['auth.or']}
    </p>
  )
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.5 5.5 0 0 1-2.39 3.61v3h3.87c2.26-2.09 3.57-5.17 3.57-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.87-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.95h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.27 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.75c1.77 0 3.35.61 4.6 1.8l3.44-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.6l4 3.1C6.22 6.86 8.87 4.75 12 4.75Z"
      />
    </svg>
  )
}
