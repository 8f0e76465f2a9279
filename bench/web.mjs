// Web budgets: starts the built server, runs Lighthouse (mobile preset, Debian's Chromium) three
// times against `/`, and prints the median scores, LCP, total blocking time, CLS and the gzip
// JavaScript `/` loads, next to the budgets of issues 4 and 19. Usage: npm run build && npm run bench:web
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_RUNS (default 3), BENCH_WEB_PATH (default /),
// BENCH_WEB_DETAILS=1 (print each run's LCP element, its phases and the scripts' main-thread time),
// BENCH_WEB_BLOCK (comma-separated URL patterns Lighthouse blocks, e.g. `*.mp4`, to see what a resource costs).

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const builtServer = join(root, 'apps/api/dist/server.js')
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3)
const pagePath = process.env.BENCH_WEB_PATH ?? '/'
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// The flags the e2e suite uses on these machines (playwright.config.ts).
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const showDetails = process.env.BENCH_WEB_DETAILS === '1'
const blockedUrlPatterns = (process.env.BENCH_WEB_BLOCK ?? '').split(',').filter(Boolean)

// Issue 19 (decision 022): the landing page hydrates only what a visitor can touch.
const budgets = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1200 },
  tbtMs: { max: 150 },
  cls: { max: 0 },
  jsGzipKb: { max: 100 },
}

if (!existsSync(builtServer) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: npm run build')
  process.exit(1)
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => done(port))
    })
  })

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'sosiego-bench-web-'))
const server = spawn(process.execPath, [builtServer], {
  cwd: root,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    // Not production: production refuses the demo content the scenarios need (decision 047); the
    // code paths measured are the same.
    NODE_ENV: 'development',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    APP_URL: origin,
    LOG_LEVEL: 'warn',
  },
})
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome

function cleanUp() {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
  } catch {}
  chrome?.kill()
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

async function waitForHealth() {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return
    } catch {}
    await new Promise((done) => setTimeout(done, 300))
  }
  throw new Error('the server did not answer /api/health within 180 s')
}

/** Where the time went: the LCP element and its phases, and the scripts that kept the main thread. */
function printDetails(lhr) {
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  for (const table of element) {
    for (const item of table.items ?? []) {
      if (item.node) console.log(`  LCP element: ${item.node.snippet}`)
      else if (item.phase) console.log(`  LCP ${item.phase}: ${Math.round(item.timing)} ms`)
    }
  }
  for (const item of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `  script ${String(item.url).slice(-50)}: ${Math.round(item.total)} ms (${Math.round(item.scripting)} ms running)`,
    )
  console.log(
    `  server response: ${Math.round(lhr.audits['server-response-time']?.numericValue ?? 0)} ms, first paint ${Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0)} ms`,
  )
  const breakdown = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  console.log(
    `  main thread: ${breakdown.map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`).join(', ')}`,
  )
  for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8))
    console.log(
      `  long task at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms ${String(item.url).slice(-40)}`,
    )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

try {
  await waitForHealth()
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const results = []
  for (let run = 1; run <= runs; run++) {
    // Lighthouse's default configuration is the mobile preset (Moto G Power, slow 4G, 4x CPU).
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    if (lhr.runtimeError) {
      // A run Chromium could not complete is reported, not averaged in as zeros.
      console.log(`run ${run}/${runs}: failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`)
      continue
    }
    const requests = lhr.audits['network-requests']?.details?.items ?? []
    const jsBytes = requests
      .filter((request) => request.resourceType === 'Script' && request.url.startsWith(origin))
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0)
    const figures = {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      'best-practices': Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
      seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      jsGzipKb: Number((jsBytes / 1024).toFixed(1)),
    }
    console.log(`run ${run}/${runs}:`, JSON.stringify(figures))
    if (showDetails) printDetails(lhr)
    const failing = Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id)
    if (results.length === 0 && failing.length) {
      console.log('  failing audits:', failing.join(', '))
      for (const item of lhr.audits['errors-in-console']?.details?.items ?? [])
        console.log(`  console: ${String(item.description).slice(0, 200)}`)
    }
    results.push(figures)
  }

  if (results.length === 0) throw new Error('no Lighthouse run completed')
  console.log(`\nLighthouse, mobile preset, median of ${results.length} runs, ${pagePath}`)
  let met = true
  for (const [name, budget] of Object.entries(budgets)) {
    const value = median(results.map((figures) => figures[name]))
    const ok = 'min' in budget ? value >= budget.min : value <= budget.max
    if (!ok) met = false
    const limit = 'min' in budget ? `≥ ${budget.min}` : `≤ ${budget.max}`
    console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(15)} ${String(value).padStart(7)}   budget ${limit}`)
  }
  process.exitCode = met ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
}
