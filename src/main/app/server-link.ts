import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { app } from 'electron'
import type { PrefsService } from '../prefs/prefs-store'
import { createSupervisor } from '../server/supervisor'
import { forkEmbeddedServer } from './embedded'

type ServerLog = Parameters<typeof forkEmbeddedServer>[3]

/**
 * The server this workstation talks to: the embedded one (started in a utilityProcess, its
 * database in the user data folder) or a remote one from the preferences.
 */
export function createServerLink(
  mainDir: string,
  prefs: PrefsService,
  serverLog: ServerLog,
  warn: (m: string) => void,
) {
  let embeddedUrl: string | null = null
  // Main's own calls to the server it starts carry this; the renderer never sees it.
  const internalSecret = randomBytes(32).toString('base64url')
  const supervisor = createSupervisor({
    fork: (options) =>
      forkEmbeddedServer(
        mainDir,
        join(app.getPath('userData'), 'data'),
        internalSecret,
        serverLog,
        options,
      ),
    log: warn,
    onUrl: (url) => (embeddedUrl = url),
  })
  const remote = () => {
    const c = prefs.connection()
    return c.mode === 'remote' ? c.url : null
  }
  return {
    supervisor,
    embeddedUrl: () => embeddedUrl,
    serverUrl: () => remote() ?? embeddedUrl,
    /** Which server the session's cookies belong to. */
    identity: () => remote() ?? 'embedded',
    internalSecret: () => (remote() === null ? internalSecret : null),
    /** Stops the embedded server before the app quits; false when none runs. */
    stopForQuit(quit: () => void): boolean {
      if (!embeddedUrl) return false
      void supervisor.stop().finally(() => {
        embeddedUrl = null
        quit()
      })
      return true
    },
  }
}
