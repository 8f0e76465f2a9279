// A real PostgreSQL for the test suite: the machine's cluster, started if it is down, with a
// role and database of the suite's own. Answers the connection string, or undefined.
import { aptInstall, commandExists, log, output, run } from './setup.mjs'

const ROLE = 'sosiego_test'
const PASSWORD = 'sosiego_test'

function clusters() {
  // pg_lsclusters: "Ver Cluster Port Status Owner Data-directory Log-file"
  return output('pg_lsclusters', ['--no-header'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status] = line.trim().split(/\s+/)
      return { version, name, port: Number(port), online: status?.startsWith('online') }
    })
}

function psql(port, sql) {
  const asPostgres =
    process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : ['sudo', '-u', 'postgres']
  return output(asPostgres[0], [...asPostgres.slice(1), 'psql', '-p', String(port), '-tAc', sql]).trim()
}

export function ensurePostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  if (!commandExists('pg_lsclusters')) {
    log('Instalando PostgreSQL desde los paquetes de Debian')
    if (!aptInstall('postgresql')) return undefined
  }
  let cluster = clusters()[0]
  if (!cluster) return undefined
  if (!cluster.online) {
    log(`Arrancando PostgreSQL ${cluster.version}/${cluster.name}`)
    if (run('pg_ctlcluster', [cluster.version, cluster.name, 'start']) !== 0) return undefined
    cluster = clusters()[0]
  }
  try {
    if (psql(cluster.port, `select 1 from pg_roles where rolname = '${ROLE}'`) !== '1') {
      psql(cluster.port, `create role ${ROLE} login createdb password '${PASSWORD}'`)
    }
    // Each test file drops its database `with (force)`; an autovacuum worker busy in it belongs to no
    // role the suite's role is a member of, so without this grant the drop fails now and then.
    psql(cluster.port, `grant pg_signal_backend to ${ROLE}`)
    if (psql(cluster.port, `select 1 from pg_database where datname = '${ROLE}'`) !== '1') {
      psql(cluster.port, `create database ${ROLE} owner ${ROLE}`)
    }
  } catch (error) {
    console.error(`No se pudo preparar la base de datos de pruebas: ${error.message}`)
    return undefined
  }
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:${cluster.port}/${ROLE}`
}
