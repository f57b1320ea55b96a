import { acceleratorOf, shortcut } from '@shared/shortcuts'
import type { MenuItemConstructorOptions } from 'electron'
import type { MainT } from '../i18n/texts'

/** Shortcut that opens the calls_new window from anywhere in the app. */
export const CALLS_NEW_ACCELERATOR = acceleratorOf('new_call_order')

/**
 * The shortcuts sheet's function key (F1), shown beside the Help menu's item. Not registered
 * with the system on Windows and Linux: the page binds the same key (`useHelpShortcut`).
 */
export const SHORTCUTS_ACCELERATOR =
  shortcut('help').combos.find((c) => /^F\d+$/.test(c.label))?.label ?? 'F1'

export interface AppMenuActions {
  openCallsNew(): void
  /** Asks the main window (brought forward) to open the shortcuts sheet. */
  showShortcuts(): void
  openRoute(route: string): void
  openLogFolder(): void
  checkUpdates(): void
}

export interface AppMenuContext {
  t: MainT
  isMac: boolean
  isPackaged: boolean
  /** A downloaded update: the Help menu offers the restart. */
  update: { version: string; run(): void } | null
}

/**
 * The application menu in the user's language; its accelerators are the app's in-app
 * shortcuts. Pure (no electron import at run time), so its texts are tested without Electron.
 */
export function appMenuTemplate(
  actions: AppMenuActions,
  { t, isMac, isPackaged, update }: AppMenuContext,
): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t('menu.file'),
      submenu: [
        {
          label: t('menu.newCallOrder'),
          accelerator: CALLS_NEW_ACCELERATOR,
          click: () => actions.openCallsNew(),
        },
        { label: t('menu.newOrders'), click: () => actions.openRoute('/orders?status=new') },
        { type: 'separator' },
        isMac
          ? { role: 'close', label: t('menu.closeWindow') }
          : { role: 'quit', label: t('menu.quit') },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo', label: t('menu.undo') },
        { role: 'redo', label: t('menu.redo') },
        { type: 'separator' },
        { role: 'cut', label: t('menu.cut') },
        { role: 'copy', label: t('menu.copy') },
        { role: 'paste', label: t('menu.paste') },
        { role: 'selectAll', label: t('menu.selectAll') },
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        { role: 'reload', label: t('menu.reload') },
        ...(isPackaged ? [] : [{ role: 'toggleDevTools' as const, label: t('menu.devTools') }]),
        { type: 'separator' },
        { role: 'resetZoom', label: t('menu.resetZoom') },
        { role: 'zoomIn', label: t('menu.zoomIn') },
        { role: 'zoomOut', label: t('menu.zoomOut') },
        { type: 'separator' },
        { role: 'togglefullscreen', label: t('menu.fullscreen') },
      ],
    },
    { role: 'windowMenu', label: t('menu.window') },
    {
      label: t('menu.help'),
      submenu: [
        {
          label: t('menu.shortcuts'),
          accelerator: SHORTCUTS_ACCELERATOR,
          registerAccelerator: false,
          click: () => actions.showShortcuts(),
        },
        { label: t('menu.workstationCheck'), click: () => actions.openRoute('/test') },
        { label: t('menu.openLogFolder'), click: () => actions.openLogFolder() },
        { type: 'separator' },
        update
          ? { label: t('menu.restartToUpdate', { version: update.version }), click: update.run }
          : { label: t('menu.checkUpdates'), click: () => actions.checkUpdates() },
      ],
    },
  ]
}
