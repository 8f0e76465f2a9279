// CPU per answer of a running server and of the load generator, for comparing two builds on a busy
// machine (bench/README.md, "Ratios on a shared machine"; decision 092).
//
//   node bench/cpu-per-request.mjs <server pid> <url> [seconds=3] [connections=50]
//
// Sends the client key pair from API_KEY and API_SECRET when set. Linux only (/proc).

import { readFileSync } from 'node:fs'
import autocannon from 'autocannon'

const [pid, url, seconds = '3', connections = '50'] = process.argv.slice(2)
if (!pid || !url) {
  console.error('usage: node bench/cpu-per-request.mjs <server pid> <url> [seconds] [connections]')
  process.exit(2)
}
/** The process's user + system CPU time so far, in microseconds (clock ticks of 10 ms). */
function serverCpuMicros() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10_000
}
const headers = process.env.API_KEY
  ? { 'x-api-key': process.env.API_KEY, 'x-api-secret': process.env.API_SECRET ?? '' }
  : {}
const options = { url, headers, connections: Number(connections) }

// The load runs on this thread (no worker), so process.cpuUsage() is the load generator's own cost.
await autocannon({ ...options, duration: 1 })
const server = serverCpuMicros()
const client = process.cpuUsage()
const result = await autocannon({ ...options, duration: Number(seconds) })
const serverSpent = serverCpuMicros() - server
const clientSpent = process.cpuUsage(client)
const answers = result.requests.total
console.log(
  [
    `${Math.round(result.requests.average)} req/s`,
    `server ${(serverSpent / answers).toFixed(1)} µs/answer`,
    `client ${((clientSpent.user + clientSpent.system) / answers).toFixed(1)} µs/answer`,
    `${Math.round(result.throughput.total / answers)} bytes/answer`,
    `non-2xx ${result.non2xx}`,
  ].join('  '),
)
