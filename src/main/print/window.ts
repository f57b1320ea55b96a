import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BrowserWindow } from 'electron'
import type { PrintDocument } from '@shared/print'
import type { RenderedDocument } from './print'

/**
 * Loads a document in a hidden window for printing: written to a temporary file first (an HTML
 * slip with its inline images can be larger than a data: URL may be), with no preload and no
 * scripts (our HTML needs none); a PDF is shown by Chromium's own viewer (`plugins`). The file
 * and the window go when the document is closed.
 */
export async function renderInHiddenWindow(doc: PrintDocument): Promise<RenderedDocument> {
  const file = join(tmpdir(), `shop-print-${randomBytes(8).toString('hex')}.${doc.kind}`)
  await writeFile(file, doc.kind === 'html' ? doc.html : doc.data, { mode: 0o600 })
  const win = new BrowserWindow({
    show: false,
    webPreferences: {
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
      javascript: doc.kind === 'pdf',
      plugins: doc.kind === 'pdf',
    },
  })
  const close = () => {
    if (!win.isDestroyed()) win.destroy()
    void rm(file, { force: true })
  }
  try {
    await win.loadFile(file)
  } catch (error) {
    close()
    throw error
  }
  return {
    print: (options) =>
      new Promise((resolve) => {
        win.webContents.print(options, (ok, reason) => resolve({ ok, reason: ok ? '' : reason }))
      }),
    printToPDF: async (options) => new Uint8Array(await win.webContents.printToPDF(options)),
    close,
  }
}
