import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'

const apiDir = fileURLToPath(new URL('..', import.meta.url))

export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const running = new Set<ChildProcess>()

/** Ends the server processes a failed test left running. */
export function killServerProcesses() {
  for (const child of running) child.kill('SIGKILL')
}

/** The real entry point (src/server.ts) in a process of its own, its output kept for failures. */
export function startServerProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  running.add(child)
  child.on('exit', () => running.delete(child))
  return { child, exited, output: () => output }
}

export type ServerProcess = ReturnType<typeof startServerProcess>

export async function waitForHealthy(server: ServerProcess, port: number, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`server did not start:\n${server.output()}`)
}

/** Whether a new TCP connection to the port is refused (the server stopped accepting). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}
