// autocannon's setupRequest for the listening-ingestion scenario (bench/ingest.mjs), loaded in the
// load generator's worker thread: each request is one member's batch, the members taken in turn, each
// report with a fresh id (a repeated id would count nothing and cost less). The members' cookies
// and their items come from the file bench/ingest.mjs wrote (BENCH_INGEST_FILE).
const { randomUUID } = require('node:crypto')
const { readFileSync } = require('node:fs')

const { members, batch } = JSON.parse(readFileSync(process.env.BENCH_INGEST_FILE, 'utf8'))
let next = 0

module.exports = function setupRequest(request) {
  const { cookie, items } = members[next % members.length]
  next += 1
  const reports = Array.from({ length: batch }, (_, index) => ({
    audioId: items[index % items.length],
    seconds: 60,
    reportId: randomUUID(),
    position: 60 * (1 + (next % 10)),
  }))
  request.headers = { ...request.headers, cookie, 'content-type': 'application/json' }
  request.body = JSON.stringify(reports)
  return request
}
