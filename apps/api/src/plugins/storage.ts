import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { StorageConfig } from '../config.ts'
import type { StorageDriver } from '../storage/driver.ts'
import { createLocalDriver } from '../storage/local-driver.ts'
import { createS3Driver } from '../storage/s3-driver.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The file library's storage, chosen by STORAGE_DRIVER. */
    storage: StorageDriver
  }
}

export function createStorageDriver(config: StorageConfig): StorageDriver {
  return config.driver === 'local' ? createLocalDriver(config.dir) : createS3Driver(config)
}

export default fp<{ storage: StorageConfig; driver?: StorageDriver }>(
  async function storage(app: FastifyInstance, options) {
    const driver = options.driver ?? createStorageDriver(options.storage)
    app.decorate('storage', driver)
    if ('client' in driver)
      app.addHook('onClose', async () => (driver as { client: { destroy(): void } }).client.destroy())
  },
  { name: 'storage' },
)
