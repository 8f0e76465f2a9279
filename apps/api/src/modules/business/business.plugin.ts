import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import businessRoutes from './business.routes.ts'
import { refreshBusinessInBackground } from './business-refresh.ts'

/** The business module (issue 33): the Negocio page's calls and the refresh pass that feeds them. */
export default async function business(app: FastifyInstance, { config }: { config: Config }) {
  await app.register(businessRoutes, { config })
  // Tests refresh when they mean to (refreshBusiness), so a pass never runs between their steps.
  if (config.env !== 'test') refreshBusinessInBackground(app, config)
}
