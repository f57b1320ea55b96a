// The database alone, for `npm run bench`: a bare Node process that opens a data folder with the
// server's PGlite options (src/server/db/pglite-options.ts, loaded as TypeScript by Node itself)
// and asks `select 1`, nothing of the server loaded. What it costs is what any server on PGlite
// pays before its own work: the start's floor and the memory's. Writes `ready` when the answer
// came (the parent times its spawn to that line, as it times the server's spawn to its first
// answer), then one JSON line: RSS at that moment, its peak and its last value while V8 goes on
// compiling PostgreSQL's hot functions in the background (`watchMs`, read every 100 ms).
// Usage: node scripts/lib/database-alone.mjs DATA_DIR [watchMs]
import { readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_OPTIONS } from '../../src/server/db/pglite-options.ts'

const rssMiB = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024

const [dataDir, watch = '5000'] = process.argv.slice(2)
if (!dataDir) throw new Error('usage: database-alone.mjs DATA_DIR [watchMs]')
const db = new PGlite(dataDir, PGLITE_OPTIONS)
await db.waitReady
await db.query('select 1')
const readyRss = rssMiB()
process.stdout.write('ready\n')
let peakRss = readyRss
let lastRss = readyRss
for (let waited = 0; waited < Number(watch); waited += 100) {
  await new Promise((resolveWait) => setTimeout(resolveWait, 100))
  lastRss = rssMiB()
  peakRss = Math.max(peakRss, lastRss)
}
await db.close()
console.log(JSON.stringify({ readyRss, peakRss, lastRss }))
