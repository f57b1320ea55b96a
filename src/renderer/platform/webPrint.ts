import type { ShopBridge } from '@shared/bridge'
import type { PrintDocument, PrintOutcome } from '@shared/print'
import { PRINT_MESSAGES } from '@shared/print-messages'

const FRAME_ID = 'shop-print-frame'

/**
 * Web mode's printing of a given document: our HTML in a hidden same-origin frame (sandboxed:
 * its scripts never run) whose own `print()` opens the browser's print dialog, so only the
 * document is printed, not the screen behind it; "Save as PDF" is that dialog's destination.
 * A PDF opens in the browser's viewer in a new tab (a frame may not show a blob: PDF under the
 * page's policy), and "save as PDF" downloads it.
 */
export function createWebPrint(page: () => Document = () => document): ShopBridge['print'] {
  function printHtml(html: string, title: string): Promise<PrintOutcome> {
    const doc = page()
    doc.getElementById(FRAME_ID)?.remove()
    const frame = doc.createElement('iframe')
    frame.id = FRAME_ID
    frame.title = title
    frame.setAttribute('sandbox', 'allow-same-origin allow-modals')
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    Object.assign(frame.style, {
      position: 'fixed',
      right: '0',
      bottom: '0',
      width: '0',
      height: '0',
      border: '0',
    })
    return new Promise((resolve) => {
      frame.addEventListener(
        'load',
        () => {
          const win = frame.contentWindow
          if (!win) {
            resolve({ ok: false, reason: 'failed', message: PRINT_MESSAGES.failed('') })
            return
          }
          win.addEventListener('afterprint', () => frame.remove(), { once: true })
          win.focus()
          win.print()
          // The dialog is closed: the keys go back to the screen that printed.
          doc.defaultView?.focus()
          resolve({ ok: true, message: '' })
        },
        { once: true },
      )
      frame.srcdoc = html
      doc.body.append(frame)
    })
  }

  function blobUrl(data: Uint8Array): string {
    const copy = new Uint8Array(data)
    return URL.createObjectURL(new Blob([copy.buffer], { type: 'application/pdf' }))
  }

  return {
    async document(d: PrintDocument) {
      if (d.kind === 'html') return printHtml(d.html, d.title)
      const url = blobUrl(d.data)
      const tab = page().defaultView?.open(url, '_blank')
      if (!tab) {
        URL.revokeObjectURL(url)
        return { ok: false, reason: 'failed', message: PRINT_MESSAGES.popupBlocked }
      }
      return { ok: true, message: PRINT_MESSAGES.webPdf }
    },
    async savePdf(d: PrintDocument, fileName: string) {
      if (d.kind === 'html') return printHtml(d.html, d.title)
      const url = blobUrl(d.data)
      const doc = page()
      const link = doc.createElement('a')
      link.href = url
      link.download = fileName
      doc.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
      return { ok: true, message: PRINT_MESSAGES.saved(fileName) }
    },
  }
}
