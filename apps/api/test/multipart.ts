import { randomBytes } from 'node:crypto'

export interface UploadFile {
  filename: string
  content: Buffer | string
  contentType?: string
  field?: string
}

/** A multipart/form-data body as a browser's FormData would send it, with its content type. */
export function multipart(files: UploadFile[]) {
  const boundary = `----sosiego${randomBytes(8).toString('hex')}`
  const chunks: Buffer[] = []
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'files'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}
