import { es } from '@sosiego/shared/messages/common'

/** "<page> · Sosiego", or the app's name alone (apart from page-title.ts, which needs the router). */
export function formatPageTitle(title?: string): string {
  return title ? `${title} · ${es['app.name']}` : es['app.name']
}
