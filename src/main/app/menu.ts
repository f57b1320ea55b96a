import { app, Menu } from 'electron'
import { appMenuTemplate, type AppMenuActions, type AppMenuContext } from './menu-template'

export { CALLS_NEW_ACCELERATOR } from './menu-template'

/** Installs (or rebuilds, after a language change or a downloaded update) the app menu. */
export function installAppMenu(
  actions: AppMenuActions,
  context: Pick<AppMenuContext, 't' | 'update'>,
) {
  const template = appMenuTemplate(actions, {
    ...context,
    isMac: process.platform === 'darwin',
    isPackaged: app.isPackaged,
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}
