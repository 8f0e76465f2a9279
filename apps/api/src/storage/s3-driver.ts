import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { type ByteRange, type StorageDriver, StorageUnavailableError, type StoredEntry } from './driver.ts'

export interface S3DriverOptions {
  endpoint: string | undefined
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  cdnBaseUrl: string | undefined
}

/** Five MiB, S3's smallest multipart part: the most an upload holds in memory at once. */
const PART_SIZE = 5 * 1024 * 1024

function isMissing(error: unknown): boolean {
  return (
    error instanceof NotFound ||
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  )
}

/** Socket failures: the store is down or unreachable (after the SDK's own three attempts). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])

/**
 * The store out of reach (a socket failure, a timeout, its own 5xx) becomes a StorageUnavailableError
 * (503, a Spanish sentence); anything else (a 4xx, a missing key, the upload's own stream failing on
 * a size limit) is passed on as it is.
 */
function unavailable(error: unknown): unknown {
  if (error instanceof S3ServiceException) {
    return (error.$metadata.httpStatusCode ?? 500) >= 500 ? new StorageUnavailableError(error) : error
  }
  const { code, name } = error as { code?: string; name?: string }
  if ((code && NETWORK_CODES.has(code)) || name === 'TimeoutError') return new StorageUnavailableError(error)
  return error
}

/** Any S3-compatible store (AWS, R2, MinIO, Bunny's S3 API…), optionally behind a CDN. */
export function createS3Driver(options: S3DriverOptions): StorageDriver & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    // Path-style works with every S3-compatible server; virtual hosts need DNS per bucket.
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Streamed uploads have no length up front; some S3-compatible servers store them corrupt
    // when the SDK adds its default checksums (docs/decisions: storage drivers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Without these a store that stops answering (rather than refusing) holds requests forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  })
  // Every call goes through here, so an outage reads the same from every method.
  const send = client.send.bind(client)
  client.send = (async (command: never) => {
    try {
      return await send(command)
    } catch (error) {
      throw unavailable(error)
    }
  }) as typeof client.send
  const Bucket = options.bucket

  async function statFile(key: string): Promise<StoredEntry | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
      return {
        name: key.slice(key.lastIndexOf('/') + 1),
        key,
        size: head.ContentLength ?? 0,
        lastModified: head.LastModified ?? null,
        isDirectory: false,
      }
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    kind: 's3',
    client,

    async list(folderKey) {
      const prefix = folderKey ? `${folderKey}/` : ''
      const entries: StoredEntry[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, Delimiter: '/', ContinuationToken }),
        )
        for (const common of page.CommonPrefixes ?? []) {
          const key = (common.Prefix ?? '').replace(/\/$/, '')
          if (!key) continue
          const name = key.slice(prefix.length)
          entries.push({ name, key, size: 0, lastModified: null, isDirectory: true })
        }
        for (const object of page.Contents ?? []) {
          const key = object.Key ?? ''
          const name = key.slice(prefix.length)
          // A "folder marker" object (`audios/`) is not a file.
          if (!name || name.includes('/')) continue
          entries.push({
            name,
            key,
            size: object.Size ?? 0,
            lastModified: object.LastModified ?? null,
            isDirectory: false,
          })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return entries
    },

    stat: statFile,

    async hasChildren(folderKey) {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: `${folderKey}/`, MaxKeys: 1 }),
      )
      return (page.KeyCount ?? 0) > 0
    },

    async put(key, body, contentType) {
      // Small files go up in one PUT, larger ones in 5 MiB parts, one at a time; a failure
      // aborts the multipart upload so no part is left behind.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 1,
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (error) {
        throw unavailable(error)
      }
    },

    async read(key, range?: ByteRange): Promise<Readable | null> {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        return object.Body as Readable
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },

    async delete(key) {
      if (!(await statFile(key))) return false
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
      return true
    },

    directUrl: (key) =>
      options.cdnBaseUrl
        ? `${options.cdnBaseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`
        : undefined,
  }
}
