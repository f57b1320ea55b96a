import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseAnswer, requestFor } from '@shared/contract/map'
import { MARKER_HEADER, MARKER_VALUE, SESSION_COOKIE } from '@shared/contract/http'
import { ConfigError, type ServerConfig } from '../config'
import { openDatabase } from '../db/client'
import { DataDirBusyError } from '../db/lock'
import { BACKUP_MESSAGES, createBackupService } from './service'
import { ForeignBackupError, restoreDataDir } from './restore'

/** A command that cannot do its work; `message` is the one line the user reads. */
export class BackupCommandError extends Error {
  override name = 'BackupCommandError'
}

function pgliteDir(config: ServerConfig): string {
  if (config.database.kind === 'postgres') throw new BackupCommandError(BACKUP_MESSAGES.postgres)
  if (config.database.dataDir === 'memory://') {
    throw new BackupCommandError(
      'DATA_DIR=memory://: тимчасову базу даних не можна ні зберегти, ні відновити.',
    )
  }
  return config.database.dataDir
}

/**
 * `npm run backup`. A stopped folder is opened and dumped here; while a server holds it (its lock
 * says so) only that server can dump it consistently, so the command asks it over HTTP as an
 * administrator (SHOP_ADMIN_LOGIN / SHOP_ADMIN_PASSWORD), through the same route as the UI.
 * Returns the line to print.
 */
export async function backupCommand(
  config: ServerConfig,
  env: Record<string, string | undefined>,
): Promise<string> {
  const dataDir = pgliteDir(config)
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupCommandError(`У ${dataDir} немає бази даних магазину: нема що зберігати.`)
  }
  let database
  try {
    database = await openDatabase(config.database)
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error
    return askRunningServer(config, env)
  }
  try {
    const file = await createBackupService(database, config.backup).create()
    return `Резервну копію збережено: ${resolve(config.backup.dir ?? '', file.name)}`
  } finally {
    await database.close()
  }
}

async function askRunningServer(
  config: ServerConfig,
  env: Record<string, string | undefined>,
): Promise<string> {
  const login = env['SHOP_ADMIN_LOGIN']
  const password = env['SHOP_ADMIN_PASSWORD']
  if (!login || !password) {
    throw new BackupCommandError(
      'Базу даних зараз відкрив сервер магазину, тож копію може зробити лише він. Задайте SHOP_ADMIN_LOGIN і SHOP_ADMIN_PASSWORD адміністратора (і PORT/HOST цього сервера), щоб команда попросила його, або натисніть «Створити копію» в налаштуваннях.',
    )
  }
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`
  const headers = { [MARKER_HEADER]: MARKER_VALUE, 'content-type': 'application/json' }
  const call = async (path: string, body: unknown, cookie?: string) => {
    try {
      return await fetch(`${base}${path}`, {
        method: 'POST',
        headers: cookie ? { ...headers, cookie } : headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10 * 60 * 1000),
      })
    } catch {
      throw new BackupCommandError(
        `Базу даних тримає сервер, але за адресою ${base} він не відповідає. Перевірте PORT і HOST.`,
      )
    }
  }
  const message = async (res: Response) =>
    ((await res.json().catch(() => null)) as { message?: string } | null)?.message ??
    `HTTP ${res.status}`
  const signedIn = await call('/login', { login, password })
  if (!signedIn.ok) {
    throw new BackupCommandError(`Сервер не впустив ${login}: ${await message(signedIn)}`)
  }
  const token = /(?:^|;\s*)shop_session=([^;]*)/.exec(
    signedIn.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '',
  )?.[1]
  const cookie = `${SESSION_COOKIE}=${token ?? ''}`
  try {
    const res = await call(requestFor('POST /api/backups/create').path, {}, cookie)
    if (!res.ok) throw new BackupCommandError(`Сервер не зробив копію: ${await message(res)}`)
    const item = parseAnswer('POST /api/backups/create', await res.json()).data
    return `Сервер зберіг резервну копію: ${resolve(config.backup.dir ?? '', item.name)}`
  } finally {
    await call('/logout', {}, cookie).catch(() => null)
  }
}

/** The words that let a restore replace this database with another database's backup. */
export const FROM_ANOTHER_SHOP = '--from-another-shop'

/**
 * `npm run restore -- <file> [--from-another-shop]`: only on a stopped server's folder. Returns
 * the lines to print.
 */
export async function restoreCommand(config: ServerConfig, args: string[]): Promise<string[]> {
  const dataDir = pgliteDir(config)
  const fromAnotherShop = args.includes(FROM_ANOTHER_SHOP)
  const files = args.filter((a) => a !== FROM_ANOTHER_SHOP)
  const [file] = files
  if (!file || files.length !== 1 || file.startsWith('--')) {
    throw new ConfigError(
      `Використання: npm run restore -- <файл резервної копії .tar.gz> [${FROM_ANOTHER_SHOP}]`,
    )
  }
  try {
    const result = await restoreDataDir({
      file: resolve(file),
      dataDir,
      backupDir: config.backup.dir,
      fromAnotherShop,
      log: (line) => console.warn(line),
    })
    return [
      `Базу даних у ${dataDir} відновлено з ${resolve(file)}.`,
      ...(result.safetyBackup
        ? [`Попередній стан збережено як ${resolve(config.backup.dir ?? '', result.safetyBackup)}.`]
        : []),
    ]
  } catch (error) {
    if (error instanceof DataDirBusyError) {
      throw new BackupCommandError(
        `Сервер магазину зараз працює з базою даних у ${dataDir}. Зупиніть його, відновіть копію і запустіть знову.`,
      )
    }
    if (error instanceof ForeignBackupError) {
      throw new BackupCommandError(
        `${error.message} Якщо саме нею треба замінити цю базу даних, повторіть команду з ${FROM_ANOTHER_SHOP}.`,
      )
    }
    throw error
  }
}
