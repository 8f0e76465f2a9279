import { es } from '@sosiego/shared/messages/common'
import type { RouteHandle } from '../../lib/page-title.ts'

/** The landing page's title and description: the app's route table and the landing entry share them. */
export const homeHandle = {
  title: es['pageTitle.home'],
  description: es['seo.home.description'],
} satisfies RouteHandle
