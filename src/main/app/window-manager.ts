import { BrowserWindow } from 'electron'
import type { PushChannel, PushPayload } from '@shared/ipc'
import type { MainT } from '../i18n/texts'
import {
  createCallsWindow,
  createMainWindow,
  watchWindowRenderer,
  type WindowContext,
} from './windows'

type WatchLog = Parameters<typeof watchWindowRenderer>[2]

export interface WindowManager {
  /** Brings the main window forward, creating it (at `route`) when there is none. */
  showMain(route?: string): BrowserWindow
  /** The main window at `route`: a running one is told to go there. */
  openRoute(route: string): void
  /** The one calls_new window. */
  openCallsNew(): void
  callsWindow(): BrowserWindow | null
  /** Pushes a channel's payload to every window. */
  send<K extends PushChannel>(channel: K, payload: PushPayload<K>): void
  /**
   * Pushes a channel's payload to the main window, shown and brought forward: what only the main
   * layout can answer (the shortcuts sheet; the calls window has none).
   */
  sendMain<K extends PushChannel>(channel: K, payload: PushPayload<K>): void
  /** Windows that hold a form with unsaved changes (updates wait for them). */
  unsaved: Set<number>
}

/**
 * The app's two windows. `keepOnClose` answers whether closing the main window only hides it
 * (a tray keeps the app polling in the background; "Вийти" in the tray quits).
 */
export function createWindowManager(
  ctx: WindowContext,
  log: WatchLog,
  t: MainT,
  keepOnClose: () => boolean,
): WindowManager {
  let mainWindow: BrowserWindow | null = null
  let callsWindow: BrowserWindow | null = null
  const unsaved = new Set<number>()

  function showMain(route?: string): BrowserWindow {
    if (!mainWindow || mainWindow.isDestroyed()) {
      // A new window shows itself on ready-to-show (no blank flash).
      const win = createMainWindow(ctx, t, route)
      mainWindow = win
      watchWindowRenderer(win, 'main', log, t)
      const id = win.id
      win.on('closed', () => unsaved.delete(id))
      win.on('close', (event) => {
        if (!keepOnClose()) return
        event.preventDefault()
        win.hide()
      })
      return win
    }
    if (mainWindow.isMinimized()) mainWindow.restore()
    if (!ctx.hidden) mainWindow.show()
    mainWindow.focus()
    return mainWindow
  }

  return {
    showMain,
    openRoute(route) {
      const fresh = !mainWindow || mainWindow.isDestroyed()
      const win = showMain(route)
      // A window just created loads the route itself; a running one is told to go there.
      if (!fresh) win.webContents.send('app:onNavigate', route)
    },
    openCallsNew() {
      if (callsWindow && !callsWindow.isDestroyed()) {
        if (callsWindow.isMinimized()) callsWindow.restore()
        callsWindow.focus()
        return
      }
      const win = createCallsWindow(ctx, t)
      callsWindow = win
      watchWindowRenderer(win, 'callsNew', log, t)
      const id = win.id
      win.on('closed', () => {
        unsaved.delete(id)
        callsWindow = null
      })
    },
    callsWindow: () => (callsWindow && !callsWindow.isDestroyed() ? callsWindow : null),
    send(channel, payload) {
      for (const win of BrowserWindow.getAllWindows()) {
        if (!win.isDestroyed()) win.webContents.send(channel, payload)
      }
    },
    sendMain(channel, payload) {
      showMain().webContents.send(channel, payload)
    },
    unsaved,
  }
}
