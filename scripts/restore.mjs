// `npm run restore -- file`: into an empty DATA_DIR (and the empty database DATABASE_URL names, for a
// PostgreSQL backup). See docs/operations.md.
import { BackupError, restore } from './backup-archive.mjs'

const file = process.argv[2]
if (!file) {
  console.error('Indica la copia que restaurar: npm run restore -- sosiego-backup-….tar.gz')
  process.exit(1)
}
try {
  const { driver, createdAt } = restore(file)
  console.log(`Restaurada la copia (${driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}) del ${createdAt}`)
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exit(1)
}
