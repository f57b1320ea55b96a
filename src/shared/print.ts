import { z } from 'zod'

/**
 * A document to print or to save as PDF, handed to `ShopBridge.print`: our own HTML (the packing
 * slip: self-contained, its styles and images inline, no scripts) or PDF bytes made elsewhere
 * (Nova Poshta's 100×100 marking). The desktop app renders it in a hidden window of main; web
 * mode in a hidden frame or the browser's PDF viewer.
 */

/** Most characters of an HTML document (a slip with its inline barcode is a few dozen KB). */
export const PRINT_HTML_MAX = 2_000_000
/** Most bytes of a PDF document (a carrier's marking of a few pages is well under 1 MB). */
export const PRINT_PDF_MAX = 10 * 1024 * 1024

/** A page size in millimetres (a label printer's 100×100, or A4 as 210×297). */
export const pageSizeSchema = z.object({
  width_mm: z.number().min(20).max(1000),
  height_mm: z.number().min(20).max(1000),
})
export type PageSize = z.infer<typeof pageSizeSchema>

const titleSchema = z.string().trim().min(1).max(200)

export const printDocumentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('html'),
    title: titleSchema,
    html: z.string().min(1).max(PRINT_HTML_MAX),
    /** None: the printer's own paper (the stylesheet's `@page` may still say). */
    page: pageSizeSchema.optional(),
  }),
  z.object({
    kind: z.literal('pdf'),
    title: titleSchema,
    data: z
      .instanceof(Uint8Array)
      .refine((d) => d.byteLength > 0 && d.byteLength <= PRINT_PDF_MAX, 'Розмір PDF')
      .refine((d) => isPdf(d), 'Це не PDF'),
    page: pageSizeSchema.optional(),
  }),
])
export type PrintDocument = z.infer<typeof printDocumentSchema>

/** A file name offered by the save dialog: a name, never a path. */
export const pdfFileNameSchema = z
  .string()
  .trim()
  .min(5)
  .max(120)
  .regex(/^[^/\\:*?"<>|]+\.pdf$/i, 'Назва файлу .pdf')
  .refine((name) => [...name].every((c) => c.charCodeAt(0) >= 0x20), 'Назва файлу .pdf')

export type PrintOutcome =
  { ok: true; message: string } | { ok: false; reason: 'cancelled' | 'failed'; message: string }

/** `%PDF-` at the start: what every PDF begins with. */
export function isPdf(data: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d]
  return magic.every((b, i) => data[i] === b)
}

export { PRINT_MESSAGES } from './print-messages'
