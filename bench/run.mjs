// Load benchmark: starts the built API server in a child process, a bare Fastify server in this
// process as the baseline, and measures every scenario of ./scenarios.mjs with autocannon.
// See bench/README.md.

import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { scenarios } from './scenarios.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const builtServer = join(root, 'apps/api/dist/server.js')

const config = {
  duration: positiveNumber('BENCH_DURATION', 10),
  warmup: positiveNumber('BENCH_WARMUP', 2),
  connections: positiveNumber('BENCH_CONNECTIONS', 50),
  // On a shared machine the bare baseline drifts between runs: a scenario with a ratio budget is
  // measured in this many rounds, each a bare run right before the scenario's, and the median
  // round's ratio is kept.
  rounds: positiveNumber('BENCH_ROUNDS', 1),
  // A saturated machine (load 20 on 2 cores) has taken more than a minute to start the server.
  healthTimeoutMs: positiveNumber('BENCH_HEALTH_TIMEOUT', 60) * 1000,
  server: process.env.BENCH_SERVER,
  only: process.env.BENCH_ONLY,
  output: process.env.BENCH_OUTPUT,
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let child
/** @type {string | undefined} */
let dataDir
/** @type {import('fastify').FastifyInstance | undefined} */
let bare
let cleaningUp = false
const serverLog = []
// The server runs with a client key pair, as in production, and every scenario sends it, so the
// key check is part of what is measured (the bare baseline has none).
const apiKeys = {
  'x-api-key': randomBytes(16).toString('hex'),
  'x-api-secret': randomBytes(24).toString('hex'),
}

function positiveNumber(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, got "${raw}"`)
    process.exit(1)
  }
  return value
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.unref()
    probe.on('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address())
      probe.close(() => resolvePort(port))
    })
  })
}

function ensureBuilt() {
  if (config.server || existsSync(builtServer)) return
  console.log('apps/api/dist/server.js is missing: running `npm run build`…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0 || !existsSync(builtServer)) {
    console.error('The build failed or did not produce apps/api/dist/server.js. Run `npm run build` first.')
    process.exit(1)
  }
}

function startServer(port) {
  dataDir = mkdtempSync(join(tmpdir(), 'sosiego-bench-'))
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Not production: production refuses the demo content the scenarios need (decision 047); the
    // code paths measured are the same.
    NODE_ENV: 'development',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    API_KEY: apiKeys['x-api-key'],
    API_SECRET: apiKeys['x-api-secret'],
  }
  // A fresh embedded database every run; a real PostgreSQL only when asked for explicitly, so the
  // demo seed never lands in whatever database the shell happens to point at.
  delete env.DATABASE_URL
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL

  const command = config.server ?? builtServer
  // A path to a script runs with this Node; anything else is a shell command line.
  const isScript = !/\s/.test(command) && existsSync(command)
  // Detached: the server gets its own process group, so a shell wrapper and its children die together.
  const options = { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true }
  child = isScript ? spawn(process.execPath, [command], options) : spawn(command, { ...options, shell: true })

  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk) => {
      for (const line of chunk.split('\n')) {
        if (!line.trim()) continue
        serverLog.push(line)
        if (serverLog.length > 200) serverLog.shift()
        if (!cleaningUp) process.stderr.write(`[server] ${line}\n`)
      }
    })
  }
  return command
}

function serverRunning() {
  return child !== undefined && child.exitCode === null && child.signalCode === null
}

async function waitForHealth(baseUrl) {
  const deadline = Date.now() + config.healthTimeoutMs
  while (Date.now() < deadline) {
    if (!serverRunning()) {
      throw new Error(`the server exited before answering /api/health (code ${child?.exitCode})`)
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`GET /api/health did not answer 200 within ${config.healthTimeoutMs / 1000} s`)
}

/**
 * The answer bare Fastify's `/same` route replays: a scenario with `baseline: 'same answer'` sets it
 * to the API server's own answer (status 200, headers and body byte for byte) before it is measured.
 */
let sameAnswer = { headers: {}, body: Buffer.alloc(0) }

async function startBare() {
  bare = Fastify({ logger: false })
  bare.get('/bare', async () => ({ status: 'ok', service: 'bare' }))
  bare.get('/same', (_request, reply) => {
    reply.headers(sameAnswer.headers).send(sameAnswer.body)
  })
  await bare.listen({ port: await freePort(), host: '127.0.0.1' })
  const { port } = /** @type {import('node:net').AddressInfo} */ (bare.server.address())
  return `http://127.0.0.1:${port}`
}

// Headers Node writes itself on every answer (bare's too) or that describe the bytes sent.
const writtenByNode = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])

/**
 * A read's answer as the load generator gets it (no Accept-Encoding: the plain body), to be
 * replayed by bare Fastify. The request id is kept as it came: same length, same bytes.
 */
async function captureAnswer(url, scenario) {
  const response = await fetch(url, {
    headers: { ...apiKeys, ...scenario.headers, 'accept-encoding': 'identity' },
  })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200)
    throw new Error(`${scenario.name}: ${response.status} while capturing its answer`)
  /** @type {Record<string, string>} */
  const headers = {}
  for (const [name, value] of response.headers) if (!writtenByNode.has(name)) headers[name] = value
  return { headers, body }
}

/**
 * One autocannon run. The load generator runs in a worker thread (`workers: 1`) so the bare server,
 * which lives on this thread, has its event loop to itself — the same situation as the API server in
 * its own process.
 */
function load(url, scenario, duration, extraHeaders) {
  return new Promise((resolveRun, reject) => {
    autocannon(
      {
        url,
        method: scenario.method ?? 'GET',
        headers: { ...extraHeaders, ...scenario.headers },
        body: scenario.body,
        ...(scenario.requests ? { requests: scenario.requests } : {}),
        connections: scenario.connections ?? config.connections,
        duration,
        workers: 1,
        timeout: scenario.timeoutSeconds ?? 10,
      },
      (error, result) => (error ? reject(error) : resolveRun(result)),
    )
  })
}

function unexpectedResponses(result, scenario) {
  const total = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0)
  const expected =
    scenario.expectStatus === undefined
      ? result['2xx']
      : (result.statusCodeStats?.[String(scenario.expectStatus)]?.count ?? 0)
  return { total, unexpected: total - expected, byStatus: result.statusCodeStats ?? {} }
}

async function measure(url, scenario, extraHeaders = {}) {
  await load(url, scenario, config.warmup, extraHeaders)
  const result = await load(url, scenario, config.duration, extraHeaders)
  const { total, unexpected, byStatus } = unexpectedResponses(result, scenario)
  const problems = []
  if (total === 0) problems.push('no responses')
  if (unexpected > 0) {
    const statuses = Object.entries(byStatus)
      .map(([status, s]) => `${status}×${s.count}`)
      .join(', ')
    const wanted = scenario.expectStatus ?? '2xx'
    problems.push(`${unexpected} responses not ${wanted} (${statuses})`)
  }
  if (result.errors > 0) problems.push(`${result.errors} connection errors`)
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`)
  return {
    name: scenario.name,
    path: scenario.path,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total,
    problems,
  }
}

const bareScenario = { name: 'bare fastify', path: '/bare' }
const sameAnswerScenario = { name: 'bare fastify, same answer', path: '/same' }
const ratioOf = (row, baseRow) =>
  baseRow.requestsPerSecond > 0 ? row.requestsPerSecond / baseRow.requestsPerSecond : 0

/**
 * A scenario's row and its ratios: to bare Fastify's minimal route (`vs bare`) and, for a scenario
 * with `baseline: 'same answer'`, to bare Fastify sending the very answer the API server sends
 * (`vs same`, the one its budget is judged on). With BENCH_ROUNDS above 1 and a ratio budget, each
 * round measures the baselines right before the scenario, and the median round is kept.
 */
async function measureAgainstBare(baseUrl, bareUrl, baseline, scenario) {
  const replays = scenario.baseline === 'same answer'
  if (replays) sameAnswer = await captureAnswer(`${baseUrl}${scenario.path}`, scenario)
  const roundCount = config.rounds > 1 && scenario.minRatio !== undefined ? config.rounds : 1
  const rounds = []
  for (let round = 0; round < roundCount; round += 1) {
    const bareRow = roundCount > 1 ? await measure(`${bareUrl}/bare`, bareScenario) : baseline
    const sameRow = replays ? await measure(`${bareUrl}/same`, sameAnswerScenario) : undefined
    const row = await measure(`${baseUrl}${scenario.path}`, scenario, apiKeys)
    const ratio = ratioOf(row, bareRow)
    const sameRatio = sameRow ? ratioOf(row, sameRow) : undefined
    rounds.push({
      row,
      ratio,
      sameRatio,
      judged: sameRatio ?? ratio,
      sameOfBare: sameRow && ratioOf(sameRow, bareRow),
    })
  }
  rounds.sort((a, b) => a.judged - b.judged)
  const median = rounds[Math.floor(rounds.length / 2)]
  // Every round's problems count, not only the median one's.
  const problems = [...new Set(rounds.flatMap((r) => r.row.problems))]
  const percent = (value) => `${(value * 100).toFixed(0)}%`
  const each = rounds.map((r) =>
    r.sameRatio === undefined
      ? percent(r.ratio)
      : `${percent(r.sameRatio)} (same answer ${percent(r.sameOfBare)} of bare)`,
  )
  return {
    row: { ...median.row, problems, ...(roundCount > 1 || replays ? { rounds: each.join(', ') } : {}) },
    ratio: median.ratio,
    sameRatio: median.sameRatio,
    judged: median.judged,
  }
}

function printTable(rows) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'vs same', 'min', 'load', 'result']
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.requestsPerSecond).toLocaleString('en-US'),
    String(row.p50),
    String(row.p99),
    row.ratio === undefined ? '' : `${(row.ratio * 100).toFixed(1)}%`,
    row.sameRatio === undefined ? '' : `${(row.sameRatio * 100).toFixed(1)}%`,
    row.minRatio === undefined ? '' : `${row.minRatio * 100}%`,
    row.load === undefined ? '' : row.load.toFixed(1),
    row.failures.length ? `FAIL: ${row.failures.join('; ')}` : 'ok',
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
  console.log()
  console.log(format(header))
  console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  for (const line of lines) console.log(format(line))
  console.log()
}

async function stopServer() {
  const proc = child
  child = undefined
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
  const exited = new Promise((r) => proc.once('exit', r))
  const signalGroup = (signal) => {
    try {
      process.kill(-(/** @type {number} */ (proc.pid)), signal)
    } catch {
      proc.kill(signal)
    }
  }
  signalGroup('SIGTERM')
  const timer = setTimeout(() => signalGroup('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}

async function cleanup() {
  if (cleaningUp) return
  cleaningUp = true
  await stopServer()
  await bare?.close().catch(() => {})
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server…`)
    cleanup().finally(() => process.exit(130))
  })
}

async function main() {
  // BENCH_ONLY='plans list|reviews list': any of the parts.
  const parts = config.only?.split('|').filter(Boolean) ?? []
  const matching = parts.length
    ? scenarios.filter((s) => parts.some((part) => s.name.includes(part)))
    : scenarios
  if (matching.length === 0) throw new Error(`no scenario matches BENCH_ONLY="${config.only}"`)
  // A scenario that needs something this run lacks (PostgreSQL) says why and is left out.
  const selected = matching.filter((scenario) => {
    const reason = scenario.skip?.()
    if (reason) console.log(`skipped: ${scenario.name} (${reason})`)
    return !reason
  })
  if (selected.length === 0) throw new Error('every selected scenario was skipped')

  ensureBuilt()
  const port = await freePort()
  const command = startServer(port)
  const baseUrl = `http://127.0.0.1:${port}`
  console.log(`server: ${command} on ${baseUrl} (DATA_DIR ${dataDir})`)
  await waitForHealth(baseUrl)

  // The numbers only mean something on a quiet machine: say so when it is not.
  const [load1] = loadavg()
  if (load1 > availableParallelism() * 0.5) {
    console.warn(
      `warning: load average is ${load1.toFixed(1)} on ${availableParallelism()} cpus; results will be noisy`,
    )
  }
  const bareUrl = await startBare()
  console.log(
    `node ${process.version}, ${availableParallelism()} cpus; ${config.connections} connections, ` +
      `${config.warmup} s warm-up + ${config.duration} s per scenario`,
  )

  const rows = []
  process.stdout.write('baseline: bare Fastify GET /bare… ')
  const baseline = await measure(`${bareUrl}/bare`, bareScenario)
  console.log(`${Math.round(baseline.requestsPerSecond)} req/s`)
  rows.push({ ...baseline, failures: baseline.problems })

  for (const scenario of selected) {
    process.stdout.write(`${scenario.name}: ${scenario.method ?? 'GET'} ${scenario.path}… `)
    if (!serverRunning()) throw new Error('the server has exited')
    // A scenario may need state first (a session, a paid order): its prepare() adds headers or body.
    const prepared = scenario.prepare
      ? { ...scenario, ...(await scenario.prepare({ baseUrl, headers: apiKeys })) }
      : scenario
    const load = loadavg()[0]
    // A scenario with a driver of its own (many clients doing different things) measures itself.
    if (prepared.run) {
      const row = await prepared.run({ baseUrl, headers: apiKeys, loadAverage: () => loadavg()[0] })
      console.log(`${Math.round(row.requestsPerSecond)} req/s`)
      rows.push({ name: scenario.name, path: scenario.path, ...row, load, failures: row.problems })
      continue
    }
    const { row, ratio, sameRatio, judged } = await measureAgainstBare(baseUrl, bareUrl, baseline, prepared)
    const failures = [...row.problems]
    if (scenario.minRatio !== undefined && judged < scenario.minRatio) {
      const of = sameRatio === undefined ? 'bare' : 'bare sending the same answer'
      failures.push(`below ${scenario.minRatio * 100}% of ${of}`)
    }
    if (scenario.maxP99Ms !== undefined && row.p99 >= scenario.maxP99Ms) {
      failures.push(`p99 ${row.p99} ms, budget < ${scenario.maxP99Ms} ms`)
    }
    console.log(
      `${Math.round(row.requestsPerSecond)} req/s${row.rounds ? ` (${sameRatio === undefined ? 'vs bare' : 'vs same'}, each round: ${row.rounds})` : ''}`,
    )
    rows.push({ ...row, ratio, sameRatio, minRatio: scenario.minRatio, load, failures })
  }

  printTable(rows)
  if (config.output) {
    const report = { date: new Date().toISOString(), node: process.version, config, rows }
    writeFileSync(config.output, `${JSON.stringify(report, null, 2)}\n`)
  }
  const failed = rows.filter((r) => r.failures.length > 0)
  if (failed.length > 0) {
    console.error(`${failed.length} scenario(s) failed: ${failed.map((r) => r.name).join(', ')}`)
    return 1
  }
  return 0
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : error}`)
  if (serverLog.length) console.error(`last server output:\n${serverLog.slice(-30).join('\n')}`)
} finally {
  await cleanup()
}
process.exit(exitCode)
