import { join } from 'node:path'
import type { NodeLogger } from 'electron-log'
import type { LogLevel } from '@shared/prefs'
import { redact } from './redact'

/** One log file up to this size; electron-log then keeps the previous one as `main.old.log`. */
export const LOG_MAX_BYTES = 5 * 1024 * 1024

/** The parts of electron-log (main or node flavour) this app configures. */
export type ConfigurableLog = Pick<NodeLogger, 'transports' | 'hooks'>

/**
 * Points the log at `<dir>/main.log` (rotating at LOG_MAX_BYTES), at the level from prefs, with
 * every message passed through `redact` first, so no cookie, password or API key is written.
 * Returns a setter for the level, which follows the prefs at once.
 */
export function configureLog(log: ConfigurableLog, dir: string, level: LogLevel) {
  log.transports.file.resolvePathFn = () => join(dir, 'main.log')
  log.transports.file.maxSize = LOG_MAX_BYTES
  log.hooks.push((message) => {
    message.data = message.data.map((item) => redact(item))
    return message
  })
  const setLevel = (next: LogLevel) => {
    log.transports.file.level = next
    log.transports.console.level = next
  }
  setLevel(level)
  return { setLevel, file: () => log.transports.file.getFile().path }
}
