import { es } from '@sosiego/shared/messages/common'

export const mainContentId = 'main-content'

/** Lets keyboard users jump past the navigation; visible only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only rounded-full bg-primary-700 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
    >
      {es['app.skipToContent']}
    </a>
  )
}
