import { vi } from 'vitest'

/**
 * A stand-in for XMLHttpRequest (uploads use it for their progress): each request waits until the
 * test makes it report progress and answer, so the page's in-between states can be looked at.
 */
export class FakeUploadRequest {
  static sent: FakeUploadRequest[] = []
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  private listeners: Record<string, ((event: unknown) => void)[]> = {}
  private uploadListeners: ((event: unknown) => void)[] = []
  readonly upload = {
    addEventListener: (_type: string, listener: (event: unknown) => void) =>
      this.uploadListeners.push(listener),
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener]
  }
  send(body: FormData) {
    this.body = body
    FakeUploadRequest.sent.push(this)
  }

  /** The name of the file this request carries. */
  get fileName(): string {
    const file = this.body?.get('file')
    return file instanceof File ? file.name : ''
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total })
  }
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    for (const listener of this.listeners.load ?? []) listener({})
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener({})
  }

  static install() {
    FakeUploadRequest.sent = []
    vi.stubGlobal('XMLHttpRequest', FakeUploadRequest)
  }
  /** The request for `name`, once the page sent it. */
  static async for(name: string): Promise<FakeUploadRequest> {
    await vi.waitFor(() => {
      if (!FakeUploadRequest.sent.some((request) => request.fileName === name))
        throw new Error(`${name} not sent`)
    })
    return FakeUploadRequest.sent.find((request) => request.fileName === name) as FakeUploadRequest
  }
}
