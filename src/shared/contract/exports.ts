import { z } from 'zod'
import { listQuerySchema, safeText } from './http'
import type { RouteSpec } from './route-spec'
import {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  exportRules,
  type ExportFormat,
  type ExportTable,
} from './export-routes'
import { publicFields } from '../resources/validation'
import type { ResourceDef } from '../resources/types'

/**
 * The export screen (`/export`): a table's rows, the chosen columns and the
 * list's filters, written by the server as CSV or XLSX and streamed, never held whole. The
 * tables, formats and route keys are `export-routes.ts`'s.
 */
export {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  exportRoute,
  isExportTable,
  type ExportFormat,
  type ExportRouteKey,
  type ExportTable,
} from './export-routes'

/** The system columns first, in the order a spreadsheet reads best, then the declared fields. */
export function exportColumns(def: ResourceDef): string[] {
  return ['id', ...publicFields(def).map(([name]) => name), 'created_at', 'updated_at']
}

/** The header the server names the number of rows the file will hold in, before the first. */
export const EXPORT_TOTAL_HEADER = 'X-Export-Total'

/** Most columns one export may ask for (a table has fewer). */
export const EXPORT_COLUMNS_MAX = 64

/** A job id the client makes up, so it can ask how far its export is and cancel it. */
export const exportJobSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

export const exportColumnSchema = z.object({
  name: z.string().max(64),
  /** The column's heading as the UI shows it (the user's language). */
  header: safeText(120),
  /** Enumerations written as these labels (value -> label); absent: the raw values. */
  labels: z.record(z.string().max(64), safeText(120)).optional(),
})
export type ExportColumn = z.infer<typeof exportColumnSchema>

/** What `POST /api/{table}/export` takes: the list's query (no page), the format, the columns. */
export const exportBodySchema = z.object({
  job: exportJobSchema,
  format: z.enum(EXPORT_FORMATS),
  columns: z.array(exportColumnSchema).min(1).max(EXPORT_COLUMNS_MAX),
  filter: listQuerySchema.shape.filter,
  search: listQuerySchema.shape.search,
  /** The list's sort (`-created_at`); absent: the table's own, as its list. */
  sort: listQuerySchema.shape.sort,
})
export type ExportBody = z.infer<typeof exportBodySchema>

export const exportProgressSchema = z.object({
  /** Rows written so far. */
  done: z.number().int().min(0),
  /** Rows the file will hold (counted before the first was written). */
  total: z.number().int().min(0),
})
export type ExportProgress = z.infer<typeof exportProgressSchema>

/**
 * `null`: no such export of the caller's is running (not started yet, as while the desktop
 * app's save dialog is open, or already over). Not a 404: the page asks every few hundred ms.
 */
export const exportProgressAnswerSchema = z.object({ data: exportProgressSchema.nullable() })

/**
 * Each exportable table's export route: reading the file is reading the table, so it needs the
 * table's own read right, like its list.
 */
export function exportRoutes(): RouteSpec[] {
  return exportRules().map((rule) => ({
    ...rule,
    body: exportBodySchema,
    // The file itself: CSV text or XLSX bytes.
    answer: z.string(),
  }))
}

let exportSpecs: Map<string, RouteSpec> | undefined

/** An export route's answer schema by its key (`answers.ts`); none for another key. */
export function exportAnswerOf(key: string): RouteSpec['answer'] | undefined {
  exportSpecs ??= new Map(exportRoutes().map((spec) => [`${spec.method} ${spec.pattern}`, spec]))
  return exportSpecs.get(key)?.answer
}

/** `products-2026-11-23.xlsx`: the table and the day, in the shop's time zone. */
export function exportFileName(table: ExportTable, format: ExportFormat, now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(now)
  return `${table}-${day}.${format}`
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/** What the bridge is asked to save: the export route's body and the name to offer. */
export const exportSaveRequestSchema = z.object({
  table: z.enum(EXPORT_TABLES),
  body: exportBodySchema,
  fileName: z
    .string()
    .min(1)
    .max(120)
    .regex(/^[\w.-]+\.(csv|xlsx)$/),
})
export type ExportSaveRequest = z.infer<typeof exportSaveRequestSchema>

/** How a save ended: written, cancelled (by the user or the dialog), or failed with a message. */
export type ExportOutcome =
  | { ok: true; fileName: string; bytes: number }
  | { ok: false; reason: 'cancelled' }
  | { ok: false; reason: 'failed'; message: string }
