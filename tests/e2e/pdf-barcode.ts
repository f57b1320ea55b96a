import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Reads the barcodes of a PDF's first page: the page rasterised by MuPDF (its npm build), the
 * picture decoded by ZXing (zxing-wasm, its wasm loaded from node_modules, never a CDN).
 */
export async function barcodesOfPdf(pdf: Uint8Array): Promise<{ format: string; text: string }[]> {
  const mupdf = await import('mupdf')
  const zxing = await import('zxing-wasm/reader')
  const require = createRequire(import.meta.url)
  const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'))
  zxing.prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    },
    fireImmediately: true,
  })
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf')
  const page = doc.loadPage(0)
  // 3× of 72 dpi: 216 dpi, the bars a few pixels wide each.
  const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false)
  const png = pixmap.asPNG()
  const found = await zxing.readBarcodes(png, { formats: ['Code128'], tryHarder: true })
  return found.filter((b) => b.isValid).map((b) => ({ format: b.format, text: b.text }))
}
