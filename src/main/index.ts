import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { app, BrowserWindow, net, Notification, protocol, safeStorage } from 'electron'
import log from 'electron-log/main'
import type { ConnectionSettings } from '@shared/bridge'
import { INFORMER_POLL_MS } from '@shared/informers'
import { contractRoutes, requestFor } from '@shared/contract/map'
import type { UpdateStatus } from '@shared/updates'
import { createCarrierProxy } from './carrier/carrier-proxy'
import { createInformerPoller } from './informers/poller'
import { createIpcRouter } from './ipc/router'
import { createPrefsService } from './prefs/prefs-store'
import { APP_SCHEME, APP_URL } from './security/policy'
import { createBackupsService } from './server/backups'
import { mainAllowlist, rendererAllowlist } from './session/allowlist'
import { CookieJar } from './session/cookie-jar'
import { createSessionProxy } from './session/proxy'
import { createDialogs } from './app/dialogs'
import { createDesktopExports, createDesktopPrinting, printPage } from './app/documents'
import { guardPermissions, guardWebContents, serveRenderer } from './app/guards'
import { createHandlers } from './app/handlers'
import { registerIpc } from './app/ipc'
import { installAppMenu } from './app/menu'
import { createServerLink } from './app/server-link'
import { openWorkstationStore } from './app/store'
import { createShopTray, type ShopTray } from './app/tray'
import { createDesktopUpdates } from './app/update-wiring'
import { createWindowManager, type WindowManager } from './app/window-manager'
import { DEEP_LINK_SCHEME, findDeepLink, parseDeepLink } from './deeplink/parse'
import { createMainTexts } from './i18n/texts'
import { configureLog } from './log/setup'

/**
 * The main process's composition root: it makes each area's service (the server link, the
 * session, windows, informers, updates, documents, IPC) from its module under `app/` and the
 * area folders, and wires them to each other and to Electron's app events.
 */

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

/** What every area gets: the workstation's prefs and texts, the log, the server, the windows. */
function openCore() {
  const store = openWorkstationStore()
  const prefs = createPrefsService(store)
  const logDir = join(app.getPath('userData'), 'logs')
  const logging = configureLog(log, logDir, prefs.get('logLevel'))
  const texts = createMainTexts(prefs.get('language'))
  const { t } = texts
  const warn = (message: string) => log.warn(message)
  log.info(`Shop Backoffice ${app.getVersion()} starting`)
  const icon = join(mainDir, '..', '..', 'resources', 'icon-512.png')
  const state = { tray: null as ShopTray | null, quitting: false }
  const windows = createWindowManager(
    {
      preload: join(mainDir, '..', 'preload', 'index.cjs'),
      uiBase,
      prefs,
      icon,
      hidden: e2e && process.env['SHOP_E2E_SHOW'] !== '1',
    },
    log,
    t,
    () => state.tray !== null && !state.quitting,
  )
  return {
    store,
    prefs,
    logging,
    texts,
    t,
    warn,
    state,
    windows,
    notify: notifier(windows, icon),
    // Electron's network stack: the OS's proxy settings and certificate store apply.
    netFetch: (input: string, init: RequestInit) => net.fetch(input, init),
    server: createServerLink(mainDir, prefs, log.scope('server'), warn),
    dialogs: createDialogs({ t, say: texts.say, logDir, logFile: () => logging.file(), log }),
  }
}
type Core = ReturnType<typeof openCore>

/** The session with the server (main holds its cookie), the carrier, informers and backups. */
function connect(core: Core) {
  const { prefs, server, windows, warn } = core
  const jar = new CookieJar({ store: core.store, box: safeStorage })
  const poller = createInformerPoller({
    fetchInformers: () => session.internal(requestFor('POST /api/settings/get_informers')),
    hasSession: () => session.hasSession(),
    intervalMs: INFORMER_POLL_MS,
    onUpdate: (list) => {
      windows.send('informers:subscribe', list)
      core.state.tray?.update(list)
    },
    onNotify: core.notify,
    texts: () => core.t,
    log: warn,
  })
  const session = createSessionProxy({
    getServerUrl: server.serverUrl,
    getServerIdentity: server.identity,
    jar,
    fetch: core.netFetch,
    allowRenderer: rendererAllowlist(contractRoutes()),
    allowMain: mainAllowlist(contractRoutes()),
    getInternalSecret: server.internalSecret,
    onSessionEnded: () => {
      poller.reset()
      windows.callsWindow()?.close()
      windows.send('app:onNavigate', '/login')
    },
  })
  const carrier = createCarrierProxy({
    session,
    fetch: core.netFetch,
    log: (message, error) => log.warn(message, error),
    ...(process.env['NOVA_POSHTA_API_URL'] ? { apiUrl: process.env['NOVA_POSHTA_API_URL'] } : {}),
    ...(process.env['NOVA_POSHTA_PRINT_URL']
      ? { printUrl: process.env['NOVA_POSHTA_PRINT_URL'] }
      : {}),
  })
  /** Another server, or the same one restored: a new session from the login screen. */
  const signOut = () => {
    jar.clear()
    poller.reset()
  }
  async function switchConnection(next: ConnectionSettings) {
    prefs.setConnection(next)
    signOut()
    if (next.mode === 'remote') await server.supervisor.stop()
    else if (!server.embeddedUrl()) {
      await server.supervisor.start().catch(core.dialogs.reportServerFailure)
    }
    windows.send('app:onNavigate', '/login')
  }
  const backups = createBackupsService({
    request: (req) => session.request(req),
    embedded: () => prefs.connection().mode === 'embedded',
    stopServer: () => server.supervisor.stop(),
    startServer: (restoreBackup, fromAnotherShop) =>
      server.supervisor.start(
        restoreBackup ? { restoreBackup, fromAnotherShop: !!fromAnotherShop } : {},
      ),
    afterRestart: () => {
      signOut()
      windows.send('app:onNavigate', '/login')
    },
    log: (m) => console.warn(m),
  })
  return { session, carrier, poller, backups, switchConnection }
}

/** Updates, and the app menu and tray that offer "restart to update" once one is ready. */
function offerUpdates(core: Core) {
  const { t, windows } = core
  const desktopUpdates = createDesktopUpdates({
    prefs: core.prefs,
    t,
    log,
    fetch: core.netFetch,
    unsavedWindows: () => windows.unsaved.size,
    onStatus: (status) => {
      windows.send('updates:onChange', status)
      if (status.state === 'ready') {
        core.notify({ title: t('notify.updateTitle'), body: t('notify.updateBody', status) })
      }
      refreshMenus(status)
    },
    onWaitUnsaved: core.dialogs.tellUpdateWaits,
  })
  const menuActions = {
    openCallsNew: windows.openCallsNew,
    openRoute: windows.openRoute,
    showShortcuts: () => windows.sendMain('app:onShowShortcuts', null),
    openLogFolder: () => void core.dialogs.openLogFolder(),
    checkUpdates: () => void desktopUpdates.updates.check(),
  }
  function refreshMenus(status: UpdateStatus = desktopUpdates.updates.status()) {
    installAppMenu(menuActions, { t, update: desktopUpdates.readyUpdate(status) })
    core.state.tray?.refresh()
  }
  installAppMenu(menuActions, { t, update: null })
  try {
    core.state.tray = createShopTray(
      join(mainDir, '..', '..', 'resources', 'tray'),
      () => {
        const ready = desktopUpdates.readyUpdate()
        return {
          open: () => void windows.showMain(),
          openCallsNew: windows.openCallsNew,
          openRoute: windows.openRoute,
          quit: () => app.quit(),
          ...(ready ? { restartToUpdate: ready } : {}),
        }
      },
      () => t,
    )
  } catch (error) {
    // Some Linux desktops have no tray; the app then behaves like an ordinary window.
    log.warn('Tray unavailable', error)
  }
  return { ...desktopUpdates, refreshMenus }
}

/** Every capability's handler, behind the router (only the app's frames, payloads parsed). */
function serveIpc(
  core: Core,
  link: ReturnType<typeof connect>,
  upd: ReturnType<typeof offerUpdates>,
) {
  const { prefs, windows, warn } = core
  const router = createIpcRouter(
    createHandlers({
      ...link,
      prefs,
      serverUrl: core.server.serverUrl,
      embeddedUrl: core.server.embeddedUrl,
      openCallsNew: windows.openCallsNew,
      notify: core.notify,
      onPrefChanged: prefChanged(core, upd),
      updates: upd.updates,
      setUnsaved: (id, unsaved) =>
        void (unsaved ? windows.unsaved.add(id) : windows.unsaved.delete(id)),
      openLogFolder: core.dialogs.openLogFolder,
      fetch: core.netFetch,
      exports: createDesktopExports(link.session, warn),
      printing: createDesktopPrinting(prefs, warn),
      checkFeed: upd.checkFeed,
      print: (win) => printPage(win, prefs.get('printer'), warn),
      say: core.texts.say,
    }),
    () => appUrls,
  )
  registerIpc(router, core.t, (message, error) => log.error(message, error))
}

async function start() {
  serveRenderer(join(mainDir, '..', 'renderer'))
  guardPermissions(appUrls)
  const core = openCore()
  const { windows, server, state } = core
  const link = connect(core)
  const upd = offerUpdates(core)
  serveIpc(core, link, upd)

  // Every link, from any source, goes through the parser; anything unknown is refused.
  handleLink = (raw) => {
    const target = parseDeepLink(raw)
    if (!target) {
      log.warn(`Refused link: ${raw.slice(0, 200)}`)
      windows.showMain()
      return
    }
    log.info(`Link: ${raw}`)
    if (target.kind === 'calls_new') windows.openCallsNew()
    else windows.openRoute(target.route)
  }

  if (e2e) {
    Object.assign(globalThis, {
      __shopE2E: {
        trayCount: () => state.tray?.count() ?? null,
        trayTooltip: () => state.tray?.tooltip() ?? null,
        windowUrls: () => BrowserWindow.getAllWindows().map((w) => w.webContents.getURL()),
        openCallsNew: windows.openCallsNew,
        refreshInformers: () => link.poller.refresh(),
        openLink: (raw: string) => handleLink(raw),
      },
    })
  }

  app.on('second-instance', (_event, argv) => {
    const found = findDeepLink(argv)
    if (found) handleLink(found)
    else windows.showMain()
  })
  app.on('activate', () => windows.showMain())
  app.on('before-quit', () => {
    state.quitting = true
    link.poller.stop()
    upd.updates.stop()
  })
  app.on('will-quit', (event) => {
    if (server.stopForQuit(() => app.quit())) event.preventDefault()
  })
  app.on('window-all-closed', () => {
    if (!state.tray) app.quit()
  })

  if (core.prefs.connection().mode === 'embedded') {
    await server.supervisor.start().catch(core.dialogs.reportServerFailure)
  }
  const firstLink = pendingLink
  pendingLink = null
  if (firstLink) handleLink(firstLink)
  else windows.showMain()
  link.poller.start()
  upd.updates.start()
}

/** OS notifications; a click opens the notification's route (or the main window). */
function notifier(windows: WindowManager, icon: string) {
  const live = new Set<Notification>()
  return (n: { title: string; body: string; route?: string }) => {
    if (!Notification.isSupported()) return
    const note = new Notification({ title: n.title, body: n.body, icon })
    live.add(note)
    note.on('click', () => (n.route ? windows.openRoute(n.route) : windows.showMain()))
    note.on('close', () => live.delete(note))
    note.show()
  }
}

/** What a preference's change sets off at once in main. */
function prefChanged(core: Core, upd: ReturnType<typeof offerUpdates>) {
  const { prefs } = core
  return (key: string) => {
    if (key === 'callsWindowOnTop') {
      core.windows.callsWindow()?.setAlwaysOnTop(prefs.get('callsWindowOnTop'))
    }
    if (key === 'language') {
      core.texts.setLanguage(prefs.get('language'))
      upd.refreshMenus()
    }
    if (key === 'logLevel') core.logging.setLevel(prefs.get('logLevel'))
    if (key === 'updateFeed') void upd.updates.check()
  }
}

guardWebContents(appUrls)
