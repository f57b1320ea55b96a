import { BrowserWindow, dialog, screen } from 'electron'
import type { MainT } from '../i18n/texts'
import { fitBounds } from '../windows/bounds'
import { watchRenderer, type RendererWatchPorts } from '../windows/renderer-watch'
import type { SecureWebPreferences } from '../security/policy'
import type { PrefsService, WindowName } from '../prefs/prefs-store'

export interface WindowContext {
  preload: string
  /** Base URL of the UI: `app://shop/` (or the dev server). */
  uiBase: string
  prefs: PrefsService
  icon?: string
  /** Tests run windows without showing them. */
  hidden?: boolean
}

const SIZES: Record<WindowName, { width: number; height: number }> = {
  main: { width: 1400, height: 900 },
  callsNew: { width: 520, height: 760 },
}

function workAreas() {
  const primary = screen.getPrimaryDisplay()
  const others = screen.getAllDisplays().filter((d) => d.id !== primary.id)
  return [primary, ...others].map((d) => d.workArea)
}

/** Remembers where a window was when it moves, resizes or closes. */
function rememberBounds(win: BrowserWindow, name: WindowName, prefs: PrefsService) {
  let timer: ReturnType<typeof setTimeout> | null = null
  const save = () => {
    if (win.isDestroyed() || win.isMinimized()) return
    const maximized = win.isMaximized()
    const b = maximized ? win.getNormalBounds() : win.getBounds()
    prefs.setBounds(name, { ...b, maximized })
  }
  const later = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(save, 500)
  }
  win.on('resize', later)
  win.on('move', later)
  win.on('close', () => {
    if (timer) clearTimeout(timer)
    save()
  })
}

export function uiUrl(ctx: WindowContext, route: string): string {
  return new URL(route.replace(/^\/+/, ''), ctx.uiBase).toString()
}

export function createMainWindow(ctx: WindowContext, t: MainT, route = '/'): BrowserWindow {
  const bounds = fitBounds(ctx.prefs.bounds('main'), workAreas(), SIZES.main)
  const win = new BrowserWindow({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    minWidth: 800,
    minHeight: 560,
    show: false,
    title: t('window.main'),
    backgroundColor: '#f8fafc',
    ...(ctx.icon ? { icon: ctx.icon } : {}),
    webPreferences: {
      preload: ctx.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      v8CacheOptions: 'bypassHeatCheck',
    } satisfies SecureWebPreferences,
  })
  if (bounds.maximized) win.maximize()
  rememberBounds(win, 'main', ctx.prefs)
  win.once('ready-to-show', () => {
    if (!ctx.hidden) win.show()
  })
  void win.loadURL(uiUrl(ctx, route))
  return win
}

/**
 * The calls_new window: frameless (the page draws its own drag region and buttons through
 * `windows.minimizeSelf/closeSelf`), remembered bounds, optionally on top, one at a time.
 */
export function createCallsWindow(ctx: WindowContext, t: MainT): BrowserWindow {
  const bounds = fitBounds(ctx.prefs.bounds('callsNew'), workAreas(), SIZES.callsNew)
  const win = new BrowserWindow({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
    minWidth: 380,
    minHeight: 480,
    frame: false,
    show: false,
    title: t('window.callsNew'),
    alwaysOnTop: ctx.prefs.get('callsWindowOnTop'),
    backgroundColor: '#ffffff',
    ...(ctx.icon ? { icon: ctx.icon } : {}),
    webPreferences: {
      preload: ctx.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      disableBlinkFeatures: 'Auxclick',
      spellcheck: false,
      v8CacheOptions: 'bypassHeatCheck',
    } satisfies SecureWebPreferences,
  })
  win.setMenu(null)
  rememberBounds(win, 'callsNew', ctx.prefs)
  win.once('ready-to-show', () => {
    if (!ctx.hidden) win.show()
  })
  void win.loadURL(uiUrl(ctx, '/calls_new'))
  return win
}

/**
 * A window whose renderer dies or hangs is logged and loaded again instead of left dead
 * (the rules and their tests: src/main/windows/renderer-watch.ts).
 */
export function watchWindowRenderer(
  win: BrowserWindow,
  name: WindowName,
  log: RendererWatchPorts['log'],
  t: MainT,
): void {
  const contents = win.webContents
  watchRenderer({
    name,
    log,
    onGone: (listener) =>
      contents.on('render-process-gone', (_event, details) => listener(details)),
    onUnresponsive: (listener) => win.on('unresponsive', listener),
    onResponsive: (listener) => win.on('responsive', listener),
    reload: () => contents.reload(),
    crash: () => contents.forcefullyCrashRenderer(),
    isDestroyed: () => win.isDestroyed() || contents.isDestroyed(),
    askWaitOrReload: async () => {
      const { response } = await dialog.showMessageBox(win, {
        type: 'warning',
        title: t('dialog.hangTitle'),
        message: t('dialog.hangBody'),
        detail: t('dialog.hangDetail'),
        buttons: [t('dialog.hangWait'), t('dialog.hangReload')],
        defaultId: 1,
        cancelId: 0,
        noLink: true,
      })
      return response === 1 ? 'reload' : 'wait'
    },
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  })
}
