// `npm run backup [-- file]`: the database and DATA_DIR's files in one archive (see docs/operations.md).
import { BackupError, backup } from './backup-archive.mjs'

const file = process.argv[2] ?? `sosiego-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`
try {
  const { file: written, driver } = backup(file)
  console.log(`Copia de seguridad (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}) escrita en ${written}`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exit(1)
}
