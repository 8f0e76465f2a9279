// Web budgets: starts the built server, runs Lighthouse (mobile preset, Debian's Chromium) on every
// page a visitor, member or staff member uses daily, signed in where the page needs a session (the
// demo accounts' cookies set in the browser, as a signed-in person has them: the app reads its
// session hint from document.cookie), cold (Lighthouse's default: cache, service worker and cache
// storage cleared) and warm (the previous load's cache kept), and prints the medians next to the
// budgets of issues 4, 19 (the landing) and 28 (every other page). Exits non-zero on a miss.
// Usage: npm run build && npm run bench:web
// Env: CHROME_PATH (default /usr/bin/chromium), BENCH_WEB_RUNS (default 3), BENCH_WEB_PATH (only the
// pages whose path contains this text, or is it exactly when it ends with `$`; several separated by `|`), BENCH_WEB_CACHE (`cold` or `warm`:
// only that one), BENCH_WEB_DETAILS=1 (print each run's LCP element, its phases, layout shifts and the
// scripts' main-thread time), BENCH_WEB_BLOCK (comma-separated URL patterns Lighthouse blocks, e.g.
// `*.mp4`, to see what a resource costs), BENCH_WEB_REPORTS (a folder: each run's Lighthouse report
// is written there as JSON, to open in the Lighthouse viewer).

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { createServer } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const builtServer = join(root, 'apps/api/dist/server.js')
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3)
const onlyPaths = (process.env.BENCH_WEB_PATH ?? '').split('|').filter(Boolean)
const onlyCache = process.env.BENCH_WEB_CACHE
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
const reportsDir = process.env.BENCH_WEB_REPORTS
if (reportsDir) mkdirSync(reportsDir, { recursive: true })

// Issue 19 (decision 022): the landing page hydrates only what a visitor can touch.
const landingBudgets = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 1200 },
  tbtMs: { max: 150 },
  cls: { max: 0 },
  jsKb: { max: 100 },
}
// Issue 28 (decision 022): the pages members and staff use every day. The JavaScript budget is the
// member's (the sign-in form and the panel before it is interactive: the catalogue and the back
// office's code stay out); the back office's JavaScript is printed, not budgeted.
const dailyBudgets = {
  performance: { min: 90 },
  accessibility: { min: 100 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 200 },
  cls: { max: 0.02 },
}
const memberBudgets = { ...dailyBudgets, jsKb: { max: 150 } }

/** The demo accounts SEED_DEMO creates (apps/api/src/seed). */
const member = { email: 'miembro@sosiego.app', password: 'Sosiego2026!' }
const staff = { email: 'admin@sosiego.app', password: 'Sosiego2026!' }

const pages = [
  { path: '/', budgets: landingBudgets },
  { path: '/login?mode=login', budgets: memberBudgets },
  { path: '/panel', account: member, budgets: memberBudgets },
  { path: '/panel/meditaciones', account: member, budgets: memberBudgets },
  { path: '/panel/progreso', account: member, budgets: memberBudgets },
  { path: '/panel/suscripcion', account: member, budgets: memberBudgets },
  // Programas (issue 30): the demo member follows one of the three.
  { path: '/panel/programas', account: member, budgets: memberBudgets },
  { path: '/admin', account: staff, budgets: dailyBudgets },
  { path: '/admin/clientes', account: staff, budgets: dailyBudgets },
].filter(
  ({ path }) =>
    onlyPaths.length === 0 ||
    onlyPaths.some((part) => (part.endsWith('$') ? path === part.slice(0, -1) : path.includes(part))),
)

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
  const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => request.resourceType === 'Script')
    .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
  console.log(
    `  scripts (KB over the wire): ${scripts.map((request) => `${new URL(request.url).pathname.replace('/assets/', '')} ${((request.transferSize ?? 0) / 1024).toFixed(1)}`).join(', ')}`,
  )
  const chain = lhr.audits['critical-request-chains']?.details?.longestChain
  if (chain)
    console.log(
      `  longest request chain: ${chain.length} requests, ${Math.round(chain.duration)} ms, ${Math.round(chain.transferSize / 1024)} KB`,
    )
  for (const item of lhr.audits['layout-shifts']?.details?.items ?? [])
    console.log(`  layout shift ${Number(item.score).toFixed(3)}: ${item.node?.snippet ?? '(no element)'}`)
  for (const item of (lhr.audits['long-tasks']?.details?.items ?? []).slice(0, 8))
    console.log(
      `  long task at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms ${String(item.url).slice(-40)}`,
    )
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** The session cookies the API sets on signing in, for the browser (cookies, not a header). */
async function sessionCookies(account) {
  const response = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`signing in as ${account.email} answered ${response.status}`)
  return response.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim())
    const at = pair.indexOf('=')
    const flags = attributes.map((attribute) => attribute.toLowerCase())
    const sameSite = attributes.find((attribute) => /^samesite=/i.test(attribute))?.split('=')[1]
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: '127.0.0.1',
      path: '/',
      httpOnly: flags.includes('httponly'),
      secure: false,
      ...(sameSite ? { sameSite: sameSite[0].toUpperCase() + sameSite.slice(1).toLowerCase() } : {}),
    }
  })
}

/** One Lighthouse run (the default configuration is the mobile preset: Moto G Power, slow 4G, 4x CPU). */
/** The gzip bodies of these scripts, asked again from the server (node:http, which does not decode them). */
async function gzipKb(urls) {
  let bytes = 0
  for (const url of new Set(urls))
    bytes += await new Promise((resolve, reject) =>
      httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let length = 0
        response.on('data', (chunk) => {
          length += chunk.length
        })
        response.on('end', () => resolve(length))
      }).on('error', reject),
    )
  return Number((bytes / 1024).toFixed(1))
}

async function measure(page, path, cache) {
  const result = await lighthouse(
    `${origin}${path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      blockedUrlPatterns,
      // Warm: the previous load's HTTP cache, service worker and cache storage stay.
      disableStorageReset: cache === 'warm',
    },
    undefined,
    page,
  )
  const lhr = result?.lhr
  if (!lhr) throw new Error('Lighthouse returned no result')
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  // The page's own scripts: the panel's service worker downloads the other pages' code on its own
  // thread when it installs, and those requests are not the page's.
  const scripts = requests.filter(
    (request) => request.resourceType === 'Script' && request.url.startsWith(origin),
  )
  const figures = {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    'best-practices': Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    // The budget's unit: the scripts' bodies as gzip sends them.
    jsKb: await gzipKb(scripts.map((request) => request.url)),
    // What crossed the wire in the whole visit: brotli, as the browser asked, each response's headers included.
    wireJsKb: Number(
      (scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
  }
  // A signed-in page that redirected measured the wrong page: reported, not averaged in.
  const landed = new URL(lhr.finalDisplayedUrl)
  if (`${landed.pathname}${landed.search}` !== path) return { error: `landed on ${landed.pathname}` }
  return { figures, lhr }
}

try {
  const load = loadavg()[0]
  if (load > 1)
    console.log(
      `warning: load average ${load.toFixed(1)}: figures from a busy machine vary (issue 28 asks for under 1)`,
    )
  await waitForHealth()
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags })
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const tab = await browser.newPage()
  const cookies = new Map()
  const table = []
  let met = true
  for (const { path, account, budgets } of pages) {
    await browser.deleteCookie(...(await browser.cookies()))
    if (account) {
      if (!cookies.has(account)) cookies.set(account, await sessionCookies(account))
      await browser.setCookie(...cookies.get(account))
    }
    for (const cache of ['cold', 'warm'].filter((name) => !onlyCache || name === onlyCache)) {
      // Warm runs follow one unmeasured load that fills the cache (and installs the service worker).
      if (cache === 'warm') await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle0' })
      const results = []
      for (let run = 1; run <= runs; run++) {
        const { figures, lhr, error } = await measure(tab, path, cache)
        if (error) {
          // A run Chromium could not complete is reported, not averaged in as zeros.
          console.log(`${path} ${cache} run ${run}/${runs}: failed (${error})`)
          continue
        }
        console.log(`${path} ${cache} run ${run}/${runs}:`, JSON.stringify(figures))
        if (reportsDir) {
          const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}-${cache}-${run}.json`
          writeFileSync(join(reportsDir, name), JSON.stringify(lhr))
        }
        if (showDetails) printDetails(lhr)
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id)
        if (results.length === 0 && failing.length) console.log('  failing audits:', failing.join(', '))
        results.push(figures)
      }
      if (results.length === 0) {
        met = false
        table.push({ path, cache, rows: [] })
        continue
      }
      const rows = Object.entries(budgets)
        // Warm loads transfer little JavaScript (it is cached): the budget is the first visit's.
        .filter(([name]) => !(cache === 'warm' && name === 'jsKb'))
        .map(([name, budget]) => {
          const value = median(results.map((figures) => figures[name]))
          const ok = 'min' in budget ? value >= budget.min : value <= budget.max
          if (!ok) met = false
          return { name, value, ok, limit: 'min' in budget ? `≥ ${budget.min}` : `≤ ${budget.max}` }
        })
      if (cache === 'cold') {
        if (!budgets.jsKb) {
          const value = median(results.map((figures) => figures.jsKb))
          rows.push({ name: 'jsKb', value, ok: true, limit: '(printed)' })
        }
        const value = median(results.map((figures) => figures.wireJsKb))
        rows.push({
          name: 'wireJsKb',
          value,
          ok: true,
          limit: '(printed: the whole visit, headers included)',
        })
      }
      table.push({ path, cache, runs: results.length, rows })
    }
  }
  await browser.disconnect()
  console.log(`\nLighthouse, mobile preset, median of up to ${runs} runs per page and cache`)
  for (const { path, cache, runs: counted, rows } of table) {
    console.log(`\n${path} (${cache}${counted ? `, ${counted} runs` : ': no run completed'})`)
    for (const { name, value, ok, limit } of rows)
      console.log(`${ok ? 'ok  ' : 'MISS'} ${name.padEnd(15)} ${String(value).padStart(7)}   budget ${limit}`)
  }
  process.exitCode = met ? 0 : 1
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
}
