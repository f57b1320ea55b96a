import { PassThrough, type Readable } from 'node:stream'
import type ExcelJS from 'exceljs'
import { stringify } from 'csv-stringify/sync'
import type { ExportColumn } from '@shared/contract/exports'
import { dateText, type Cell } from './cells'

/**
 * The two file formats. Both take rows a page at a time from `pages` and write them as they
 * come: the file is streamed, never built whole in memory.
 *
 * CSV (docs/choices.md): UTF-8 with a BOM (Excel then reads Cyrillic right), `;` between fields
 * and a decimal comma, as Excel in a Ukrainian or Russian locale expects when the file is opened
 * with a double click; CRLF line ends and RFC 4180 quoting (a field with `;`, `"`, CR or LF is
 * put in quotes, its quotes doubled). A text that starts like a formula (`=`, `+`, `-`, `@`) gets
 * a leading apostrophe so a spreadsheet shows it rather than runs it.
 */
export type Pages = AsyncIterable<Cell[][]>

/**
 * What the writer's pacing reads of ExcelJS's sheet stream: its own full buffers (64 KiB each),
 * and the stream it pipes into, archiver's entry (a `readable-stream` PassThrough, whose queues
 * are only in its states: it has no `writableLength`).
 */
interface SheetStream {
  pipes?: {
    writableLength?: number
    _writableState?: { length?: number }
    _readableState?: { length?: number }
  }[]
  buffers?: unknown[]
}
const SHEET_BUFFER_BYTES = 65_536
/** Uncompressed XML waiting for the deflate before the writer waits: a few pages' worth. */
const BACKLOG = 4 * 1024 * 1024

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Rows as CSV lines, by csv-stringify: `;`, CRLF, a field with `;`, `"`, CR or LF in quotes
 * with its quotes doubled.
 */
export function csvLines(rows: readonly string[][]): string {
  return stringify(rows as string[][], {
    delimiter: CSV_SEPARATOR,
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
  })
}

/** A cell's text in the file (quoting is `csvLines`'s). */
export function csvCell(cell: Cell): string {
  switch (cell.kind) {
    case 'empty':
      return ''
    case 'number':
      return (cell.money ? cell.value.toFixed(2) : String(cell.value)).replace('.', ',')
    case 'date':
      return dateText(cell)
    case 'text':
      return FORMULA_START.test(cell.value) ? `'${cell.value}` : cell.value
  }
}

export async function* csvFile(columns: readonly ExportColumn[], pages: Pages) {
  yield CSV_BOM + csvLines([columns.map((c) => c.header)])
  for await (const rows of pages) {
    if (rows.length > 0) yield csvLines(rows.map((row) => row.map(csvCell)))
  }
}

/** An empty cell is left out (undefined): ExcelJS then makes no cell object for it at all. */
function xlsxValue(cell: Cell): ExcelJS.CellValue | undefined {
  switch (cell.kind) {
    case 'empty':
      return undefined
    case 'number':
      return cell.value
    case 'text':
      return cell.value
    case 'date':
      // ExcelJS turns a Date into a serial from its UTC parts: these are the shop's wall clock.
      return new Date(Date.UTC(cell.y, cell.m - 1, cell.d, cell.hh ?? 0, cell.mi ?? 0))
  }
}

/**
 * XLSX through ExcelJS's streaming WorkbookWriter: each row is committed (written into the zip
 * stream) as soon as it is added. Between pages it waits while the reader is behind, so a slow
 * download holds back the database reads instead of filling memory.
 */
export async function xlsxFile(
  columns: readonly ExportColumn[],
  kinds: readonly ('number' | 'money' | 'date' | 'datetime' | 'text')[],
  sheetName: string,
  pages: Pages,
): Promise<Readable> {
  // exceljs takes longer to load than the rest of the server: loaded for the first XLSX asked.
  const { default: Excel } = await import('exceljs')
  const out = new PassThrough()
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.columns = columns.map((c, i) => {
    const kind = kinds[i]
    const numFmt =
      kind === 'money'
        ? '0.00'
        : kind === 'date'
          ? 'dd.mm.yyyy'
          : kind === 'datetime'
            ? 'dd.mm.yyyy hh:mm'
            : undefined
    return {
      key: String(i),
      width: kind === 'text' ? 30 : kind === 'datetime' ? 17 : 12,
      ...(numFmt ? { style: { numFmt } } : {}),
    }
  })
  const header = sheet.addRow(columns.map((c) => c.header))
  header.font = { bold: true }
  header.commit()

  // ExcelJS's sheet stream hands its buffers to the zip's deflate without waiting for it, so
  // the writer paces itself: while more than BACKLOG bytes wait for the deflate, or the reader
  // (`out`) is behind, it waits before the next page.
  const sheetStream = Reflect.get(sheet, 'stream') as SheetStream
  const backlog = () => {
    const entry = sheetStream.pipes?.[0]
    const inEntry =
      (entry?.writableLength ?? entry?._writableState?.length ?? 0) +
      (entry?._readableState?.length ?? 0)
    return inEntry + (sheetStream.buffers?.length ?? 0) * SHEET_BUFFER_BYTES
  }
  const behind = async () => {
    while (!out.destroyed && (out.writableNeedDrain || backlog() > BACKLOG)) {
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  }
  // One style object per column, shared by its cells: ExcelJS then finds each cell's style id
  // by identity instead of working it out again for every cell.
  const styles = sheet.columns.map((c) => ({ ...(c.style ?? {}) }))

  void (async () => {
    for await (const rows of pages) {
      if (out.destroyed) return
      for (const row of rows) {
        const added = sheet.addRow(row.map(xlsxValue))
        added.eachCell((cell, n) => {
          cell.style = styles[n - 1] ?? {}
        })
        added.commit()
      }
      await behind()
    }
    if (out.destroyed) return
    sheet.commit()
    await workbook.commit()
  })().catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return out
}
