import { parse } from 'csv-parse/sync'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACCESS } from '@shared/access'
import { specOf, requiredLevel } from '@shared/contract/map'
import { RESOURCES, tableAccess } from '@shared/resources/registry'
import {
  EXPORT_TABLES,
  EXPORT_TOTAL_HEADER,
  exportRoute,
  type ExportBody,
} from '@shared/contract/exports'
import { MARKER_HEADER, MARKER_VALUE } from '@shared/contract/http'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { EXPORT_MESSAGES, EXPORT_PAGE } from './routes'
import { wallClock } from './cells'
import { CSV_BOM, csvCell, csvLines, xlsxFile } from './writers'

const TYPE_LABELS = { chekhly: 'Чохли', accessories: 'Аксесуари', plenki: 'Плівки' }

const body = (over: Partial<ExportBody> = {}): ExportBody => ({
  job: 'job-0001',
  format: 'csv',
  columns: [
    { name: 'id', header: 'ID' },
    { name: 'title_uk', header: 'Назва (укр.)' },
    { name: 'type', header: 'Тип', labels: TYPE_LABELS },
    { name: 'price', header: 'Ціна' },
  ],
  ...over,
})

/** The exports' CSV as a spreadsheet reads it: `;` between fields, CRLF between rows. */
const parseCsv = (text: string): string[][] =>
  parse(text, { delimiter: ';', record_delimiter: '\r\n' })

describe('the CSV cells', () => {
  it('quotes what RFC 4180 says, doubles quotes, and defuses formulas', () => {
    const field = (text: string) => csvLines([[text]]).replace(/\r\n$/, '')
    expect(field('просто')).toBe('просто')
    expect(field('a;b')).toBe('"a;b"')
    expect(field('він сказав "так"')).toBe('"він сказав ""так"""')
    expect(field('два\nрядки')).toBe('"два\nрядки"')
    expect(field('один\rрядок')).toBe('"один\rрядок"')
    expect(field(csvCell({ kind: 'text', value: '=HYPERLINK("x")' }))).toBe(`"'=HYPERLINK(""x"")"`)
    expect(
      csvLines([
        ['a', ''],
        ['b;', 'c'],
      ]),
    ).toBe('a;\r\n"b;";c\r\n')
    expect(csvCell({ kind: 'number', value: 199.9, money: true })).toBe('199,90')
    expect(csvCell({ kind: 'number', value: -5, money: false })).toBe('-5')
    expect(csvCell({ kind: 'date', y: 2026, m: 3, d: 5, hh: 9, mi: 7 })).toBe('05.03.2026 09:07')
  })
})

describe('the XLSX writer', () => {
  it('sends the file as it is written when pages come without a turn of the event loop', async () => {
    // Enough XML by the half-way page to pass the writer's 4 MiB backlog several times over.
    const PAGES = 120
    let given = 0
    // As PGlite answers: each page is ready in a microtask, never after a timer or I/O.
    async function* pages() {
      for (let p = 0; p < PAGES; p++) {
        await Promise.resolve()
        given++
        yield Array.from({ length: 1000 }, (_, i) => [
          { kind: 'number' as const, value: p * 1000 + i, money: false },
          { kind: 'text' as const, value: `Замовлення ${p * 1000 + i}, Київ, вул. Хрещатик` },
        ])
      }
    }
    const file = await xlsxFile(
      [
        { name: 'id', header: 'ID' },
        { name: 'city', header: 'Місто' },
      ],
      ['number', 'text'],
      'orders',
      pages(),
    )
    const chunks: Buffer[] = []
    let bytesAtHalf = 0
    let bytes = 0
    for await (const chunk of file) {
      chunks.push(chunk as Buffer)
      bytes += (chunk as Buffer).length
      if (given <= PAGES / 2) bytesAtHalf = bytes
    }
    expect(given).toBe(PAGES)
    // Half the rows given, a good part of the file has gone out: not the zip's first header
    // alone, with the rest held until the last page.
    expect(bytesAtHalf).toBeGreaterThan(bytes / 50)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(PAGES * 1000 + 1)
    expect(sheet.getCell(PAGES * 1000 + 1, 2).value).toBe(
      `Замовлення ${PAGES * 1000 - 1}, Київ, вул. Хрещатик`,
    )
  }, 60_000)
})

describe('the wall clock of a datetime cell', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Kyiv',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const byIntl = (ms: number) => {
    const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, Number(x.value)]))
    return { kind: 'date', y: p.year, m: p.month, d: p.day, hh: p.hour, mi: p.minute }
  }

  it('is Kyiv’s, as the time zone database says, across the clock changes', () => {
    // Around the spring and autumn changes of 2026, minute by minute.
    for (const start of [Date.UTC(2026, 2, 29, 0, 0), Date.UTC(2026, 9, 25, 0, 0)]) {
      for (let ms = start; ms < start + 3 * 3_600_000; ms += 60_000) {
        expect(wallClock(new Date(ms))).toEqual(byIntl(ms))
      }
    }
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1995, 0, 1), max: Date.UTC(2045, 0, 1) }), (ms) => {
        expect(wallClock(new Date(ms))).toEqual(byIntl(ms))
      }),
      { numRuns: 5_000 },
    )
  })
})

describe.each(testDatabases())('exports on %s', (kind) => {
  const t = useTestServer(kind)

  async function products() {
    const cookie = await t.login()
    const store = async (row: Record<string, unknown>) => {
      const res = await t.post('/api/products/store', row, { cookie })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return (res.body as { data: { id: number } }).data.id
    }
    const a = await store({ title_uk: 'Чохол "Ґудзик"; синій', type: 'chekhly', price: 199.9 })
    const b = await store({ title_uk: 'Скло\nз рамкою', type: 'plenki', price: 80 })
    const c = await store({ title_uk: '=1+2 кабель', type: 'accessories', price: 45.5 })
    return { cookie, a, b, c }
  }

  const exportOf = (table: string, payload: unknown, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/${table}/export`,
      headers: { [MARKER_HEADER]: MARKER_VALUE, cookie },
      payload: payload as object,
    })

  it('writes CSV with a BOM, the chosen columns in order, labels and RFC 4180 quoting', async () => {
    const { cookie, a, b, c } = await products()
    const res = await exportOf('products', body(), cookie)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-.+\.csv"$/)
    expect(res.headers[EXPORT_TOTAL_HEADER.toLowerCase()]).toBe('3')
    const bytes = res.rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text.startsWith(CSV_BOM)).toBe(true)
    expect(parseCsv(text.slice(1))).toEqual([
      ['ID', 'Назва (укр.)', 'Тип', 'Ціна'],
      [String(c), "'=1+2 кабель", 'Аксесуари', '45,50'],
      [String(b), 'Скло\nз рамкою', 'Плівки', '80,00'],
      [String(a), 'Чохол "Ґудзик"; синій', 'Чохли', '199,90'],
    ])
  })

  it('applies the list filters and search, and writes raw values without labels', async () => {
    const { cookie, a } = await products()
    const res = await exportOf(
      'products',
      body({
        columns: [
          { name: 'type', header: 'type' },
          { name: 'id', header: 'id' },
        ],
        filter: { type: ['chekhly', 'plenki'] },
        search: 'чохол',
      }),
      cookie,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(parseCsv(res.body.slice(1))).toEqual([
      ['type', 'id'],
      ['chekhly', String(a)],
    ])
  })

  it('keeps the list’s sort across pages: ties by id, nulls where the list puts them', async () => {
    const cookie = await t.login()
    // Two and a half pages: old prices with many ties and a third of them empty; creation
    // times a few apart, with microseconds that a JavaScript date would lose.
    await t.db.execute(
      sql`insert into products (title_uk, type, "group", price, old_price, availability, publish,
                                created_at)
          select 'Товар ' || n, 'chekhly', 'default', n,
                 case when n % 3 = 0 then null else (n % 7) * 10 end, 'available', '1',
                 timestamptz '2026-05-01 10:00:00.000001+00' + ((n % 50) * interval '1.000003 s')
            from generate_series(1, ${EXPORT_PAGE * 2 + 500}) as n`,
    )
    const idsOf = async (sort: string) => {
      const res = await exportOf(
        'products',
        body({ columns: [{ name: 'id', header: 'id' }], sort }),
        cookie,
      )
      expect(res.statusCode, res.body).toBe(200)
      return parseCsv(res.body.slice(1))
        .slice(1)
        .map(([id]) => Number(id))
    }
    const expected = async (order: string) =>
      (
        await queryRows<{ id: number }>(t.db, sql.raw(`select id from products order by ${order}`))
      ).map((r) => Number(r.id))
    expect(await idsOf('old_price')).toEqual(await expected('old_price asc, id asc'))
    expect(await idsOf('-old_price')).toEqual(await expected('old_price desc, id desc'))
    expect(await idsOf('-created_at')).toEqual(await expected('created_at desc, id desc'))
    expect(await idsOf('created_at')).toEqual(await expected('created_at asc, id asc'))

    const refused = await exportOf('products', body({ sort: 'password' }), cookie)
    expect(refused.statusCode).toBe(422)
  })

  it('writes XLSX that reads back with the columns, Cyrillic, numbers and dates', async () => {
    const { cookie, a } = await products()
    t.clock.set(new Date('2026-07-01T21:30:00Z'))
    const res = await exportOf(
      'products',
      body({
        format: 'xlsx',
        columns: [
          { name: 'title_uk', header: 'Назва' },
          { name: 'price', header: 'Ціна' },
          { name: 'id', header: 'Код' },
          { name: 'created_at', header: 'Створено' },
        ],
        filter: { id: a },
      }),
      cookie,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="products-2026-07-02.xlsx"',
    )
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('products')!
    expect(sheet.getRow(1).values).toEqual([undefined, 'Назва', 'Ціна', 'Код', 'Створено'])
    const row = sheet.getRow(2)
    expect(row.getCell(1).value).toBe('Чохол "Ґудзик"; синій')
    expect(row.getCell(2).value).toBe(199.9)
    expect(row.getCell(3).value).toBe(a)
    expect(row.getCell(4).value).toBeInstanceOf(Date)
    expect(sheet.rowCount).toBe(2)
  })

  it('refuses columns a table does not show, and has no export of staff or settings', async () => {
    const cookie = await t.login()
    const bad = await exportOf(
      'products',
      body({ columns: [{ name: 'password_hash', header: 'x' }] }),
      cookie,
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors['columns.0.name']).toEqual([EXPORT_MESSAGES.unknownColumn])
    const twice = await exportOf(
      'products',
      body({
        columns: [
          { name: 'id', header: 'a' },
          { name: 'id', header: 'b' },
        ],
      }),
      cookie,
    )
    expect(twice.statusCode).toBe(422)
    const users = await exportOf('users', body({ columns: [{ name: 'id', header: 'id' }] }), cookie)
    expect(users.statusCode).toBe(404)
    const settings = await exportOf(
      'settings',
      body({ columns: [{ name: 'id', header: 'id' }] }),
      cookie,
    )
    expect(settings.statusCode).toBe(404)
  })

  it('follows the table’s read right', async () => {
    for (const table of EXPORT_TABLES) {
      const level = requiredLevel(specOf(exportRoute(table)).access)
      expect(level, table).toBe(tableAccess(RESOURCES[table]).read)
    }
    const anonymous = await exportOf('products', body(), '')
    expect(anonymous.statusCode).toBe(401)
    const viewer = await t.login({ login: 'viewer', access: ACCESS.viewer })
    const ok = await exportOf('orders', body({ columns: [{ name: 'id', header: 'id' }] }), viewer)
    expect(ok.statusCode).toBe(200)
  })

  it('reports its progress while it streams, and stops reading when the client goes', async () => {
    const cookie = await t.login()
    await t.db.execute(
      sql`insert into products (title_uk, type, "group", price, availability, publish)
          select 'Товар ' || n, 'chekhly', 'default', n, 'available', '1'
            from generate_series(1, ${EXPORT_PAGE * 6}) as n`,
    )
    const server = t.app.server
    if (!server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const headers = { [MARKER_HEADER]: MARKER_VALUE, cookie, 'Content-Type': 'application/json' }
    const progress = async () => {
      const res = await fetch(`${base}/api/exports/progress/job-slow-1`, {
        method: 'POST',
        headers,
        body: '{}',
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as { data: { total: number } | null }).data
    }
    expect(await progress()).toBeNull()

    const controller = new AbortController()
    const res = await fetch(`${base}/api/products/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body({ job: 'job-slow-1', format: 'xlsx' })),
      signal: controller.signal,
    })
    expect(res.headers.get(EXPORT_TOTAL_HEADER)).toBe(String(EXPORT_PAGE * 6))
    // Read one chunk and then stop reading: the server waits for the reader.
    const reader = res.body!.getReader()
    await reader.read()
    expect((await progress())?.total).toBe(EXPORT_PAGE * 6)
    controller.abort()
    await reader.cancel().catch(() => undefined)
    await expect.poll(progress, { timeout: 10_000 }).toBeNull()
    server.closeAllConnections()
  })
})
