import { dirname, join } from 'node:path'
import { utilityProcess } from 'electron'
import { workerMessageSchema } from '@shared/worker'
import type { ChildPort, LaunchOptions } from '../server/supervisor'

/** Environment the embedded server inherits from the app (tests and power users). */
const PASSED_THROUGH = [
  'SHOP_DEMO',
  'SHOP_ADMIN_LOGIN',
  'SHOP_ADMIN_PASSWORD',
  'NOVA_POSHTA_API_URL',
  'NOVA_POSHTA_PRINT_URL',
  'DATABASE_URL',
  'BACKUP_DIR',
  'BACKUP_KEEP_DAYS',
  'BACKUP_EVERY_HOURS',
] as const

/** Where the server's output goes: main's log, scope `server` (same file, same redaction). */
export interface ServerLog {
  info(...data: unknown[]): void
  error(...data: unknown[]): void
}

/**
 * V8 options of the server's process (docs/performance.md, "The server's memory"):
 * - `--max-semi-space-size=8`: Node 24's V8 sizes the young generation at 64 MiB per
 *   semi-space by default (heap 161 MiB with 55 MiB in use after start); 16 MiB left the server
 *   about 120 MiB smaller, 8 MiB another 15–25 MiB, with the same request times and CPU time
 *   (an alternating A/B of two servers on one shop).
 * - `--heap-growing-percent=50`: after each full collection the old generation may grow by half
 *   of what is live before the next one, instead of V8's own factor (up to four times). The
 *   server keeps about 40 MiB live; with V8's factor its heap grew from 74 to 107 MiB over the
 *   desk's requests and to at most 203 MiB through a feed's run, the Prom feed and an export,
 *   with this one to 87 and 117 MiB, at the same request times.
 * The `serve` script of package.json passes the same options to `node`.
 */
export const SERVER_EXEC_ARGV = ['--max-semi-space-size=8', '--heap-growing-percent=50'] as const

/**
 * Environment of the server's process beyond its settings, for glibc's allocator on Linux (other
 * systems' allocators ignore it; docs/performance.md, "The server's memory"):
 * - `MALLOC_ARENA_MAX=1`: glibc gives threads that allocate at once arenas of their own (up to
 *   eight per core), and V8's compiler and GC threads and PGlite's work leave them fragmented:
 *   one arena held a 50,000-row supplier feed's run at 290–298 MiB against 333–353 MiB, at the
 *   same CPU time.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: blocks of 128 KiB and more are mapped on their own and
 *   given back when freed. Without it glibc raises that threshold each time such a block is
 *   freed, so the compiler's large blocks at start end up in the heap, which they leave
 *   fragmented: 51 against 35 MiB of heap once started, 304 against 268 MiB of server after the
 *   desk's requests on the 100,000-order shop.
 * `scripts/start.mjs` and `npm run bench` set them too.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '1', MALLOC_MMAP_THRESHOLD_: '131072' } as const

/**
 * Starts `server-worker.js` (built beside main) in a utilityProcess on a free loopback port. Its
 * stdout, stderr and log messages go into the app's log file, so a server that fails to start
 * (or crashes) leaves its reason where the error dialog points the user. `internalSecret` is what
 * main's own calls carry for the server's internal routes.
 */
export function forkEmbeddedServer(
  mainDir: string,
  dataDir: string,
  internalSecret: string,
  log: ServerLog,
  options: LaunchOptions = {},
): ChildPort {
  const env: Record<string, string> = {
    ...SERVER_ENV,
    SHOP_INTERNAL_SECRET: internalSecret,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
  }
  // Backups beside the data folder as before (`<userData>/backups`): one data folder per app, so
  // the folder is already that database's own (the server's default would be `data-backups`).
  env['BACKUP_DIR'] = join(dirname(dataDir), 'backups')
  // The server's compiled code between starts (src/server/code-cache.ts), beside them too.
  env['SHOP_CODE_CACHE'] = join(dirname(dataDir), 'code-cache')
  for (const key of PASSED_THROUGH) {
    const value = process.env[key]
    if (value) env[key] = value
  }
  if (process.env['PATH']) env['PATH'] = process.env['PATH']
  if (options.restoreBackup) env['SHOP_RESTORE_BACKUP'] = options.restoreBackup
  if (options.restoreBackup && options.fromAnotherShop) env['SHOP_RESTORE_FROM_ANOTHER_SHOP'] = '1'
  const child = utilityProcess.fork(join(mainDir, 'server-worker.js'), [], {
    serviceName: 'Shop server',
    env,
    execArgv: [...SERVER_EXEC_ARGV],
    stdio: 'pipe',
  })
  child.stdout?.on('data', (chunk: Buffer) => log.info(chunk.toString().trimEnd()))
  child.stderr?.on('data', (chunk: Buffer) => log.error(chunk.toString().trimEnd()))
  child.on('message', (raw: unknown) => {
    const message = workerMessageSchema.safeParse(raw)
    if (message.success && message.data.type === 'log') log.info(message.data.line)
  })
  return child
}
