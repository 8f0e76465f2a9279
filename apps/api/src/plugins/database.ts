import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Database, DatabaseHandle } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Drizzle over whichever driver runs; pass it (or a transaction) to repositories. */
    db: Database
    database: DatabaseHandle
  }
}

/** Exposes the database the server opened; whoever opened it closes it. */
export default fp<{ database: DatabaseHandle }>(
  async function databasePlugin(app: FastifyInstance, { database: handle }) {
    app.decorate('database', handle)
    app.decorate('db', handle.db)
  },
  { name: 'database' },
)
