import type { ShopApp } from './app'
import { countUsers } from './auth/users'
import { ConfigError, type ServerConfig } from './config'
import { openDatabase } from './db/client'
import { prepareDatabase, type StartReport } from './first-run'
import { listensOnLoopbackOnly } from './http/hosts'
import { listenOn } from './listen'

/** Why a server reachable from other machines will not start with nobody to administer it. */
export const NO_ADMIN_MESSAGE = (host: string) =>
  `Сервер слухає не лише цей комп’ютер (HOST=${host}), а адміністратора ще немає: ` +
  'перший, хто відкрив би його, став би адміністратором. Задайте SHOP_ADMIN_LOGIN і ' +
  'SHOP_ADMIN_PASSWORD або запустіть один раз з HOST=127.0.0.1 і створіть адміністратора.'

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
    // The first-run screen would hand the shop to the first visitor from anywhere.
    if (!listensOnLoopbackOnly(config.host) && (await countUsers(database.db)) === 0) {
      throw new ConfigError(NO_ADMIN_MESSAGE(config.host))
    }
  } catch (error) {
    await database.close()
    throw error
  }
  const app = await listenOn(config, database)
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
