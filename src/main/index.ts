import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  net,
  Notification,
  protocol,
  safeStorage,
  session as electronSession,
  shell,
} from 'electron'
import log from 'electron-log/main'
import electronUpdater from 'electron-updater'
import type { UpdateStatus } from '@shared/updates'
import type { ConnectionSettings } from '@shared/bridge'
import { INFORMER_POLL_MS } from '@shared/informers'
import type { PushChannel, PushChannels } from '@shared/ipc'
import { createCarrierProxy } from './carrier/carrier-proxy'
import { createInformerPoller } from './informers/poller'
import { createIpcRouter, IpcRefusal } from './ipc/router'
import { createPrefsService } from './prefs/prefs-store'
import { serveAppRequest } from './protocol/serve'
import {
  APP_SCHEME,
  APP_URL,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
} from './security/policy'
import { createBackupsService } from './server/backups'
import { createExportService } from './exports/save'
import { createPrintService } from './print/print'
import { renderInHiddenWindow } from './print/window'
import { removeFile, writeBodyToFile } from './exports/file'
import { createSupervisor } from './server/supervisor'
import { mainAllowlist, rendererAllowlist } from './session/allowlist'
import { contractRoutes, requestFor } from '@shared/contract/map'
import { CookieJar } from './session/cookie-jar'
import { createSessionProxy } from './session/proxy'
import { forkEmbeddedServer } from './app/embedded'
import { createHandlers } from './app/handlers'
import { installAppMenu } from './app/menu'
import { openWorkstationStore } from './app/store'
import { createShopTray, type ShopTray } from './app/tray'
import {
  createCallsWindow,
  createMainWindow,
  watchWindowRenderer,
  type WindowContext,
} from './app/windows'
import { DEEP_LINK_SCHEME, findDeepLink, parseDeepLink } from './deeplink/parse'
import { createMainTexts } from './i18n/texts'
import { configureLog, type ConfigurableLog } from './log/setup'
import { chooseFeed, isOffered, offersRestart } from './updates/decide'
import { builtInFeed, readFeed } from './updates/feed'
import { createUpdateService } from './updates/service'

const mainDir = fileURLToPath(new URL('.', import.meta.url))
const e2e = process.env['SHOP_E2E'] === '1'
if (e2e && process.env['SHOP_USER_DATA']) app.setPath('userData', process.env['SHOP_USER_DATA'])

// The dev server (electron-vite dev) is trusted only in an unpackaged build.
const devUrl = !app.isPackaged ? process.env['ELECTRON_RENDERER_URL'] : undefined
const uiBase = devUrl ? new URL('/', devUrl).toString() : APP_URL
const appUrls = devUrl ? [APP_URL, uiBase] : [APP_URL]

protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
])

// Windows groups notifications and taskbar entries by this id (it must match the installer's).
if (process.platform === 'win32') app.setAppUserModelId('ua.shop.backoffice')

// shop-backoffice:// links open this app. Unpackaged (electron .) the OS must also pass the
// app's path to Electron, or the link would start a bare Electron.
if (process.defaultApp && process.argv[1]) {
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [process.argv[1]])
} else {
  app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME)
}

// macOS hands links over with open-url, possibly before `ready`: keep the last one until then.
let pendingLink: string | null = findDeepLink(process.argv)
let handleLink: (raw: string) => void = (raw) => (pendingLink = raw)
app.on('open-url', (event, url) => {
  event.preventDefault()
  handleLink(url)
})

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  void app.whenReady().then(start)
}

async function start() {
  const store = openWorkstationStore()
  const prefs = createPrefsService(store)
  const logDir = join(app.getPath('userData'), 'logs')
  const logging = configureLog(log as unknown as ConfigurableLog, logDir, prefs.get('logLevel'))
  const serverLog = log.scope('server')
  const texts = createMainTexts(prefs.get('language'))
  const { t } = texts
  // Electron's network stack: the OS's proxy settings and certificate store apply.
  const netFetch = (input: string, init: RequestInit) => net.fetch(input, init)
  log.info(`Shop Backoffice ${app.getVersion()} starting`)
  const rendererRoot = join(mainDir, '..', 'renderer')
  const icon = join(mainDir, '..', '..', 'resources', 'icon-512.png')
  const ctx: WindowContext = {
    preload: join(mainDir, '..', 'preload', 'index.cjs'),
    uiBase,
    prefs,
    icon,
    hidden: e2e && process.env['SHOP_E2E_SHOW'] !== '1',
  }

  protocol.handle(APP_SCHEME, async (request) => {
    const res = await serveAppRequest(request.url, rendererRoot, async (path) => {
      const info = await stat(path).catch(() => null)
      return info?.isFile() ? readFile(path) : null
    })
    return new Response(res.body as ConstructorParameters<typeof Response>[0], {
      status: res.status,
      headers: res.headers,
    })
  })

  const ses = electronSession.defaultSession
  ses.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(decidePermission(permission, details.requestingUrl, appUrls)),
  )
  ses.setPermissionCheckHandler((_wc, permission, origin) =>
    decidePermission(permission, origin, appUrls),
  )

  // --- the server this workstation talks to
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
    log: (message) => log.warn(message),
    onUrl: (url) => (embeddedUrl = url),
  })
  const serverUrl = () => {
    const c = prefs.connection()
    return c.mode === 'remote' ? c.url : embeddedUrl
  }

  // --- windows
  let mainWindow: BrowserWindow | null = null
  let callsWindow: BrowserWindow | null = null
  let quitting = false
  let tray: ShopTray | null = null

  const send = <K extends PushChannel>(channel: K, ...args: Parameters<PushChannels[K]>) => {
    for (const win of BrowserWindow.getAllWindows()) {
      if (!win.isDestroyed()) win.webContents.send(channel, ...args)
    }
  }
  const unsavedWindows = new Set<number>()
  const showMain = (route?: string) => {
    if (!mainWindow || mainWindow.isDestroyed()) {
      // A new window shows itself on ready-to-show (no blank flash).
      mainWindow = createMainWindow(ctx, route)
      watchWindowRenderer(mainWindow, 'main', log, texts.t)
      const id = mainWindow.id
      mainWindow.on('closed', () => unsavedWindows.delete(id))
      mainWindow.on('close', (event) => {
        // With a tray the app keeps polling in the background; "Вийти" in the tray quits.
        if (tray && !quitting) {
          event.preventDefault()
          mainWindow?.hide()
        }
      })
      return mainWindow
    }
    if (mainWindow.isMinimized()) mainWindow.restore()
    if (!ctx.hidden) mainWindow.show()
    mainWindow.focus()
    return mainWindow
  }
  const openRoute = (route: string) => {
    const fresh = !mainWindow || mainWindow.isDestroyed()
    const win = showMain(route)
    // A window just created loads the route itself; a running one is told to go there.
    if (!fresh) win.webContents.send('app:navigate', route)
  }
  const openCallsNew = () => {
    if (callsWindow && !callsWindow.isDestroyed()) {
      if (callsWindow.isMinimized()) callsWindow.restore()
      callsWindow.focus()
      return
    }
    callsWindow = createCallsWindow(ctx)
    watchWindowRenderer(callsWindow, 'callsNew', log, texts.t)
    const id = callsWindow.id
    callsWindow.on('closed', () => {
      unsavedWindows.delete(id)
      callsWindow = null
    })
  }

  // --- session, carrier, informers
  const jar = new CookieJar({ store, box: safeStorage })
  const liveNotes = new Set<Notification>()
  const notify = (n: { title: string; body: string; route?: string }) => {
    if (!Notification.isSupported()) return
    const note = new Notification({ title: n.title, body: n.body, icon })
    liveNotes.add(note)
    note.on('click', () => (n.route ? openRoute(n.route) : showMain()))
    note.on('close', () => liveNotes.delete(note))
    note.show()
  }
  const poller = createInformerPoller({
    fetchInformers: () => session.internal(requestFor('POST /api/settings/get_informers')),
    hasSession: () => session.hasSession(),
    intervalMs: INFORMER_POLL_MS,
    onUpdate: (list) => {
      send('informers:update', list)
      tray?.update(list)
    },
    onNotify: notify,
    texts: () => t,
    log: (message) => log.warn(message),
  })
  const session = createSessionProxy({
    getServerUrl: serverUrl,
    getServerIdentity: () => {
      const c = prefs.connection()
      return c.mode === 'remote' ? c.url : 'embedded'
    },
    jar,
    fetch: netFetch,
    allowRenderer: rendererAllowlist(contractRoutes()),
    allowMain: mainAllowlist(contractRoutes()),
    getInternalSecret: () => (prefs.connection().mode === 'remote' ? null : internalSecret),
    onSessionEnded: () => {
      poller.reset()
      callsWindow?.close()
      send('app:navigate', '/login')
    },
  })
  const carrier = createCarrierProxy({
    session,
    fetch: netFetch,
    log: (message, error) => log.warn(message, error),
    ...(process.env['NOVA_POSHTA_API_URL'] ? { apiUrl: process.env['NOVA_POSHTA_API_URL'] } : {}),
    ...(process.env['NOVA_POSHTA_PRINT_URL']
      ? { printUrl: process.env['NOVA_POSHTA_PRINT_URL'] }
      : {}),
  })

  async function switchConnection(next: ConnectionSettings) {
    prefs.setConnection(next)
    jar.clear()
    poller.reset()
    if (next.mode === 'remote') await supervisor.stop()
    else if (!embeddedUrl) await supervisor.start().catch(reportServerFailure)
    send('app:navigate', '/login')
  }

  // Exports: the save dialog over the asking window, in the user's downloads folder first.
  const exportsService = createExportService({
    async chooseFile(windowId, fileName) {
      const win = windowId === null ? null : BrowserWindow.fromId(windowId)
      const options = {
        defaultPath: join(app.getPath('downloads'), fileName),
        filters: [
          fileName.endsWith('.csv')
            ? { name: 'CSV', extensions: ['csv'] }
            : { name: 'Excel', extensions: ['xlsx'] },
        ],
      }
      const chosen = win
        ? await dialog.showSaveDialog(win, options)
        : await dialog.showSaveDialog(options)
      return chosen.canceled || !chosen.filePath ? null : chosen.filePath
    },
    stream: (req, signal) => session.stream(req, signal),
    write: writeBodyToFile,
    remove: removeFile,
    log: (m) => log.warn(m),
  })

  const printing = createPrintService({
    render: renderInHiddenWindow,
    printer: () => prefs.get('printer'),
    async chooseFile(windowId, fileName) {
      const win = windowId === null ? null : BrowserWindow.fromId(windowId)
      const options = {
        defaultPath: join(app.getPath('documents'), fileName),
        filters: [{ name: 'PDF', extensions: ['pdf'] }],
      }
      const chosen = win
        ? await dialog.showSaveDialog(win, options)
        : await dialog.showSaveDialog(options)
      return chosen.canceled || !chosen.filePath ? null : chosen.filePath
    },
    writeFile: (path, data) => writeFile(path, data),
    log: (m) => log.warn(m),
  })

  const backups = createBackupsService({
    request: (req) => session.request(req),
    embedded: () => prefs.connection().mode === 'embedded',
    stopServer: () => supervisor.stop(),
    startServer: (restoreBackup, fromAnotherShop) =>
      supervisor.start(restoreBackup ? { restoreBackup, fromAnotherShop: !!fromAnotherShop } : {}),
    afterRestart: () => {
      jar.clear()
      poller.reset()
      send('app:navigate', '/login')
    },
    log: (m) => console.warn(m),
  })

  function reportServerFailure(error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    log.error(message)
    void dialog
      .showMessageBox({
        type: 'error',
        title: t('dialog.serverTitle'),
        message: t('dialog.serverTitle'),
        detail: `${message}\n${t('dialog.seeLog')}\n${logging.file()}`,
        buttons: [t('dialog.openLogFolder'), t('dialog.close')],
        defaultId: 1,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (response === 0) void openLogFolder()
      })
  }

  async function openLogFolder(): Promise<boolean> {
    // shell.openPath answers an error text, or '' when the file manager opened the folder.
    const failure = await shell.openPath(logDir)
    if (failure) log.warn(`Cannot open the log folder: ${failure}`)
    return failure === ''
  }

  // --- updates: a generic feed (electron-builder.yml `publish`, or the workstation's prefs)
  const readBuiltInFeed = () => {
    try {
      return builtInFeed(readFileSync(join(process.resourcesPath, 'app-update.yml'), 'utf8'))
    } catch {
      return null
    }
  }
  const packagedFeed = app.isPackaged ? readBuiltInFeed() : null
  const autoUpdater = electronUpdater.autoUpdater
  autoUpdater.logger = log
  const updates = createUpdateService({
    updater: autoUpdater,
    currentVersion: app.getVersion(),
    feed: () => chooseFeed(prefs.get('updateFeed'), packagedFeed),
    packaged: app.isPackaged,
    unsavedWindows: () => unsavedWindows.size,
    onStatus: (status) => {
      send('updates:changed', status)
      if (status.state === 'ready') {
        notify({ title: t('notify.updateTitle'), body: t('notify.updateBody', status) })
      }
      refreshMenus(status)
    },
    log: (message) => log.warn(message),
  })
  function restartToUpdate() {
    const decision = updates.restart()
    if (decision.action === 'wait' && decision.reason === 'unsaved') {
      void dialog.showMessageBox({
        type: 'info',
        title: t('dialog.unsavedTitle'),
        message: t('dialog.unsavedTitle'),
        detail: t('dialog.unsavedBody'),
      })
    }
  }
  function readyUpdate(status: UpdateStatus) {
    return offersRestart(status) && status.state === 'ready'
      ? { version: status.version, run: restartToUpdate }
      : null
  }
  const menuActions = {
    openCallsNew,
    openRoute,
    openLogFolder: () => void openLogFolder(),
    checkUpdates: () => void updates.check(),
  }
  function refreshMenus(status: UpdateStatus = updates.status()) {
    installAppMenu(menuActions, { t, update: readyUpdate(status) })
    tray?.refresh()
  }

  // --- IPC: one router, every payload parsed, only the app's own frames heard
  const router = createIpcRouter(
    createHandlers({
      session,
      carrier,
      poller,
      prefs,
      serverUrl,
      embeddedUrl: () => embeddedUrl,
      openCallsNew,
      notify,
      switchConnection,
      backups,
      onPrefChanged: (key) => {
        if (key === 'callsWindowOnTop' && callsWindow && !callsWindow.isDestroyed()) {
          callsWindow.setAlwaysOnTop(prefs.get('callsWindowOnTop'))
        }
        if (key === 'language') {
          texts.setLanguage(prefs.get('language'))
          refreshMenus()
        }
        if (key === 'logLevel') logging.setLevel(prefs.get('logLevel'))
        if (key === 'updateFeed') void updates.check()
      },
      updates,
      setUnsaved: (id, unsaved) =>
        void (unsaved ? unsavedWindows.add(id) : unsavedWindows.delete(id)),
      openLogFolder,
      fetch: netFetch,
      exports: exportsService,
      printing,
      async checkFeed() {
        const feed = chooseFeed(prefs.get('updateFeed'), packagedFeed)
        if (!feed) return { ok: false, message: t('feed.none') }
        const res = await readFeed(feed, process.platform, netFetch)
        if (!res.ok) return res
        const key = isOffered(app.getVersion(), res.version) ? 'feed.newer' : 'feed.ok'
        return { ok: true, message: t(key, { url: feed, version: res.version }) }
      },
      print: (win) =>
        new Promise((resolve) => {
          const printer = prefs.get('printer')
          win.webContents.print(
            { silent: false, printBackground: true, ...(printer ? { deviceName: printer } : {}) },
            (ok, reason) => {
              if (!ok) log.warn(`Print failed: ${reason}`)
              resolve({ ok, message: ok ? '' : reason })
            },
          )
        }),
    }),
    () => appUrls,
  )
  for (const channel of router.channels) {
    ipcMain.handle(channel, (event, ...args: unknown[]) =>
      router
        .dispatch(
          channel,
          {
            frameUrl: event.senderFrame?.url ?? null,
            windowId: BrowserWindow.fromWebContents(event.sender)?.id ?? null,
          },
          args,
        )
        .catch((error: unknown) => {
          if (error instanceof IpcRefusal) throw error
          log.error(`IPC ${channel} failed`, error)
          throw new Error(t('dialog.internalError'))
        }),
    )
  }

  installAppMenu(menuActions, { t, update: null })
  try {
    tray = createShopTray(
      join(mainDir, '..', '..', 'resources', 'tray'),
      () => ({
        open: () => void showMain(),
        openCallsNew,
        openRoute,
        quit: () => app.quit(),
        ...(readyUpdate(updates.status())
          ? { restartToUpdate: readyUpdate(updates.status())! }
          : {}),
      }),
      () => t,
    )
  } catch (error) {
    // Some Linux desktops have no tray; the app then behaves like an ordinary window.
    log.warn('Tray unavailable', error)
  }

  // Every link, from any source, goes through the parser; anything unknown is refused.
  handleLink = (raw) => {
    const target = parseDeepLink(raw)
    if (!target) {
      log.warn(`Refused link: ${raw.slice(0, 200)}`)
      showMain()
      return
    }
    log.info(`Link: ${raw}`)
    if (target.kind === 'calls_new') openCallsNew()
    else openRoute(target.route)
  }

  if (e2e) {
    Object.assign(globalThis, {
      __shopE2E: {
        trayCount: () => tray?.count() ?? null,
        trayTooltip: () => tray?.tooltip() ?? null,
        windowUrls: () => BrowserWindow.getAllWindows().map((w) => w.webContents.getURL()),
        openCallsNew,
        refreshInformers: () => poller.refresh(),
        openLink: (raw: string) => handleLink(raw),
      },
    })
  }

  app.on('second-instance', (_event, argv) => {
    const link = findDeepLink(argv)
    if (link) handleLink(link)
    else showMain()
  })
  app.on('activate', () => showMain())
  app.on('before-quit', () => {
    quitting = true
    poller.stop()
    updates.stop()
  })
  app.on('will-quit', (event) => {
    if (!embeddedUrl) return
    event.preventDefault()
    void supervisor.stop().finally(() => {
      embeddedUrl = null
      app.quit()
    })
  })
  app.on('window-all-closed', () => {
    if (!tray) app.quit()
  })

  if (prefs.connection().mode === 'embedded') {
    await supervisor.start().catch(reportServerFailure)
  }
  const firstLink = pendingLink
  pendingLink = null
  if (firstLink) handleLink(firstLink)
  else showMain()
  poller.start()
  updates.start()
}

// Every web contents, present and future, gets the same guards.
app.on('web-contents-created', (_event, contents) => {
  const guard = (event: { preventDefault(): void }, url: string) => {
    const decision = decideNavigation(url, appUrls)
    if (decision.action === 'allow') return
    event.preventDefault()
    if (decision.openExternal) void shell.openExternal(decision.openExternal)
  }
  contents.on('will-navigate', guard)
  contents.on('will-redirect', guard)
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url)
    if (decision.openExternal) void shell.openExternal(decision.openExternal)
    return { action: 'deny' }
  })
})
