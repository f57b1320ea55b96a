import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { PriceRun } from '@shared/supply/price-lists'
import { queryRows } from '../db/client'
import { testDatabases, useTestServer } from '../test/harness'
import { readCsv } from './price-file'

type DryRun = {
  data: { run: PriceRun | null; error: { line: number | null; message: string } | null }
}

const b64 = (text: string | Buffer) => Buffer.from(text).toString('base64')

describe('readCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, and their lines', () => {
    const rows = readCsv(
      '\uFEFFШтрихкод;Назва;Ціна\r\n1;"Чохол; ""Люкс""";10,5\r\n2;"Два\nрядки";3\n',
    )
    expect(rows.map((r) => [r.line, r.cells.get('назва')])).toEqual([
      [2, 'Чохол; "Люкс"'],
      [3, 'Два\nрядки'],
    ])
  })
})

describe.each(testDatabases())('supplier price lists on %s', (kind) => {
  const t = useTestServer(kind)

  const seed = async () => {
    await t.db.execute(
      sql`insert into products (barcode, title_uk, type, "group", price, availability, provider, publish)
          values ('1001', 'Чохол А', 'chekhly', 'default', 100, 'available', 'vdmt', '1'),
                 ('1002', 'Чохол Б', 'chekhly', 'default', 200, 'not_available', 'vdmt', '1'),
                 ('1003', 'Чохол В', 'chekhly', 'default', 300, 'available', 'vdmt', '1'),
                 ('1004', 'Чохол Г', 'chekhly', 'default', 400, 'available', 'vdmt', '1'),
                 ('2001', 'Плівка', 'plenki', 'default', 50, 'available', 'caseshop', '1')`,
    )
  }
  const prices = async () =>
    queryRows<{ barcode: string; price: string; availability: string }>(
      t.db,
      sql`select barcode, price::text as price, availability from products order by id`,
    )
  const counts = async () =>
    (
      await queryRows<{ parsers: number; logs: number }>(
        t.db,
        sql`select (select count(*)::int from parsers) as parsers,
                   (select count(*)::int from action_logs) as logs`,
      )
    )[0]

  it('an XLSX dry run shows new, changed and vanished; apply writes them in one go', async () => {
    await seed()
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Прайс')
    sheet.addRow(['Артикул', 'Найменування', 'Ціна роздрібна', 'Залишок'])
    sheet.addRow(['1001', 'Чохол А', 120, 5]) // price changed
    sheet.addRow(['1002', 'Чохол Б', 200, 3]) // back in stock
    sheet.addRow(['1003', 'Чохол В', 300, 1]) // unchanged
    sheet.addRow(['9009', 'Новинка', 999.9, 2]) // new
    // 1004 is gone from the list: vanished.
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer())
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const before = await prices()

    const res = await t.post(
      '/api/price_lists/dry_run',
      { provider: 'vdmt', filename: 'vdmt.xlsx', content: b64(bytes) },
      { cookie: manager },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const run = (res.body as DryRun).data.run!
    expect(run.rows).toBe(4)
    expect(run.unchanged).toBe(1)
    expect(run.new.map((n) => [n.code, n.line, n.price])).toEqual([['9009', 5, 999.9]])
    expect(run.changed.map((c) => [c.code, c.price, c.availability])).toEqual([
      ['1001', { old: 100, new: 120 }, null],
      ['1002', null, { old: 'not_available', new: 'available' }],
    ])
    expect(run.vanished.map((v) => v.code)).toEqual(['1004'])
    // A dry run changes no product; the run waits for review and the informer counts it.
    expect(await prices()).toEqual(before)
    const informers = await t.post('/api/settings/get_informers', undefined, { cookie: manager })
    const list = (informers.body as { data: { alias: string; count: number }[] }).data
    // One result per difference: 1 new + 2 changed + 1 vanished.
    expect(list.find((i) => i.alias === 'new_parsers')?.count).toBe(4)

    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    const refused = await t.post('/api/price_lists/apply', { id: run.id }, { cookie: viewer })
    expect(refused.status).toBe(403)
    const applied = await t.post('/api/price_lists/apply', { id: run.id }, { cookie: manager })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body).toEqual({ data: { id: run.id, changed: 2, vanished: 1 } })
    expect(await prices()).toEqual([
      { barcode: '1001', price: '120.00', availability: 'available' },
      { barcode: '1002', price: '200.00', availability: 'available' },
      { barcode: '1003', price: '300.00', availability: 'available' },
      { barcode: '1004', price: '400.00', availability: 'not_available' },
      { barcode: '2001', price: '50.00', availability: 'available' },
    ])
    const logged = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from action_logs where table_name = 'products'`,
    )
    expect(logged[0]?.n).toBe(3)
    const again = await t.post('/api/price_lists/apply', { id: run.id }, { cookie: manager })
    expect(again.status).toBe(409)
    const after = await t.post('/api/settings/get_informers', undefined, { cookie: manager })
    const list2 = (after.body as { data: { alias: string; count: number }[] }).data
    expect(list2.find((i) => i.alias === 'new_parsers')?.count).toBe(0)
  })

  it('reads a CSV and an XML file by their suppliers’ columns', async () => {
    await seed()
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const csv = 'Штрихкод;Назва;Ціна;Наявність\n2001;Плівка;"55,00";немає\n'
    const fromCsv = await t.post(
      '/api/price_lists/dry_run',
      { provider: 'caseshop', filename: 'caseshop.csv', content: b64(csv) },
      { cookie: manager },
    )
    const csvRun = (fromCsv.body as DryRun).data.run!
    expect(csvRun.changed).toEqual([
      {
        product_id: 5,
        code: '2001',
        title: 'Плівка',
        price: { old: 50, new: 55 },
        availability: { old: 'available', new: 'not_available' },
      },
    ])
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<price>
  <offers>
    <offer id="1"><barcode>3001</barcode><name>Скло</name><price>70</price><available>true</available></offer>
    <offer id="2"><barcode>3002</barcode><name>Кабель</name><price>80.5</price><available>false</available></offer>
  </offers>
</price>`
    const fromXml = await t.post(
      '/api/price_lists/dry_run',
      { provider: 'endorphone', filename: 'endorphone.xml', content: b64(xml) },
      { cookie: manager },
    )
    const xmlRun = (fromXml.body as DryRun).data.run!
    expect(xmlRun.new.map((n) => [n.code, n.line, n.price, n.availability])).toEqual([
      ['3001', 4, 70, 'available'],
      ['3002', 5, 80.5, 'not_available'],
    ])
  })

  it('a list for one supplier never touches another supplier’s or the shop’s own products; English headers', async () => {
    await t.db.execute(
      sql`insert into products (supplier_sku, barcode, title_uk, type, "group", price, availability, provider, publish)
          values ('A-1', '7001', 'Чохол постачальника A', 'chekhly', 'default', 100, 'available', 'caseshop', '1'),
                 ('A-2', '7002', 'Чохол постачальника B', 'chekhly', 'default', 100, 'available', 'hubber', '1'),
                 (null, '7003', 'Власний товар', 'chekhly', 'default', 100, 'available', '{product}', '1')`,
    )
    const before = await prices()
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    // English headers; A-2 is another supplier's article, 7003 the shop's own barcode.
    const csv =
      'sku,barcode,title,price,availability\nA-1,,Case A,150,in stock\nA-2,,Case B,1,no\n,7003,Own,1,no\n'
    const res = await t.post(
      '/api/price_lists/dry_run',
      { provider: 'caseshop', filename: 'caseshop.csv', content: b64(csv) },
      { cookie: manager },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const run = (res.body as DryRun).data.run!
    expect(run.changed.map((c) => [c.code, c.price])).toEqual([['A-1', { old: 100, new: 150 }]])
    expect(run.new.map((n) => n.code)).toEqual(['A-2', '7003'])
    expect(run.vanished).toEqual([])
    const applied = await t.post('/api/price_lists/apply', { id: run.id }, { cookie: manager })
    expect(applied.body).toEqual({ data: { id: run.id, changed: 1, vanished: 0 } })
    const after = await prices()
    expect(after.find((p) => p.barcode === '7001')?.price).toBe('150.00')
    expect(after.filter((p) => p.barcode !== '7001')).toEqual(
      before.filter((p) => p.barcode !== '7001'),
    )
  })

  it('a malformed file is refused with its line, and nothing is written', async () => {
    await seed()
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const before = { prices: await prices(), counts: await counts() }
    const cases: [string, string, { line: number | null; message: string }][] = [
      [
        'bad.csv',
        'Штрихкод;Назва;Ціна;Наявність\n1001;А;120;5\n1002;Б;сто;5\n',
        { line: 3, message: 'Рядок 3: ціна «сто» не є додатним числом.' },
      ],
      [
        'quote.csv',
        'Штрихкод;Назва;Ціна\n1001;"А;120\n',
        { line: 2, message: 'Рядок 2: незакрита лапка.' },
      ],
      [
        'nocol.csv',
        'Штрихкод;Назва\n1001;А\n',
        {
          line: 1,
          message:
            'У файлі немає стовпця «Ціна» (очікується один із: Ціна, Ціна роздрібна, Цена, price).',
        },
      ],
      [
        'nul.csv',
        'Штрихкод;Назва;Ціна\n1\u0000;А;1\n',
        { line: 2, message: 'Рядок 2: недопустимий символ (це не текстовий файл?).' },
      ],
      ['broken.xml', '<price>\n<offer><barcode>1</barcode>\n</price>', { line: 3, message: '' }],
      [
        'broken.xlsx',
        'not a zip',
        { line: null, message: 'Файл XLSX не читається (пошкоджений або це не XLSX).' },
      ],
      [
        'price.pdf',
        'x',
        { line: null, message: 'Непідтримуваний формат файлу: завантажте CSV, XLSX або XML.' },
      ],
    ]
    for (const [filename, text, want] of cases) {
      const res = await t.post(
        '/api/price_lists/dry_run',
        { provider: 'caseshop', filename, content: b64(text) },
        { cookie: manager },
      )
      expect(res.status, filename).toBe(200)
      const { run, error } = (res.body as DryRun).data
      expect(run, filename).toBeNull()
      expect(error?.line, filename).toBe(want.line)
      if (want.message) expect(error?.message, filename).toBe(want.message)
      else expect(error?.message, filename).toMatch(/^Рядок 3: XML не читається/)
    }
    expect({ prices: await prices(), counts: await counts() }).toEqual(before)
  })

  it('a dismissed run leaves the products as they were', async () => {
    await seed()
    const manager = await t.login({ login: 'manager', name: 'Менеджер', access: 5 })
    const res = await t.post(
      '/api/price_lists/dry_run',
      { provider: 'caseshop', filename: 'c.csv', content: b64('Штрихкод;Назва;Ціна\n2001;П;60\n') },
      { cookie: manager },
    )
    const run = (res.body as DryRun).data.run!
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    expect(
      (await t.post('/api/price_lists/dismiss', { id: run.id }, { cookie: packer })).status,
    ).toBe(403)
    expect(
      (await t.post('/api/price_lists/dismiss', { id: run.id }, { cookie: manager })).status,
    ).toBe(200)
    const runs = await t.post('/api/price_lists/get_runs', undefined, { cookie: manager })
    expect((runs.body as { data: { status: string }[] }).data.map((r) => r.status)).toEqual([
      'rejected',
    ])
    expect((await prices()).find((p) => p.barcode === '2001')?.price).toBe('50.00')
  })
})
