import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { app } from 'electron'
import electronUpdater from 'electron-updater'
import type { UpdateStatus } from '@shared/updates'
import type { MainT } from '../i18n/texts'
import type { PrefsService } from '../prefs/prefs-store'
import { chooseFeed, isOffered, offersRestart } from '../updates/decide'
import { builtInFeed, readFeed } from '../updates/feed'
import { createUpdateService } from '../updates/service'

interface UpdateDeps {
  prefs: PrefsService
  t: MainT
  /** electron-log's main logger: the updater writes its own lines to it too. */
  log: NonNullable<typeof electronUpdater.autoUpdater.logger>
  fetch: Parameters<typeof readFeed>[2]
  unsavedWindows: () => number
  onStatus: (status: UpdateStatus) => void
  /** "Restart to update" was refused because a form has unsaved changes. */
  onWaitUnsaved: () => void
}

/** The built-in feed of a packaged app (electron-builder's app-update.yml), if any. */
function readBuiltInFeed(): string | null {
  if (!app.isPackaged) return null
  try {
    return builtInFeed(readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8'))
  } catch {
    return null
  }
}

/**
 * Updates from a generic feed (electron-builder.yml `publish`, or the workstation's prefs):
 * the service, the "restart to update" action the menus offer, and the workstation check.
 */
export function createDesktopUpdates(deps: UpdateDeps) {
  const packagedFeed = readBuiltInFeed()
  const feed = () => chooseFeed(deps.prefs.get('updateFeed'), packagedFeed)
  const autoUpdater = electronUpdater.autoUpdater
  autoUpdater.logger = deps.log
  const updates = createUpdateService({
    updater: autoUpdater,
    currentVersion: app.getVersion(),
    feed,
    packaged: app.isPackaged,
    unsavedWindows: deps.unsavedWindows,
    onStatus: deps.onStatus,
    log: (message) => deps.log.warn(message),
  })

  function restartToUpdate() {
    const decision = updates.restart()
    if (decision.action === 'wait' && decision.reason === 'unsaved') deps.onWaitUnsaved()
  }

  return {
    updates,
    /** The downloaded update the menus offer to restart into, or null. */
    readyUpdate(status: UpdateStatus = updates.status()) {
      return offersRestart(status) && status.state === 'ready'
        ? { version: status.version, run: restartToUpdate }
        : null
    },
    /** Reads the feed now, for the workstation check. */
    async checkFeed(): Promise<{ ok: boolean; message: string }> {
      const url = feed()
      if (!url) return { ok: false, message: deps.t('feed.none') }
      const res = await readFeed(url, process.platform, deps.fetch)
      if (!res.ok) return res
      const key = isOffered(app.getVersion(), res.version) ? 'feed.newer' : 'feed.ok'
      return { ok: true, message: deps.t(key, { url, version: res.version }) }
    },
  }
}
