import type { PageSize, PrintDocument, PrintOutcome } from '@shared/print'
import { PRINT_MESSAGES } from '@shared/print'

/** A document loaded in main's hidden window, ready to print; closed when done. */
export interface RenderedDocument {
  /** `webContents.print`; resolves with its callback's answer. */
  print(options: SilentPrintOptions): Promise<{ ok: boolean; reason: string }>
  /** `webContents.printToPDF`. */
  printToPDF(options: PdfOptions): Promise<Uint8Array>
  close(): void
}

export interface SilentPrintOptions {
  silent: true
  printBackground: true
  deviceName?: string
  /** Microns, as `webContents.print` takes them. */
  pageSize?: { width: number; height: number }
}

export interface PdfOptions {
  printBackground: true
  /** Inches, as `printToPDF` takes them; none: the stylesheet's `@page` size. */
  pageSize?: { width: number; height: number }
  preferCSSPageSize: boolean
}

/** What printing needs from Electron and the disk, injected so it is tested without them. */
export interface PrintPorts {
  /** Loads the document in a hidden window (no scripts, no preload, no navigation). */
  render(doc: PrintDocument): Promise<RenderedDocument>
  /** The prefs' printer; empty: the system's default. */
  printer(): string
  /** The OS save dialog over the asking window; null when dismissed. */
  chooseFile(windowId: number | null, fileName: string): Promise<string | null>
  writeFile(path: string, data: Uint8Array): Promise<void>
  log?(message: string): void
}

export interface PrintService {
  print(doc: PrintDocument): Promise<PrintOutcome>
  savePdf(doc: PrintDocument, fileName: string, windowId: number | null): Promise<PrintOutcome>
}

const MICRONS_PER_MM = 1000
const MM_PER_INCH = 25.4

export const micronsOf = (page: PageSize) => ({
  width: Math.round(page.width_mm * MICRONS_PER_MM),
  height: Math.round(page.height_mm * MICRONS_PER_MM),
})
export const inchesOf = (page: PageSize) => ({
  width: page.width_mm / MM_PER_INCH,
  height: page.height_mm / MM_PER_INCH,
})

const why = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The desktop app's printing of a given document: rendered in a hidden window, printed silently
 * on the desk's printer (a label printer needs no dialog between scans), or saved as PDF.
 * One document prints at a time: a second press while the first is spooling is refused rather
 * than queued, so a nervous double press does not print two slips.
 */
export function createPrintService(ports: PrintPorts): PrintService {
  let busy = false

  async function withDocument<T>(doc: PrintDocument, use: (d: RenderedDocument) => Promise<T>) {
    const rendered = await ports.render(doc)
    try {
      return await use(rendered)
    } finally {
      rendered.close()
    }
  }

  return {
    async print(doc) {
      if (busy) return { ok: false, reason: 'failed', message: PRINT_MESSAGES.busy }
      busy = true
      try {
        const printer = ports.printer()
        const answer = await withDocument(doc, (d) =>
          d.print({
            silent: true,
            printBackground: true,
            ...(printer ? { deviceName: printer } : {}),
            ...(doc.page ? { pageSize: micronsOf(doc.page) } : {}),
          }),
        )
        if (answer.ok) return { ok: true, message: PRINT_MESSAGES.printed }
        ports.log?.(`Printing "${doc.title}" failed: ${answer.reason}`)
        return { ok: false, reason: 'failed', message: PRINT_MESSAGES.failed(answer.reason) }
      } catch (error) {
        ports.log?.(`Printing "${doc.title}" failed: ${why(error)}`)
        return { ok: false, reason: 'failed', message: PRINT_MESSAGES.failed(why(error)) }
      } finally {
        busy = false
      }
    },

    async savePdf(doc, fileName, windowId) {
      try {
        // Where first: nothing is rendered when the user dismisses the dialog.
        const path = await ports.chooseFile(windowId, fileName)
        if (!path) return { ok: false, reason: 'cancelled', message: '' }
        const bytes =
          doc.kind === 'pdf'
            ? doc.data
            : await withDocument(doc, (d) =>
                d.printToPDF({
                  printBackground: true,
                  preferCSSPageSize: !doc.page,
                  ...(doc.page ? { pageSize: inchesOf(doc.page) } : {}),
                }),
              )
        await ports.writeFile(path, bytes)
        return { ok: true, message: PRINT_MESSAGES.saved(path) }
      } catch (error) {
        ports.log?.(`Saving "${doc.title}" as PDF failed: ${why(error)}`)
        return { ok: false, reason: 'failed', message: PRINT_MESSAGES.pdfFailed(why(error)) }
      }
    },
  }
}
