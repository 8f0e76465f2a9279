import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** A real S3-compatible server on loopback (s3rver, files in a temporary directory). */
export async function startS3Server(bucket = 'sosiego-test') {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'sosiego-s3-'))
  const run = async (port: number) => {
    const server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
    return { server, address: (await server.run()) as AddressInfo }
  }
  let { server, address } = await run(0)
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    directory,
    /** The settings a Sosiego server uses to reach it. */
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The store goes down: its port refuses connections until `start`. */
    stop: () => server.close(),
    /** The same store back on the same port, with the files it had. */
    async start() {
      ;({ server, address } = await run(address.port))
    },
    close: () => server.close(),
  }
}
