import { buildApp, type ShopApp } from './app'
import { scheduleBackups } from './backup/schedule'
import type { ServerConfig } from './config'
import { openDatabase } from './db/client'
import { scheduleMaintenance } from './db/maintenance'
import { prepareDatabase, type StartReport } from './first-run'
import { scheduleTtnRefresh } from './resources/ttn-refresh'
import { scheduleImports } from './marketplaces/runner'

export interface RunningServer {
  app: ShopApp
  url: string
  report: StartReport
  /** Stops accepting requests, finishes the ones in flight, closes the database. */
  stop(): Promise<void>
}

/** Opens the database, brings it up to date and listens: what both entries do. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const database = await openDatabase(config.database)
  let report: StartReport
  try {
    report = await prepareDatabase(database.db, config)
  } catch (error) {
    await database.close()
    throw error
  }
  const app = await buildApp({ config, database })
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
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  let stopping: Promise<void> | null = null
  return {
    app,
    url: `http://${host}:${port}/`,
    report,
    stop: () => (stopping ??= app.close()),
  }
}

/** One line per thing the start did, in Ukrainian, for the console. */
export function describeStart(report: StartReport): string[] {
  const lines: string[] = []
  if (report.migrations.length) lines.push(`Застосовано міграції: ${report.migrations.join(', ')}`)
  if (report.adminCreated) lines.push(`Створено адміністратора «${report.adminCreated}»`)
  if (report.demo) {
    const added = Object.entries(report.demo).filter(([, n]) => n > 0)
    if (added.length) {
      lines.push(`Додано демо-дані: ${added.map(([t, n]) => `${t} ${n}`).join(', ')}`)
    }
  }
  return lines
}
