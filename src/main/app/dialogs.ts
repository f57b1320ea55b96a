import { dialog, shell } from 'electron'
import { SaidError, type Message } from '@shared/messages'
import type { MainT } from '../i18n/texts'

interface DialogDeps {
  t: MainT
  /** A message of `@shared/messages` in the desk's language. */
  say: (message: Message) => string
  logDir: string
  /** The log file's path, named in the error dialog. */
  logFile: () => string
  log: { warn(...m: unknown[]): void; error(...m: unknown[]): void }
}

/** Main's own dialogs: the server failure, the log folder, an update that waits. */
export function createDialogs({ t, say, logDir, logFile, log }: DialogDeps) {
  async function openLogFolder(): Promise<boolean> {
    // shell.openPath answers an error text, or '' when the file manager opened the folder.
    const failure = await shell.openPath(logDir)
    if (failure) log.warn(`Cannot open the log folder: ${failure}`)
    return failure === ''
  }

  function reportServerFailure(error: unknown) {
    log.error(error instanceof Error ? error.message : String(error))
    // The reason in the desk's language when it has a code (the server's start, a restore).
    const message =
      error instanceof SaidError
        ? say(error.said)
        : error instanceof Error
          ? error.message
          : String(error)
    void dialog
      .showMessageBox({
        type: 'error',
        title: t('dialog.serverTitle'),
        message: t('dialog.serverTitle'),
        detail: `${message}\n${t('dialog.seeLog')}\n${logFile()}`,
        buttons: [t('dialog.openLogFolder'), t('dialog.close')],
        defaultId: 1,
        cancelId: 1,
      })
      .then(({ response }) => {
        if (response === 0) void openLogFolder()
      })
  }

  function tellUpdateWaits() {
    void dialog.showMessageBox({
      type: 'info',
      title: t('dialog.unsavedTitle'),
      message: t('dialog.unsavedTitle'),
      detail: t('dialog.unsavedBody'),
    })
  }

  return { openLogFolder, reportServerFailure, tellUpdateWaits }
}
