import { app, Menu, type MenuItemConstructorOptions } from 'electron'

/** Shortcut that opens the calls_new window from anywhere in the app. */
export const CALLS_NEW_ACCELERATOR = 'CmdOrCtrl+Shift+N'

/** The application menu, in Ukrainian; its accelerators are the app's in-app shortcuts. */
export function installAppMenu(actions: { openCallsNew(): void; openRoute(route: string): void }) {
  const isMac = process.platform === 'darwin'
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'Файл',
      submenu: [
        {
          label: 'Нове замовлення з дзвінка',
          accelerator: CALLS_NEW_ACCELERATOR,
          click: () => actions.openCallsNew(),
        },
        { label: 'Нові замовлення', click: () => actions.openRoute('/orders?status=new') },
        { type: 'separator' },
        isMac ? { role: 'close', label: 'Закрити вікно' } : { role: 'quit', label: 'Вийти' },
      ],
    },
    {
      label: 'Правка',
      submenu: [
        { role: 'undo', label: 'Скасувати' },
        { role: 'redo', label: 'Повторити' },
        { type: 'separator' },
        { role: 'cut', label: 'Вирізати' },
        { role: 'copy', label: 'Копіювати' },
        { role: 'paste', label: 'Вставити' },
        { role: 'selectAll', label: 'Виділити все' },
      ],
    },
    {
      label: 'Вигляд',
      submenu: [
        { role: 'reload', label: 'Оновити' },
        ...(app.isPackaged
          ? []
          : [{ role: 'toggleDevTools' as const, label: 'Інструменти розробника' }]),
        { type: 'separator' },
        { role: 'resetZoom', label: 'Звичайний масштаб' },
        { role: 'zoomIn', label: 'Збільшити' },
        { role: 'zoomOut', label: 'Зменшити' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'На весь екран' },
      ],
    },
    { role: 'windowMenu', label: 'Вікно' },
  ]
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}
