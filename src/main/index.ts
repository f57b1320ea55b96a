import { randomBytes } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Notification,
  protocol,
  safeStorage,
  session as electronSession,
  shell,
} from 'electron'
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
import { createCallsWindow, createMainWindow, type WindowContext } from './app/windows'

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

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  void app.whenReady().then(start)
}

async function start() {
  const store = openWorkstationStore()
  const prefs = createPrefsService(store)
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
      forkEmbeddedServer(mainDir, join(app.getPath('userData'), 'data'), internalSecret, options),
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
  const showMain = () => {
    if (!mainWindow || mainWindow.isDestroyed()) {
      // A new window shows itself on ready-to-show (no blank flash).
      mainWindow = createMainWindow(ctx)
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
  const openRoute = (route: string) => showMain().webContents.send('app:navigate', route)
  const openCallsNew = () => {
    if (callsWindow && !callsWindow.isDestroyed()) {
      if (callsWindow.isMinimized()) callsWindow.restore()
      callsWindow.focus()
      return
    }
    callsWindow = createCallsWindow(ctx)
    callsWindow.on('closed', () => (callsWindow = null))
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
  })
  const session = createSessionProxy({
    getServerUrl: serverUrl,
    getServerIdentity: () => {
      const c = prefs.connection()
      return c.mode === 'remote' ? c.url : 'embedded'
    },
    jar,
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
    ...(process.env['NOVA_POSHTA_API_URL'] ? { apiUrl: process.env['NOVA_POSHTA_API_URL'] } : {}),
  })

  async function switchConnection(next: ConnectionSettings) {
    prefs.setConnection(next)
    jar.clear()
    poller.reset()
    if (next.mode === 'remote') await supervisor.stop()
    else if (!embeddedUrl) await supervisor.start().catch(reportServerFailure)
    send('app:navigate', '/login')
  }

  const backups = createBackupsService({
    request: (req) => session.request(req),
    embedded: () => prefs.connection().mode === 'embedded',
    stopServer: () => supervisor.stop(),
    startServer: (restoreBackup) => supervisor.start(restoreBackup ? { restoreBackup } : {}),
    afterRestart: () => {
      jar.clear()
      poller.reset()
      send('app:navigate', '/login')
    },
    log: (m) => console.warn(m),
  })

  function reportServerFailure(error: unknown) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(message)
    dialog.showErrorBox('Сервер магазину', `${message}\nПодробиці в журналі застосунку.`)
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
      },
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
          console.error(`IPC ${channel} failed`, error)
          throw new Error('Внутрішня помилка застосунку.')
        }),
    )
  }

  installAppMenu({ openCallsNew, openRoute })
  try {
    tray = createShopTray({ open: showMain, openCallsNew, openRoute, quit: () => app.quit() })
  } catch (error) {
    // Some Linux desktops have no tray; the app then behaves like an ordinary window.
    console.warn('Tray unavailable', error)
  }

  if (e2e) {
    Object.assign(globalThis, {
      __shopE2E: {
        trayCount: () => tray?.count() ?? null,
        trayTooltip: () => tray?.tooltip() ?? null,
        windowUrls: () => BrowserWindow.getAllWindows().map((w) => w.webContents.getURL()),
        openCallsNew,
        refreshInformers: () => poller.refresh(),
      },
    })
  }

  app.on('second-instance', () => showMain())
  app.on('activate', () => showMain())
  app.on('before-quit', () => {
    quitting = true
    poller.stop()
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
  showMain()
  poller.start()
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
