import { BrowserWindow, ipcMain } from 'electron'
import type { MainT } from '../i18n/texts'
import { IpcRefusal, type IpcRouter } from '../ipc/router'

/**
 * Every invoke channel of the capability table handled by the router: only the app's own
 * frames heard, every payload parsed. A handler's own failure reaches the UI as one sentence.
 */
export function registerIpc(
  router: IpcRouter,
  t: MainT,
  logError: (message: string, error: unknown) => void,
) {
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
          logError(`IPC ${channel} failed`, error)
          throw new Error(t('dialog.internalError'))
        }),
    )
  }
}
