import { join } from 'node:path'
import { msg, SaidError, text, textOf } from '@shared/messages'
import '@shared/messages/ukrainian'
import { mainMessageSchema, type WorkerMessage } from '@shared/worker'
import { parseBackupName } from './backup/files'
import { ForeignBackupError, RestoreError, restoreDataDir } from './backup/restore'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { describeStart, startServer } from './start'

/**
 * The embedded server as Electron's main runs it in a `utilityProcess`: main passes the
 * environment (PORT 0 for a free port, HOST 127.0.0.1, DATA_DIR in the user's data folder) and
 * listens on the parent port for what this process reports.
 */

/** The part of Electron's `process.parentPort` used here (no electron import on the server). */
export interface ParentPort {
  postMessage(message: WorkerMessage): void
  on(event: 'message', listener: (event: { data: unknown }) => void): void
}

export interface EmbeddedOptions {
  /** Absent when started by hand: messages then go to the console as JSON lines. */
  parentPort?: ParentPort
  env: Record<string, string | undefined>
  exit: (code: number) => void
  /** Where to hook SIGTERM/SIGINT (the process in production). */
  signals?: { once(signal: 'SIGTERM' | 'SIGINT', listener: () => void): unknown }
}

export async function runEmbedded(options: EmbeddedOptions): Promise<void> {
  const report = (message: WorkerMessage) => {
    if (options.parentPort) options.parentPort.postMessage(message)
    else console.log(message.type === 'log' ? message.line : JSON.stringify(message))
  }
  try {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', ...options.env })
    const restore = options.env['SHOP_RESTORE_BACKUP']
    if (restore) {
      const foreign = options.env['SHOP_RESTORE_FROM_ANOTHER_SHOP']
      for (const line of await restoreBackup(config, restore, foreign)) {
        report({ type: 'log', line })
      }
    }
    // The log goes to main, which writes it with its own logger (src/server/http/logger.ts).
    const server = await startServer(config, {
      level: 'warn',
      write: (line) => report({ type: 'log', line: line.trimEnd() }),
    })
    for (const line of describeStart(server.report)) report({ type: 'log', line })
    const stop = () => {
      server.stop().then(
        () => options.exit(0),
        () => options.exit(1),
      )
    }
    options.parentPort?.on('message', (event) => {
      const message = mainMessageSchema.safeParse(event.data)
      if (message.success && message.data.type === 'stop') stop()
    })
    options.signals?.once('SIGTERM', stop)
    options.signals?.once('SIGINT', stop)
    report({ type: 'listening', url: server.url })
  } catch (error) {
    // What main's dialog says, in the desk's language: the reason's code; a configuration's
    // error (the environment's, an operator's) as its text.
    const said =
      error instanceof SaidError
        ? error.said
        : error instanceof ConfigError
          ? null
          : msg('start.failed', { detail: error instanceof Error ? error.message : String(error) })
    report({
      type: 'error',
      message: said ? textOf(said) : (error as ConfigError).message,
      ...(said ? { said } : {}),
      ...(error instanceof ForeignBackupError ? { code: 'foreign-backup' as const } : {}),
    })
    options.exit(1)
  }
}

/**
 * Main asks for a restore by starting the worker with `SHOP_RESTORE_BACKUP=<name>`: the database
 * is closed then (no server holds the folder), and this process owns the backup folder. Only a
 * backup's name is accepted, resolved in the configured folder, never a path.
 */
async function restoreBackup(
  config: ServerConfig,
  name: string,
  fromAnotherShop: string | undefined,
): Promise<string[]> {
  const dir = config.backup.dir
  if (!parseBackupName(name) || !dir || config.database.kind !== 'pglite') {
    throw new RestoreError(msg('backup.notHere', { name }))
  }
  const result = await restoreDataDir({
    file: join(dir, name),
    dataDir: config.database.dataDir,
    backupDir: dir,
    fromAnotherShop: fromAnotherShop === '1',
  })
  // Lines for main's log, in Ukrainian.
  return [
    text('backup.restoredFrom', { name }),
    ...(result.warning ? [textOf(result.warning)] : []),
    ...(result.safetyBackup ? [text('backup.savedAs', { name: result.safetyBackup })] : []),
  ]
}
