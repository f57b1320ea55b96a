import { Readable } from 'node:stream'
import { msg, type Message } from '@shared/messages'
import { headerKey } from '@shared/supply/columns'
import { PRICE_MESSAGES as M } from '@shared/supply/price-lists'
import { PriceFileFault, type RawRow } from '../price-file'
import { XML_DEPTH_MAX, XML_MESSAGES } from '../price-file'
import { ARCHIVE_LIMITS, ARCHIVE_MESSAGES, checkArchive, FileRefused, NotAZip } from '../archive'

/**
 * A supplier's feed read as it arrives, one row at a time: YML/XML (saxes), CSV (csv-parse) or
 * XLSX (exceljs' streaming reader). Nothing holds the whole feed: memory is a chunk, one row,
 * and whatever the reader itself keeps (XLSX shared strings).
 */

export type FeedFormat = 'xml' | 'csv' | 'xlsx'

/** What reading a feed says (`@shared/messages`: `feed.*`). */
export const FEED_MESSAGES = {
  empty: msg('feed.empty'),
  unknown: msg('feed.unknown'),
  noRecords: msg('feed.noRecords'),
  csv: (what: Message) => msg('feed.csv', { what }),
} as const

/** The elements one product of an XML feed is (YML's `offer` first). */
const RECORD_TAGS = new Set(['offer', 'item', 'product', 'row', 'record', 'товар'])

/** The format from the first bytes, then the address and Content-Type when the bytes are text. */
export function sniffFormat(first: Uint8Array, url: string, contentType: string): FeedFormat {
  if (first[0] === 0x50 && first[1] === 0x4b && first[2] === 0x03 && first[3] === 0x04) {
    return 'xlsx'
  }
  const head = Buffer.from(first.subarray(0, 512))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (head.startsWith('<')) return 'xml'
  const path = (() => {
    try {
      return new URL(url).pathname.toLowerCase()
    } catch {
      return ''
    }
  })()
  if (/\.(xml|yml)$/.test(path) || /xml/i.test(contentType)) return 'xml'
  return 'csv'
}

async function* prepend(first: Uint8Array, rest: AsyncIterator<Uint8Array>) {
  yield first
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value
}

/** The feed's rows, its format found from its first bytes. */
export async function readFeed(
  chunks: AsyncIterable<Uint8Array>,
  url: string,
  contentType: string,
): Promise<{ format: FeedFormat; rows: AsyncGenerator<RawRow> }> {
  const it = chunks[Symbol.asyncIterator]()
  let first = await it.next()
  while (!first.done && first.value.byteLength === 0) first = await it.next()
  if (first.done) throw new PriceFileFault(null, FEED_MESSAGES.empty)
  const format = sniffFormat(first.value, url, contentType)
  const all = prepend(first.value, it)
  const rows = format === 'xml' ? xmlRows(all) : format === 'csv' ? csvRows(all) : xlsxRows(all)
  return { format, rows }
}

/** The encoding the XML declaration names (YML feeds are often windows-1251). */
function xmlEncoding(first: Uint8Array): string {
  const head = Buffer.from(first.subarray(0, 200)).toString('latin1')
  const named = /<\?xml[^>]*encoding=["']([\w-]+)["']/i.exec(head)?.[1]?.toLowerCase()
  if (!named) return 'utf-8'
  try {
    return new TextDecoder(named).encoding
  } catch {
    return 'utf-8'
  }
}

async function* xmlRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<RawRow> {
  const { SaxesParser } = await import('saxes')
  const parser = new SaxesParser({ position: true })
  const ready: RawRow[] = []
  let depth = 0
  let record: { depth: number; line: number; cells: Map<string, string> } | null = null
  let field: { name: string; text: string } | null = null
  let found = false
  parser.on('doctype', () => {
    throw new PriceFileFault(parser.line, XML_MESSAGES.doctype)
  })
  parser.on('error', (error) => {
    throw new PriceFileFault(parser.line, M.line(parser.line, M.xml(error.message)))
  })
  parser.on('opentag', (tag) => {
    depth++
    if (depth > XML_DEPTH_MAX) throw new PriceFileFault(parser.line, XML_MESSAGES.depth)
    const name = tag.name.toLowerCase()
    if (!record) {
      if (RECORD_TAGS.has(name)) {
        record = { depth, line: parser.line, cells: new Map() }
        for (const [k, v] of Object.entries(tag.attributes)) record.cells.set(headerKey(k), v)
      }
      return
    }
    if (depth !== record.depth + 1) return
    // YML's <param name="Артикул">…</param> names its own column.
    const param = name === 'param' ? tag.attributes.name : undefined
    field = { name: headerKey(typeof param === 'string' ? param : tag.name), text: '' }
  })
  parser.on('text', (text) => {
    if (field) field.text += text
  })
  parser.on('cdata', (text) => {
    if (field) field.text += text
  })
  parser.on('closetag', () => {
    if (record && field && depth === record.depth + 1) {
      if (!record.cells.has(field.name)) record.cells.set(field.name, field.text.trim())
      field = null
    } else if (record && depth === record.depth) {
      ready.push({ line: record.line, cells: record.cells })
      record = null
      found = true
    }
    depth--
  })
  let decoder: InstanceType<typeof TextDecoder> | null = null
  for await (const chunk of chunks) {
    decoder ??= new TextDecoder(xmlEncoding(chunk))
    parser.write(decoder.decode(chunk, { stream: true }))
    yield* ready.splice(0)
  }
  parser.write(decoder?.decode() ?? '')
  parser.close()
  yield* ready.splice(0)
  if (!found) throw new PriceFileFault(null, FEED_MESSAGES.noRecords)
}

async function* csvRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<RawRow> {
  const { parse } = await import('csv-parse')
  let delimiter: string | null = null
  async function* text() {
    const decoder = new TextDecoder('utf-8')
    for await (const chunk of chunks) {
      const part = decoder.decode(chunk, { stream: true })
      if (delimiter === null) {
        const line = part.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
        delimiter = [';', ',', '\t'].reduce((best, d) =>
          line.split(d).length > line.split(best).length ? d : best,
        )
      }
      yield part
    }
    yield decoder.decode()
  }
  const source = text()
  const firstPart = await source.next()
  if (firstPart.done || delimiter === null) return
  const input = Readable.from(
    (async function* () {
      yield firstPart.value
      yield* source
    })(),
  )
  const parser = input.pipe(
    parse({
      delimiter: delimiter as string,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }),
  )
  let names: string[] | null = null
  try {
    for await (const entry of parser as AsyncIterable<{
      record: string[]
      info: { lines: number }
    }>) {
      if (!names) {
        names = entry.record.map(headerKey)
        continue
      }
      const header = names
      yield {
        line: entry.info.lines,
        cells: new Map(header.map((n, i) => [n, entry.record[i] ?? ''])),
      }
    }
  } catch (error) {
    if (error instanceof PriceFileFault) throw error
    const line = (error as { lines?: number }).lines ?? null
    const what =
      (error as { code?: string }).code === 'CSV_QUOTE_NOT_CLOSED'
        ? M.quote
        : msg('common.text', { text: String((error as Error).message) })
    throw new PriceFileFault(line, line ? M.line(line, what) : FEED_MESSAGES.csv(what))
  }
}

/** An exceljs cell value as the text a person sees. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value)
  const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown }
  if (v.richText) return v.richText.map((r) => r.text).join('')
  if (v.text !== undefined) return cellText(v.text)
  if (v.result !== undefined) return cellText(v.result)
  return ''
}

/**
 * An XLSX feed is a zip: it is taken whole (it is small: 50,000 rows pack into a few MB) and its
 * entries' sizes checked as an uploaded price list's are (`checkArchive`: no zip bomb reaches
 * exceljs), then its rows are streamed out of it one at a time.
 */
async function* xlsxRows(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<RawRow> {
  const parts: Uint8Array[] = []
  let size = 0
  for await (const chunk of chunks) {
    size += chunk.byteLength
    if (size > ARCHIVE_LIMITS.totalBytes)
      throw new FileRefused(ARCHIVE_MESSAGES.total(ARCHIVE_LIMITS.totalBytes / 2 ** 20))
    parts.push(chunk)
  }
  const bytes = Buffer.concat(parts)
  try {
    await checkArchive(bytes)
  } catch (error) {
    if (error instanceof NotAZip) throw new PriceFileFault(null, M.xlsx)
    throw error
  }
  const { default: ExcelJS } = await import('exceljs')
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    worksheets: 'emit',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  })
  let names: string[] | null = null
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[]
        const texts = Array.from(values.slice(1), (v) => cellText(v).trim())
        if (texts.every((t) => t === '')) continue
        if (!names) {
          names = texts.map(headerKey)
          continue
        }
        const header = names
        yield { line: row.number, cells: new Map(header.map((n, i) => [n, texts[i] ?? ''])) }
      }
      // The first sheet only.
      break
    }
  } catch (error) {
    if (error instanceof PriceFileFault) throw error
    throw new PriceFileFault(null, M.xlsx)
  }
}
