import { buildApp, type ShopApp } from './app'
import { scheduleBackups } from './backup/schedule'
import type { ServerConfig } from './config'
import type { Database } from './db/client'
import type { LogTarget } from './http/logger'
import { scheduleMaintenance } from './db/maintenance'
import { scheduleTtnRefresh } from './resources/ttn-refresh'
import { scheduleImports } from './marketplaces/runner'

/**
 * The app over an open, migrated database: its routes, its timers (vacuum, backups, TTN
 * statuses, marketplace imports), listening.
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
  const stopMaintenance = scheduleMaintenance(database, (error) =>
    app.log.error({ err: error }, 'vacuum failed'),
  )
  app.addHook('onClose', async () => stopMaintenance())
  // On the console as well as the log: a backup that silently stops is found out too late.
  const stopBackups = scheduleBackups(app.shop.backups, config.backup.everyHours, (error) =>
    console.error(
      'Автоматична резервна копія не вдалася:',
      error instanceof Error ? error.message : error,
    ),
  )
  app.addHook('onClose', async () => stopBackups())
  const stopTtnRefresh = scheduleTtnRefresh(app, config.ttnRefreshMinutes)
  app.addHook('onClose', async () => stopTtnRefresh())
  const stopImports = scheduleImports(app, config.importMinutes ?? 0)
  app.addHook('onClose', async () => stopImports())
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    await app.close()
    throw error
  }
  return app
}
