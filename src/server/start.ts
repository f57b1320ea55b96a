import { constants, existsSync, statSync } from 'node:fs'
import { access } from 'node:fs/promises'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { msg, SaidError } from '@shared/messages'
import '@shared/messages/ukrainian'
import type { ShopApp } from './app'
import { listBackups } from './backup/files'
import { countUsers } from './auth/users'
import type { ServerConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirDamagedError } from './db/guarded-open'
import { prepareDatabase, type StartReport } from './first-run'
import { listensOnLoopbackOnly } from './http/hosts'
import { listenOn } from './listen'
import type { LogTarget } from './http/logger'

/** Why a server reachable from other machines will not start with nobody to administer it. */
export const NO_ADMIN_MESSAGE = (host: string) => msg('start.noAdmin', { host })

export interface RunningServer {
  app: ShopApp
  url: string
  report: StartReport
  /** Stops accepting requests, finishes the ones in flight, closes the database. */
  stop(): Promise<void>
}

/**
 * A start that cannot go on; `said` is the one line the person reads (`message` in Ukrainian,
 * for the console). Nothing was changed.
 */
export class StartError extends SaidError {
  override name = 'StartError'
}

/** Why a start stops (`@shared/messages`: `start.*`). */
export const START_MESSAGES = {
  portTaken: (host: string, port: number) => msg('start.portTaken', { host, port }),
  portRefused: (host: string, port: number, code: string) =>
    msg('start.portRefused', { host, port, code }),
  notFolder: (dataDir: string) => msg('start.notFolder', { dataDir }),
  notWritable: (dataDir: string) => msg('start.notWritable', { dataDir }),
  damaged: (dataDir: string, newest: string | null, backupDir: string | null) =>
    newest
      ? msg('start.damaged', { dataDir, newest })
      : backupDir
        ? msg('start.damagedNoBackupIn', { dataDir, backupDir })
        : msg('start.damagedNoBackup', { dataDir }),
} as const

/** Whether the port can be had, tried before anything is written. PORT 0 takes any free one. */
async function checkPort(host: string, port: number): Promise<void> {
  if (port === 0) return
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new StartError(
          error.code === 'EADDRINUSE'
            ? START_MESSAGES.portTaken(host, port)
            : START_MESSAGES.portRefused(host, port, error.code ?? error.message),
        ),
      )
    })
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()))
  })
}

/** The data folder is a folder (or can be made one) this process may write to. */
async function checkFolder(dataDir: string): Promise<void> {
  if (existsSync(dataDir)) {
    if (!statSync(dataDir).isDirectory()) throw new StartError(START_MESSAGES.notFolder(dataDir))
    await access(dataDir, constants.W_OK | constants.X_OK).catch(() => {
      throw new StartError(START_MESSAGES.notWritable(dataDir))
    })
    return
  }
  let parent = dirname(dataDir)
  while (!existsSync(parent) && dirname(parent) !== parent) parent = dirname(parent)
  await access(parent, constants.W_OK | constants.X_OK).catch(() => {
    throw new StartError(START_MESSAGES.notWritable(dataDir))
  })
}

/**
 * Opens the database, brings it up to date and listens: what both entries do. What can be
 * checked before anything is written is checked first (the port, the folder), and a database
 * that does not open is put back as it was (db/guarded-open.ts) and named in one line with the
 * way out, so a failed start leaves the folder as it found it.
 */
export async function startServer(config: ServerConfig, log?: LogTarget): Promise<RunningServer> {
  await checkPort(config.host, config.port)
  const target = config.database
  if (target.kind === 'pglite' && target.dataDir !== 'memory://') await checkFolder(target.dataDir)
  let database
  try {
    database = await openDatabase(target)
  } catch (error) {
    if (!(error instanceof DataDirDamagedError)) throw error
    const dir = config.backup.dir
    const [newest] = dir ? await listBackups(dir) : []
    throw new StartError(
      START_MESSAGES.damaged(error.dataDir, newest && dir ? join(dir, newest.name) : null, dir),
    )
  }
  let report: StartReport
  try {
    report = await prepareDatabase(database.db, config)
    // The first-run screen would hand the shop to the first visitor from anywhere.
    if (!listensOnLoopbackOnly(config.host) && (await countUsers(database.db)) === 0) {
      throw new StartError(NO_ADMIN_MESSAGE(config.host))
    }
  } catch (error) {
    await database.close()
    throw error
  }
  const app = await listenOn(config, database, log)
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
