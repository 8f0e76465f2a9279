// `npm test`: install what is missing, then typecheck, lint, unit and integration tests on PGlite
// and on PostgreSQL, build, and the browser suite against the built server. Every step runs even
// after a failure, so one run shows everything that is wrong; the exit code is non-zero if any failed.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensurePostgres } from './postgres.mjs'
import { ensureChromium, ensureDependencies, log, run } from './setup.mjs'

ensureDependencies()
const chromium = ensureChromium()
const postgresUrl = ensurePostgres()

const reports = mkdtempSync(path.join(os.tmpdir(), 'sosiego-reports-'))
const steps = []
const totals = { passed: 0, failed: 0, skipped: 0 }
const retried = []

/** Titles of the Playwright tests that needed a retry (passed or not), from its JSON report. */
function retriedTests(suites, parents = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.some((t) => t.results.length > 1)
        ? [[...parents, suite.title, spec.title].filter(Boolean).join(' › ')]
        : [],
    ),
    ...retriedTests(suite.suites ?? [], [...parents, suite.title]),
  ])
}

function step(name, command, args, { env, report, readCounts } = {}) {
  log(name)
  const status = run(command, args, env)
  if (report) {
    try {
      const counts = readCounts(JSON.parse(readFileSync(report, 'utf8')))
      for (const key of Object.keys(totals)) totals[key] += counts[key]
    } catch {
      // No report: the runner did not get as far as running tests; its exit status says so.
    }
  }
  steps.push({ name, ok: status === 0 })
  return status === 0
}

function skip(name, why) {
  log(`${name}: no se puede ejecutar (${why})`)
  steps.push({ name, ok: false })
}

const vitestCounts = (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
})
const vitest = (file, ...extra) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, file)}`,
  ...extra,
]

step('Comprobación de tipos (tsc -b)', 'npx', ['tsc', '-b'])
step('Lint, formato y capas de la API (npm run lint)', 'npm', ['run', 'lint'])
step('Pruebas unitarias y de integración en PGlite', 'npx', vitest('vitest-pglite.json'), {
  report: path.join(reports, 'vitest-pglite.json'),
  readCounts: vitestCounts,
})
if (postgresUrl) {
  step('Pruebas de integración en PostgreSQL', 'npx', vitest('vitest-postgres.json', '--project', 'api'), {
    env: { TEST_DATABASE_URL: postgresUrl },
    report: path.join(reports, 'vitest-postgres.json'),
    readCounts: vitestCounts,
  })
} else {
  skip('Pruebas de integración en PostgreSQL', 'no hay un servidor PostgreSQL disponible')
}
const built = step('Compilación (web y servidor)', 'npm', ['run', 'build'])
if (built && chromium) {
  const playwrightReport = path.join(reports, 'playwright.json')
  step(
    'Pruebas de extremo a extremo (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--reporter=list,json'],
    {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
      report: playwrightReport,
      readCounts: (r) => {
        for (const title of retriedTests(r.suites)) retried.push(title)
        return {
          passed: r.stats.expected + r.stats.flaky,
          failed: r.stats.unexpected,
          skipped: r.stats.skipped,
        }
      },
    },
  )
} else {
  skip(
    'Pruebas de extremo a extremo (Playwright, Chromium)',
    built ? 'falta Chromium' : 'la compilación falló',
  )
}
rmSync(reports, { recursive: true, force: true })

console.log('\nResumen:')
for (const { name, ok } of steps) console.log(`  ${ok ? '✔' : '✘'} ${name}`)
if (retried.length > 0) {
  console.log(`\nReintentadas (${retried.length}): pasaron o fallaron en un segundo intento:`)
  for (const title of retried) console.log(`  ↻ ${title}`)
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(steps.every((s) => s.ok) ? 0 : 1)
