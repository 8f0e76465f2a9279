import { es, type MessageKey } from '@sosiego/shared'

export interface PublicPage {
  title: string
  description: string
}

const page = (title: MessageKey, description: MessageKey): PublicPage => ({
  title: `${es[title]} · ${es['app.name']}`,
  description: es[description],
})

/**
 * The pages anyone (and any search engine) may see, with the title and description the web app's
 * routes also use (same catalogue keys): the server writes them into the HTML, since the page
 * itself renders in the browser; the sitemap lists them.
 */
export const publicPages: Record<string, PublicPage> = {
  '/': page('pageTitle.home', 'seo.home.description'),
  '/terminos-y-condiciones': page('pageTitle.terms', 'seo.terms.description'),
  '/politica-privacidad': page('pageTitle.privacy', 'seo.privacy.description'),
  '/contact': page('pageTitle.contact', 'seo.contact.description'),
  '/accesibilidad': page('accessibility.pageTitle', 'accessibility.seoDescription'),
  '/test': page('pageTitle.test', 'seo.test.description'),
}

/** Areas behind an account, and the API: nothing for a search engine there. */
export const privatePrefixes = ['/panel', '/admin', '/api']
