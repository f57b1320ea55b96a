import {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  exportColumns,
  isExportTable,
  type ExportFormat,
  type ExportTable,
} from '@shared/contract/exports'
import { RESOURCES } from '@shared/resources/registry'
import type { ResourceDef } from '@shared/resources/types'
import { isSortable, queryFromParams } from '../../resources/listUrl'

/**
 * The export screen keeps its whole choice in the URL, as the lists do, so a link opens the same
 * export: `table`, `format`, `cols` (comma-separated, in the table's order), `raw=1` (enum codes
 * instead of their names), `sort` (the list's: `-created_at`); every other param is a list
 * filter in the list's own format (`/export?table=orders&status=new&sort=total` exports what
 * `/orders?status=new&sort=total` shows, in that order).
 */
export const EXPORT_PARAMS = ['table', 'format', 'cols', 'raw', 'sort'] as const

export interface ExportChoice {
  table: ExportTable
  def: ResourceDef
  format: ExportFormat
  /** Chosen columns, in the table's column order. */
  columns: string[]
  raw: boolean
  /** The rows' order, as the list's `sort` (the table's own unless the URL names another). */
  sort: string
  /** The list filters only (what `ListFilters` shows and edits). */
  filters: URLSearchParams
}

export function choiceOf(params: URLSearchParams): ExportChoice {
  const rawTable = params.get('table') ?? ''
  const table: ExportTable = isExportTable(rawTable) ? rawTable : EXPORT_TABLES[0]
  const def: ResourceDef = RESOURCES[table]
  const rawFormat = params.get('format') ?? ''
  const format = (EXPORT_FORMATS as readonly string[]).includes(rawFormat)
    ? (rawFormat as ExportFormat)
    : 'xlsx'
  const all = exportColumns(def)
  const cols = params.get('cols')
  const wanted = cols === null ? new Set<string>(def.list) : new Set(cols.split(','))
  const filters = new URLSearchParams(params)
  for (const key of EXPORT_PARAMS) filters.delete(key)
  return {
    table,
    def,
    format,
    columns: all.filter((name) => wanted.has(name)),
    raw: params.get('raw') === '1',
    sort: sortOf(def, params.get('sort')),
    filters,
  }
}

function sortOf(def: ResourceDef, raw: string | null): string {
  return raw && isSortable(def, raw) ? raw : def.sort
}

/** The sorts the screen offers: each column a list can sort by, going up and going down. */
export function sortChoices(def: ResourceDef): string[] {
  return exportColumns(def)
    .filter((name) => isSortable(def, name))
    .flatMap((name) => [name, `-${name}`])
}

/**
 * The filter, search and sort of the export's body, from the params as a list reads them. The
 * table's own sort is left out: the server uses it when none is named.
 */
export function filterOf(choice: ExportChoice) {
  const query = queryFromParams(choice.def, choice.filters)
  return {
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.search ? { search: query.search } : {}),
    ...(choice.sort !== choice.def.sort ? { sort: choice.sort } : {}),
  }
}

/** The URL params after one change of the choice (filters kept, unless the table changes). */
export function withChoice(
  params: URLSearchParams,
  change: {
    table?: ExportTable
    format?: ExportFormat
    columns?: string[]
    raw?: boolean
    sort?: string
  },
): URLSearchParams {
  const next = change.table !== undefined ? new URLSearchParams() : new URLSearchParams(params)
  if (change.table !== undefined) {
    next.set('table', change.table)
    const format = params.get('format')
    if (format) next.set('format', format)
  }
  if (change.format !== undefined) next.set('format', change.format)
  if (change.columns !== undefined) next.set('cols', change.columns.join(','))
  if (change.sort !== undefined) next.set('sort', change.sort)
  if (change.raw !== undefined) {
    if (change.raw) next.set('raw', '1')
    else next.delete('raw')
  }
  return next
}

/** A job id for the progress route: random, from `getRandomValues` (any page has it). */
export function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  return `job-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}
