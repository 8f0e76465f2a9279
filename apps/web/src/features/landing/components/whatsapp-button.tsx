import { es } from '@sosiego/shared/messages/site'
import { useAppSetting } from '../lib/use-app-setting.ts'

/** wa.me wants the number alone: digits, no '+', spaces or dashes. */
export function whatsAppUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`
}

/** The floating chat button; absent until the operator sets a WhatsApp number. */
export function WhatsAppButton() {
  const number = useAppSetting('whatsapp-number')
  if (!number.replace(/\D/g, '')) return null
  return (
    <a
      href={whatsAppUrl(number)}
      target="_blank"
      rel="noopener noreferrer"
      title={es['whatsapp.label']}
      className="fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-[#1f7a4d] text-white shadow-lifted transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:right-6 sm:bottom-6"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.6.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.2c0-.1-.2-.2-.4-.3Z" />
      </svg>
      <span className="sr-only">{es['whatsapp.label']}</span>
    </a>
  )
}
