import { buildApp, type ShopApp } from './app'
import { scheduleBackups } from './backup/schedule'
import type { ServerConfig } from './config'
import type { Database } from './db/client'
import type { LogTarget } from './http/logger'
import { scheduleMaintenance } from './db/maintenance'
import { scheduleTtnRefresh } from './resources/ttn-refresh'
import { scheduleImports } from './marketplaces/runner'
import { createScheduler } from './scheduler'
import { PARSERS_TICK_MS, runDueParsers } from './supply/parsers/run'

/**
 * The app over an open, migrated database: its routes, its scheduled jobs (vacuum, backups, TTN
 * statuses, marketplace imports, supplier feeds), listening.
 * When it cannot listen (the port is taken) it closes everything, the database too, so a
 * second try finds the data folder free.
 */
export async function listenOn(
  config: ServerConfig,
  database: Database,
  log?: LogTarget,
): Promise<ShopApp> {
  let app: ShopApp
  try {
    app = await buildApp({ config, database, ...(log ? { log } : {}) })
  } catch (error) {
    await database.close()
    throw error
  }
  // One scheduler for the server's periodic work (src/server/scheduler.ts), stopped on close.
  const scheduler = createScheduler((name, error) => {
    // On the console as well as the log: a backup that silently stops is found out too late.
    if (name === 'backup') {
      console.error(
        'Автоматична резервна копія не вдалася:',
        error instanceof Error ? error.message : error,
      )
    }
    app.log.error({ err: error, job: name }, 'a scheduled job failed')
  })
  scheduleMaintenance(scheduler, database)
  scheduleBackups(scheduler, app.shop.backups, config.backup.everyHours)
  scheduleTtnRefresh(scheduler, app, config.ttnRefreshMinutes)
  scheduleImports(scheduler, app, config.importMinutes ?? 0)
  // Supplier feeds: each parser's own interval decides; the tick only looks for the due ones.
  const closing = new AbortController()
  scheduler.add({
    name: 'parsers',
    everyMs: PARSERS_TICK_MS,
    run: () => runDueParsers(app, closing.signal),
  })
  app.addHook('onClose', async () => {
    scheduler.stop()
    closing.abort()
  })
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    throw error
  }
  return app
}
