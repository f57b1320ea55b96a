import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { app, BrowserWindow, dialog } from 'electron'
import { createExportService } from '../exports/save'
import { removeFile, writeBodyToFile } from '../exports/file'
import { createPrintService } from '../print/print'
import { renderInHiddenWindow } from '../print/window'
import type { PrefsService } from '../prefs/prefs-store'
import type { SessionProxy } from '../session/proxy'

type Filter = { name: string; extensions: string[] }

/** A save dialog over the asking window (or none), starting in `folder`; null if cancelled. */
async function chooseFile(
  windowId: number | null,
  folder: 'downloads' | 'documents',
  fileName: string,
  filter: Filter,
): Promise<string | null> {
  const win = windowId === null ? null : BrowserWindow.fromId(windowId)
  const options = { defaultPath: join(app.getPath(folder), fileName), filters: [filter] }
  const chosen = win
    ? await dialog.showSaveDialog(win, options)
    : await dialog.showSaveDialog(options)
  return chosen.canceled || !chosen.filePath ? null : chosen.filePath
}

/** Table exports saved where the user says, in the downloads folder first. */
export function createDesktopExports(session: SessionProxy, warn: (m: string) => void) {
  return createExportService({
    chooseFile: (windowId, fileName) =>
      chooseFile(
        windowId,
        'downloads',
        fileName,
        fileName.endsWith('.csv')
          ? { name: 'CSV', extensions: ['csv'] }
          : { name: 'Excel', extensions: ['xlsx'] },
      ),
    stream: (req, signal) => session.stream(req, signal),
    write: writeBodyToFile,
    remove: removeFile,
    log: warn,
  })
}

/** Given documents printed on the prefs' printer, or saved as PDF in the documents folder. */
export function createDesktopPrinting(prefs: PrefsService, warn: (m: string) => void) {
  return createPrintService({
    render: renderInHiddenWindow,
    printer: () => prefs.get('printer'),
    chooseFile: (windowId, fileName) =>
      chooseFile(windowId, 'documents', fileName, { name: 'PDF', extensions: ['pdf'] }),
    writeFile: (path, data) => writeFile(path, data),
    log: warn,
  })
}

/** The window's own page on the prefs' printer, with the system's dialog. */
export function printPage(
  win: BrowserWindow,
  printer: string,
  warn: (m: string) => void,
): Promise<{ ok: boolean; message: string }> {
  return new Promise((resolve) => {
    win.webContents.print(
      { silent: false, printBackground: true, ...(printer ? { deviceName: printer } : {}) },
      (ok, reason) => {
        if (!ok) warn(`Print failed: ${reason}`)
        resolve({ ok, message: ok ? '' : reason })
      },
    )
  })
}
