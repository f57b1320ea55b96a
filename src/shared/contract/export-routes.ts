import { RESOURCES } from '../resources/registry'
import type { RoutePath } from './route-spec'

/**
 * The export routes' tables, formats and keys, without their schemas (`exports.ts`, which
 * re-exports these): what the renderer's entry needs.
 *
 * Which tables: the catalogue and the desks' tables a shop hands to a spreadsheet. Never the
 * staff accounts (password hashes) or the settings (API keys and tokens): those have no export
 * route at all, and a table's secret or virtual fields are never columns.
 */
export const EXPORT_TABLES = ['products', 'orders', 'categories', 'calls'] as const
export type ExportTable = (typeof EXPORT_TABLES)[number]

export const EXPORT_FORMATS = ['xlsx', 'csv'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

export function isExportTable(name: string): name is ExportTable {
  return (EXPORT_TABLES as readonly string[]).includes(name)
}

/** The key of a table's export route. */
export type ExportRouteKey = `POST /api/${ExportTable}/export`

export function exportRoute(table: ExportTable): ExportRouteKey {
  return `POST /api/${table}/export`
}

/**
 * Each exportable table's export route: reading the file is reading the table, so it needs the
 * table's own read right, like its list.
 */
export function exportRules(): RoutePath[] {
  return EXPORT_TABLES.filter((table) => table in RESOURCES).map((table) => ({
    method: 'POST' as const,
    pattern: `/api/${table}/export`,
    access: { table, op: 'read' as const },
  }))
}
