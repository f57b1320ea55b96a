import { BackupCommandError, backupCommand, restoreCommand } from './backup/cli'
import { RestoreError } from './backup/restore'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { seedLargeDemo } from './demo/large'
import { seedLargePromFeed } from './demo/prom-large'
import { prepareDatabase } from './first-run'
import { StartError, describeStart, startServer } from './start'

const USAGE =
  'Використання: server-cli.js [demo-large --orders N [--prom-products N] | backup | restore <файл>]'

/**
 * `demo-large --orders N [--prom-products N]`: fills the configured database (DATA_DIR or
 * DATABASE_URL) with the demo shop and N orders in all, and as many products in the demo Prom
 * account's feed, for benchmarks; then exits.
 */
async function demoLarge(args: string[]): Promise<void> {
  const at = args.indexOf('--orders')
  const orders = at >= 0 ? Number(args[at + 1]) : 100_000
  if (!Number.isInteger(orders) || orders < 0 || orders > 5_000_000) {
    throw new ConfigError(`--orders: потрібне ціле число від 0 до 5 000 000. ${USAGE}`)
  }
  const config = loadConfig()
  const database = await openDatabase(config.database)
  try {
    for (const line of describeStart({
      ...(await prepareDatabase(database.db, config)),
      demo: null,
    }))
      console.log(line)
    const started = Date.now()
    let shown = 0
    const added = await seedLargeDemo(database.db, orders, (done) => {
      if (done - shown >= 20_000) {
        shown = done
        console.log(`… ${done} замовлень`)
      }
    })
    console.log(`Додано замовлень: ${added} за ${((Date.now() - started) / 1000).toFixed(1)} с`)
    const promAt = args.indexOf('--prom-products')
    if (promAt >= 0) {
      const prom = Number(args[promAt + 1])
      if (!Number.isInteger(prom) || prom < 0 || prom > 1_000_000) {
        throw new ConfigError(`--prom-products: потрібне ціле число від 0 до 1 000 000. ${USAGE}`)
      }
      console.log(`Додано товарів у фід Prom: ${await seedLargePromFeed(database.db, prom)}`)
    }
  } finally {
    await database.close()
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** `LOG_LEVEL`: the request log's level (src/server/http/logger.ts), info unless set. */
function logLevel(value: string | undefined): string {
  if (!value) return 'info'
  if (!LOG_LEVELS.includes(value)) {
    throw new ConfigError(`LOG_LEVEL: одне з ${LOG_LEVELS.join(', ')}.`)
  }
  return value
}

/** `npm run serve`: the standalone server and the web UI, configured by the environment. */
async function main(): Promise<void> {
  const config = loadConfig()
  const server = await startServer(config, { level: logLevel(process.env['LOG_LEVEL']) })
  for (const line of describeStart(server.report)) console.log(line)
  console.log(`Сервер працює: ${server.url}`)
  const shutdown = (signal: string) => {
    console.log(`Отримано ${signal}: зупиняю сервер…`)
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Не вдалося коректно зупинити сервер:', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

// Whatever this process writes (the database, backups, their folders) is the owner's alone;
// src/server/db/private.ts sets the modes of what PGlite writes regardless of the umask.
process.umask(0o077)
const [command, ...rest] = process.argv.slice(2)
const run =
  command === undefined
    ? main()
    : command === 'demo-large'
      ? demoLarge(rest)
      : command === 'backup'
        ? backupCommand(loadConfig(), process.env).then((line) => console.log(line))
        : command === 'restore'
          ? restoreCommand(loadConfig(), rest).then((lines) => lines.forEach((l) => console.log(l)))
          : Promise.reject(new ConfigError(`Невідома команда «${command}». ${USAGE}`))

run.catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof BackupCommandError ||
    error instanceof RestoreError ||
    error instanceof StartError
  )
    console.error(error.message)
  else console.error('Сервер не запустився:', error instanceof Error ? error.message : error)
  process.exit(1)
})
