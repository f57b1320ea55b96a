import { CsvError, parse } from 'csv-parse/sync'
import { msg, SaidError, type Message } from '@shared/messages'
import '@shared/messages/ukrainian'
import type { EnumValue } from '@shared/resources/enums'
import { checkArchive, FileRefused, NotAZip } from './archive'
import { hasBadChar } from '@shared/resources/values'
import {
  availabilityOf,
  PRICE_MESSAGES as M,
  type PriceFileError,
  type PriceFormat,
} from '@shared/supply/price-lists'
import {
  ColumnFault,
  headerKey,
  KNOWN_HEADERS,
  resolveColumns,
  type ColumnMapping,
  type FeedField,
  type ResolvedColumns,
} from '@shared/supply/columns'

/** One row of a file: its line (1-based, as an editor shows it) and its cells by column name. */
export interface RawRow {
  line: number
  cells: Map<string, string>
}

/** One product of a supplier's file or feed, read and checked. */
export interface PriceItem {
  line: number
  /** What the review shows it by: its article, or its barcode when it has none. */
  code: string
  /** The supplier's own article (sku). */
  sku: string | null
  barcode: string | null
  title: string
  price: number
  availability: EnumValue<'availability'>
}

/** A file the pipeline refuses; nothing is written. */
export class PriceFileFault extends SaidError {
  constructor(
    readonly line: number | null,
    said: Message,
  ) {
    super(said)
    this.name = 'PriceFileFault'
  }
  toJSON(): PriceFileError {
    return { line: this.line, message: this.message, said: this.said }
  }
}

const key = headerKey

export function formatOf(filename: string): PriceFormat | null {
  const ext = /\.([a-z]+)$/i.exec(filename)?.[1]?.toLowerCase()
  return ext === 'csv' || ext === 'xlsx' || ext === 'xml' ? ext : null
}

/**
 * CSV as spreadsheets write it (RFC 4180), read by csv-parse: the delimiter is whichever of `;`,
 * `,` or a tab the header line has most of (Ukrainian Excel writes `;`), quoted cells may hold
 * delimiters, doubled quotes and line breaks, a quote inside an unquoted cell is a character;
 * a BOM is dropped. A quote left open is refused with the line it opened on.
 */
export function readCsv(text: string): RawRow[] {
  const body = text.replace(/^\uFEFF/, '')
  const header = body.slice(0, body.search(/\r?\n|$/))
  const delimiter = [';', ',', '\t'].reduce((best, d) =>
    header.split(d).length > header.split(best).length ? d : best,
  )
  const records: { line: number; cells: string[] }[] = []
  // csv-parse tells the line each record ends on; the next one starts on the line after it.
  let ended = 0
  try {
    parse(body, {
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
      on_record: (record, context) => {
        records.push({ line: ended + 1, cells: record })
        ended = context.lines
        return null
      },
    })
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = ended + 1
    throw new PriceFileFault(line, M.line(line, M.quote))
  }
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''))
  const [head, ...rest] = nonEmpty
  if (!head) return []
  const names = head.cells.map(key)
  return rest.map((r) => ({
    line: r.line,
    cells: new Map(names.map((name, i) => [name, (r.cells[i] ?? '').trim()])),
  }))
}

/**
 * The first sheet of a workbook; its first non-empty row names the columns. Read whole by
 * exceljs, after `checkArchive` held the unpacked size to ARCHIVE_LIMITS (32 MiB): memory is
 * bounded by that, not by what the file claims.
 */
export async function readXlsx(bytes: Buffer): Promise<RawRow[]> {
  // exceljs takes longer to load than the rest of the server: loaded when a file comes in.
  // Sizes, ratios and entry count first: exceljs unpacks every entry whole into memory.
  try {
    await checkArchive(bytes)
  } catch (error) {
    if (error instanceof NotAZip) throw new PriceFileFault(null, M.xlsx)
    throw error
  }
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  try {
    // exceljs reads a Node Buffer, though its type names an ArrayBuffer: the bytes' own copy.
    await workbook.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    )
  } catch {
    throw new PriceFileFault(null, M.xlsx)
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  let names: string[] | null = null
  const rows: RawRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    const texts: string[] = []
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      texts[col - 1] = cell.text.trim()
    })
    if (!names) {
      names = Array.from(texts, (t) => key(t ?? ''))
      return
    }
    const header = names
    rows.push({ line: number, cells: new Map(header.map((n, i) => [n, texts[i] ?? ''])) })
  })
  return rows
}

type XmlNode = Record<string, unknown>

/** How deep a price list's elements may nest: a feed is five or six levels. */
export const XML_DEPTH_MAX = 64

/** An XML file refused before it is read (`@shared/messages`: `price.*`). */
export const XML_MESSAGES = {
  doctype: msg('price.doctype'),
  depth: msg('price.depth', { n: XML_DEPTH_MAX }),
} as const

/** The repeated elements that hold the products: the first list whose items have a code. */
function findItems(
  node: unknown,
  codeNames: Set<string>,
): { tag: string; items: XmlNode[] } | null {
  if (!node || typeof node !== 'object') return null
  for (const [tag, value] of Object.entries(node as XmlNode)) {
    const list = Array.isArray(value) ? value : [value]
    const objects = list.filter((v): v is XmlNode => !!v && typeof v === 'object')
    if (
      objects.length > 0 &&
      objects.some((o) => Object.keys(o).some((k) => codeNames.has(key(k))))
    ) {
      return { tag, items: objects }
    }
    for (const child of objects) {
      const found = findItems(child, codeNames)
      if (found) return found
    }
  }
  return null
}

/**
 * An XML feed (YML-like: `<offers><offer>…</offer></offers>`): each repeated element holding a
 * code is one product, its child elements (or attributes) its columns; a row's line is where
 * its element opens.
 */
export async function readXml(text: string): Promise<RawRow[]> {
  // A price list has no use for a DTD: one (with entities, internal or external) is refused
  // before any parser sees the file, so nothing is expanded and nothing is fetched.
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new FileRefused(XML_MESSAGES.doctype)
  const { XMLParser, XMLValidator } = await import('fast-xml-parser')
  const valid = XMLValidator.validate(text)
  if (valid !== true) {
    throw new PriceFileFault(valid.err.line, M.line(valid.err.line, M.xml(valid.err.msg)))
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    // Standard entities (&amp; and the like) are still read; a DTD never reaches here.
    maxNestedTags: XML_DEPTH_MAX,
  })
  let tree: unknown
  try {
    tree = parser.parse(text) as unknown
  } catch (error) {
    const what = error instanceof Error ? error.message : String(error)
    if (/nested/i.test(what)) throw new FileRefused(XML_MESSAGES.depth)
    throw new PriceFileFault(null, M.xml(what))
  }
  const codeNames = new Set([...KNOWN_HEADERS.sku, ...KNOWN_HEADERS.barcode])
  const found = findItems(tree, codeNames)
  if (!found) return []
  // Where each element opens, in document order.
  const lines: number[] = []
  const open = new RegExp(`<${found.tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s>/]`, 'g')
  for (let m = open.exec(text); m; m = open.exec(text)) {
    lines.push(text.slice(0, m.index).split('\n').length)
  }
  return found.items.map((item, i) => ({
    line: lines[i] ?? 0,
    cells: new Map(
      Object.entries(item).map(([k, v]) => [
        key(k),
        typeof v === 'object' && v !== null ? String((v as XmlNode)['#text'] ?? '') : String(v),
      ]),
    ),
  }))
}

/** A supplier's price: digits with a comma or a point, spaces and a currency sign allowed. */
function priceOf(raw: string): number | null {
  const cleaned = raw.replace(/[\s\u00a0]|грн\.?|uah|₴/gi, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const value = Math.round(Number(cleaned) * 100) / 100
  return value > 0 && value < 10_000_000_000 ? value : null
}

/**
 * Feed rows -> checked products, one at a time: the columns are resolved from the first row's
 * headers (the supplier's saved mapping first, then the recognised names); the first bad row
 * stops the file; an article or barcode seen twice is refused with both lines.
 */
export class ItemReader {
  private columns: ResolvedColumns | null = null
  private readonly seen = new Map<string, number>()
  count = 0

  /** The first row's column names, in the file's order, once a row was read. */
  headers: string[] | null = null

  constructor(private readonly saved: ColumnMapping | null) {}

  read(row: RawRow): PriceItem {
    const columns = (this.columns ??= this.resolve(row))
    const cell = (field: FeedField) => {
      const name = columns[field]
      return name ? (row.cells.get(name) ?? '').trim() : ''
    }
    const fail = (what: Message) => new PriceFileFault(row.line, M.line(row.line, what))
    for (const value of row.cells.values()) if (hasBadChar(value)) throw fail(M.badChar)
    const sku = cell('sku').slice(0, 64) || null
    const barcode = cell('barcode').slice(0, 40) || null
    const code = sku ?? barcode
    if (!code) throw fail(M.noCode)
    const key = sku ? `s:${sku}` : `b:${barcode}`
    const first = this.seen.get(key)
    if (first !== undefined) throw fail(M.duplicate(code, first))
    this.seen.set(key, row.line)
    const price = priceOf(cell('price'))
    if (price === null) throw fail(M.badPrice(cell('price')))
    const availability = columns.availability ? availabilityOf(cell('availability')) : 'available'
    if (!availability) throw fail(M.badAvailability(cell('availability')))
    this.count++
    return {
      line: row.line,
      code,
      sku,
      barcode,
      title: cell('title').slice(0, 255),
      price,
      availability,
    }
  }

  private resolve(row: RawRow): ResolvedColumns {
    this.headers = [...row.cells.keys()]
    try {
      return resolveColumns(row.cells.keys(), this.saved)
    } catch (error) {
      if (error instanceof ColumnFault) throw new PriceFileFault(1, error.said)
      throw error
    }
  }
}

/**
 * Rows -> the supplier's products, by its column mapping; the first bad row stops the file.
 * `reader` is the caller's when it wants the header row afterwards, even of a refused file.
 */
export function itemsOf(
  rows: RawRow[],
  saved: ColumnMapping | null = null,
  reader = new ItemReader(saved),
): PriceItem[] {
  if (rows.length === 0) throw new PriceFileFault(null, M.empty)
  return rows.map((row) => reader.read(row))
}

/** The whole reading step: bytes of a named file -> checked products, or a PriceFileFault. */
export async function readPriceFile(
  filename: string,
  bytes: Buffer,
  saved: ColumnMapping | null = null,
  reader = new ItemReader(saved),
): Promise<PriceItem[]> {
  const format = formatOf(filename)
  if (!format) throw new PriceFileFault(null, M.format)
  const rows =
    format === 'xlsx'
      ? await readXlsx(bytes)
      : format === 'csv'
        ? readCsv(bytes.toString('utf8'))
        : await readXml(bytes.toString('utf8'))
  return itemsOf(rows, saved, reader)
}
