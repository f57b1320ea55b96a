// `npm run demo:large -- --orders 100000`: fills the database the server is configured for
// (DATA_DIR, default ./.data, or DATABASE_URL) with the demo shop and that many orders.
// Runs the built server entry, so build first (`npm run build`).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const entry = resolve(import.meta.dirname, '../out/main/server-cli.js')
if (!existsSync(entry)) {
  console.error('Немає зібраного сервера (out/main/server-cli.js): спершу виконайте npm run build.')
  process.exit(1)
}
const result = spawnSync(process.execPath, [entry, 'demo-large', ...process.argv.slice(2)], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
