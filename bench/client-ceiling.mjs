// How fast the load generator itself can take a read's answer (decision 094): each answer is captured
// once from a running server, byte for byte, and replayed by a bare TCP server that does nothing else;
// autocannon (in a worker, as in bench/run.mjs) is measured against it and against bare Fastify,
// alternated. The ratio is the ceiling of that scenario's ratio in `npm run bench`, whatever the
// server does: autocannon parses every header line and decodes every body into a string.
//
//   node bench/client-ceiling.mjs <server base url> [seconds=4] [rounds=2] <path>...
//
// Sends the client key pair from API_KEY and API_SECRET when set.

import net from 'node:net'
import autocannon from 'autocannon'
import Fastify from 'fastify'

const [base, seconds = '4', rounds = '2', ...paths] = process.argv.slice(2)
if (!base || paths.length === 0) {
  console.error('usage: node bench/client-ceiling.mjs <server base url> [seconds] [rounds] <path>...')
  process.exit(2)
}
const keys = process.env.API_KEY
  ? { 'x-api-key': process.env.API_KEY, 'x-api-secret': process.env.API_SECRET ?? '' }
  : {}

/** The whole answer to one GET, status line to the last body byte. */
function capture(path) {
  const url = new URL(base)
  const request = [
    `GET ${path} HTTP/1.1`,
    `host: ${url.host}`,
    ...Object.entries(keys).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n')
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request))
    const chunks = []
    socket.on('error', reject)
    socket.on('data', (chunk) => {
      chunks.push(chunk)
      const answer = Buffer.concat(chunks)
      const end = answer.indexOf('\r\n\r\n')
      const length = /content-length: *(\d+)/i.exec(answer.subarray(0, end).toString('latin1'))
      if (end === -1 || !length) return
      if (answer.length >= end + 4 + Number(length[1])) {
        socket.destroy()
        resolve(answer.subarray(0, end + 4 + Number(length[1])))
      }
    })
  })
}

/** Answers every request on a connection with the same bytes. */
function replay(answer) {
  const server = net.createServer((socket) => {
    socket.on('error', () => {})
    socket.on('data', (data) => {
      for (let at = data.indexOf('\r\n\r\n'); at !== -1; at = data.indexOf('\r\n\r\n', at + 4))
        socket.write(answer)
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function requestsPerSecond(url, headers) {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, connections: 50, duration: Number(seconds), workers: 1 }, (error, result) =>
      error ? reject(error) : resolve(result.requests.average),
    ),
  )
}

const bare = Fastify({ logger: false })
bare.get('/bare', async () => ({ status: 'ok', service: 'bare' }))
await bare.listen({ port: 0, host: '127.0.0.1' })
const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`

for (const path of paths) {
  const answer = await capture(path)
  const server = await replay(answer)
  const url = `http://127.0.0.1:${server.address().port}${path}`
  const ratios = []
  for (let round = 0; round < Number(rounds); round += 1) {
    const bareRate = await requestsPerSecond(bareUrl, {})
    const replayed = await requestsPerSecond(url, keys)
    ratios.push(
      `${((replayed / bareRate) * 100).toFixed(0)}% (${Math.round(replayed)}/${Math.round(bareRate)})`,
    )
  }
  console.log(`${path}: ${answer.length} bytes; replayed/bare ${ratios.join(', ')}`)
  server.close()
}
await bare.close()
