import ExcelJS from 'exceljs'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ParserItem } from '@shared/supply/parsers'
import { ymlOf } from '../../../../tests/fake-supplier/index.mjs'
import { queryRows } from '../../db/client'
import { testDatabases, useTestServer } from '../../test/harness'
import { BACK_OFF, runDueParsers } from './run'
import { sayStored } from '@shared/messages/stored'
import { ukrainian, renderFrom } from '@shared/messages/ukrainian'
import { SERVER_RU } from '@shared/messages/server-ru'
import { parserDesk, useFakeSupplier } from './test-desk'

/** A stored failure as a Ukrainian desk reads it, and as a Russian one does. */
const uk = (stored: string | null | undefined) => sayStored(stored ?? '', ukrainian)
const ru = (stored: string | null | undefined) =>
  sayStored(stored ?? '', (m) => renderFrom(SERVER_RU, 'ru', m, (_, v) => v) ?? m.code)

const supplier = useFakeSupplier()

type Product = {
  id: number
  title_uk: string
  price: string
  availability: string
  provider: string | null
  barcode: string | null
  supplier_sku: string | null
}

describe.each(testDatabases())('supplier feed parsers on %s', (kind) => {
  const t = useTestServer(kind)

  const seed = async () => {
    await t.db.execute(
      sql`insert into products (supplier_sku, barcode, title_uk, type, "group", price, availability, provider, publish)
          values ('CS-1', '111', 'Чохол А', 'chekhly', 'default', 100, 'available', 'caseshop', '1'),
                 ('CS-2', null, 'Чохол Б', 'chekhly', 'default', 200, 'available', 'caseshop', '1'),
                 ('CS-3', null, 'Чохол В', 'chekhly', 'default', 300, 'available', 'caseshop', '1'),
                 (null, '444', 'Скло Г', 'plenki', 'default', 50, 'not_available', 'caseshop', '1'),
                 (null, '999', 'Власний чохол', 'chekhly', 'default', 10, 'available', '{product}', '1'),
                 ('CS-1', '555', 'Чохол VDMT', 'chekhly', 'default', 1, 'available', 'vdmt', '1')`,
    )
  }
  const products = async () =>
    queryRows<Product>(
      t.db,
      sql`select id, title_uk, price::text as price, availability, provider, barcode, supplier_sku
            from products order by id`,
    )
  const { manager, makeParser, runNow, review } = parserDesk(t, supplier)
  const informer = async (cookie: string) => {
    const res = await t.post('/api/settings/get_informers', undefined, { cookie })
    const list = (res.body as { data: { alias: string; count: number; link: string }[] }).data
    return list.find((i) => i.alias === 'new_parsers')!
  }
  const summary = (items: ParserItem[]) =>
    items.map((i) => [
      i.kind,
      i.sku ?? i.barcode,
      i.old_price ?? i.old_availability,
      i.new_price ?? i.new_availability,
    ])

  const feed = ymlOf([
    { sku: 'CS-1', barcode: '111', name: 'Чохол А', price: 120, available: true },
    { sku: 'CS-2', name: 'Чохол Б', price: 200, available: false },
    { sku: 'CS-4', barcode: '444', name: 'Скло Г', price: 50, available: true },
    { sku: 'CS-9', barcode: '999', name: 'Новий чохол', price: 75.5, available: true },
    { sku: 'CS-10', name: 'Кабель', price: 90, available: false },
  ])

  it('a YML run finds new, price, availability and gone within the supplier; apply writes only its products', async () => {
    await seed()
    const cookie = await manager()
    supplier.put('/caseshop.yml', feed)
    const id = await makeParser(cookie, 'caseshop', '/caseshop.yml')
    const before = await products()

    const { run, skipped } = await runNow(cookie, id)
    expect(skipped).toBeNull()
    expect(run).toMatchObject({
      status: 'ok',
      format: 'xml',
      rows: 5,
      new_count: 2,
      price_count: 1,
      availability_count: 2,
      gone_count: 1,
    })
    const r = await review(cookie, id)
    expect(summary(r.items)).toEqual([
      ['price', 'CS-1', 100, 120],
      ['availability', 'CS-2', 'available', 'not_available'],
      ['availability', 'CS-4', 'not_available', 'available'],
      // Barcode 999 is the shop's own product: not the supplier's, so a new one.
      ['new', 'CS-9', null, 75.5],
      ['new', 'CS-10', null, 90],
      ['gone', 'CS-3', 'available', 'not_available'],
    ])
    expect(r.pending).toEqual({ new: 2, price: 1, availability: 2, gone: 1 })
    expect(r.parser).toMatchObject({ status: 'new', new_count: 6, failures: 0, last_error: null })
    // A run changes no product; the informer counts the results and links to them.
    expect(await products()).toEqual(before)
    expect(await informer(cookie)).toMatchObject({ count: 6, link: '/parsers?status=new' })

    const viewer = await t.login({ login: 'viewer', name: 'Глядач', access: 1 })
    const priceRow = r.items.find((i) => i.kind === 'price')!
    expect(
      (await t.post('/api/parsers/apply', { id, items: [priceRow.id] }, { cookie: viewer })).status,
    ).toBe(403)
    const one = await t.post('/api/parsers/apply', { id, items: [priceRow.id] }, { cookie })
    expect(one.body).toEqual({ data: { decided: 1, pending: 5 } })
    expect((await products()).find((p) => p.title_uk === 'Чохол А')?.price).toBe('120.00')
    expect(await informer(cookie)).toMatchObject({ count: 5 })

    const gone = r.items.find((i) => i.kind === 'gone')!
    const rejected = await t.post('/api/parsers/reject', { id, items: [gone.id] }, { cookie })
    expect(rejected.body).toEqual({ data: { decided: 1, pending: 4 } })
    const all = await t.post('/api/parsers/apply', { id, items: null }, { cookie })
    expect(all.body).toEqual({ data: { decided: 4, pending: 0 } })
    expect(await informer(cookie)).toMatchObject({ count: 0 })

    const after = await products()
    const by = (title: string) => after.find((p) => p.title_uk === title)
    expect(by('Чохол Б')?.availability).toBe('not_available')
    expect(by('Скло Г')?.availability).toBe('available')
    expect(by('Чохол В')?.availability).toBe('available') // its "gone" was rejected
    // Another supplier's product with the same article, and the shop's own: untouched.
    expect(by('Чохол VDMT')).toEqual(before.find((p) => p.title_uk === 'Чохол VDMT'))
    expect(by('Власний чохол')).toEqual(before.find((p) => p.title_uk === 'Власний чохол'))
    // New products: the supplier's, unpublished; the taken barcode left off.
    expect(by('Новий чохол')).toMatchObject({
      provider: 'caseshop',
      supplier_sku: 'CS-9',
      barcode: null,
      price: '75.50',
    })
    expect(by('Кабель')).toMatchObject({
      provider: 'caseshop',
      supplier_sku: 'CS-10',
      availability: 'not_available',
    })
    const logs = await queryRows<{ action: string; user_id: number | null }>(
      t.db,
      sql`select action, user_id from action_logs where table_name = 'products' order by id`,
    )
    expect(logs.map((l) => l.action)).toEqual(['update', 'update', 'update', 'create', 'create'])
    expect(new Set(logs.map((l) => l.user_id)).size).toBe(1)
    expect(logs[0]?.user_id).not.toBeNull()
  })

  it('an XLSX feed with English headers; the same feed read again has nothing new', async () => {
    await t.db.execute(
      sql`insert into products (supplier_sku, title_uk, type, "group", price, availability, provider, publish)
          values ('IT-1', 'Зарядка', 'accessories', 'default', 10, 'available', 'itsell', '1')`,
    )
    const cookie = await manager()
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Price')
    sheet.addRow(['SKU', 'Title', 'Price', 'Stock'])
    sheet.addRow(['IT-1', 'Charger', 12, 0])
    sheet.addRow(['IT-2', 'Cable', 5.25, 7])
    supplier.put('/itsell.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    const id = await makeParser(cookie, 'itsell', '/itsell.xlsx')
    const { run } = await runNow(cookie, id)
    expect(run).toMatchObject({ status: 'ok', format: 'xlsx', rows: 2 })
    expect(summary((await review(cookie, id)).items)).toEqual([
      ['price', 'IT-1', 10, 12],
      ['availability', 'IT-1', 'available', 'not_available'],
      ['new', 'IT-2', null, 5.25],
    ])
    await t.post('/api/parsers/apply', { id, items: null }, { cookie })
    const again = await runNow(cookie, id)
    expect(again.run).toMatchObject({
      status: 'ok',
      rows: 2,
      new_count: 0,
      price_count: 0,
      gone_count: 0,
    })
    expect((await review(cookie, id)).parser).toMatchObject({ status: 'done', new_count: 0 })
  })

  it('a broken feed applies nothing and says why; a supplier that is down is backed off', async () => {
    await seed()
    const cookie = await manager()
    supplier.put('/good.yml', feed)
    const id = await makeParser(cookie, 'caseshop', '/good.yml')
    await runNow(cookie, id)
    const pendingBefore = (await review(cookie, id)).items.map((i) => i.id)
    const before = await products()

    await t.db.execute(sql`update parsers set url = ${supplier.url('/bad.yml')} where id = ${id}`)
    supplier.put('/bad.yml', feed.replace('<price>90</price>', '<price>дорого</price>'))
    const bad = await runNow(cookie, id)
    expect(bad.run?.status).toBe('failed')
    expect(uk(bad.run?.error)).toMatch(
      /^Рядок \d+: ціна «дорого» не є додатним числом\. Нічого не змінено\.$/,
    )
    // Stored as its code: a Russian desk reads it in Russian.
    expect(ru(bad.run?.error)).toMatch(
      /^Строка \d+: цена «дорого» не является положительным числом\. Ничего не изменено\.$/,
    )
    const r = await review(cookie, id)
    // The earlier run's results still wait; nothing of the broken run does.
    expect(r.items.map((i) => i.id)).toEqual(pendingBefore)
    expect(r.parser.last_error).toBe(bad.run?.error)
    expect(r.parser.failures).toBe(0)
    expect(await products()).toEqual(before)

    supplier.put(
      '/bad.yml',
      '<yml_catalog><shop><offers><offer><price>1</price></offers></yml_catalog>',
    )
    const unclosed = await runNow(cookie, id)
    expect(uk(unclosed.run?.error)).toMatch(/^Рядок 1: XML не читається/)

    await t.db.execute(sql`update parsers set url = ${supplier.url('/good.yml')} where id = ${id}`)
    supplier.fail('http500')
    try {
      t.clock.set(new Date('2026-11-27T10:00:00Z'))
      const down = await runNow(cookie, id)
      expect(uk(down.run?.error)).toBe('Сервер постачальника відповів помилкою HTTP 500.')
      expect(ru(down.run?.error)).toBe('Сервер поставщика ответил ошибкой HTTP 500.')
      let state = (await review(cookie, id)).parser
      expect(state.failures).toBe(1)
      expect(state.next_run_at).toBe(
        new Date(Date.parse('2026-11-27T10:00:00Z') + BACK_OFF.firstMs).toISOString(),
      )
      await runNow(cookie, id)
      state = (await review(cookie, id)).parser
      expect(state.failures).toBe(2)
      expect(state.next_run_at).toBe(
        new Date(Date.parse('2026-11-27T10:00:00Z') + 2 * BACK_OFF.firstMs).toISOString(),
      )
      // The schedule waits for the back-off; once it passed, the supplier is read again.
      expect(await runDueParsers(t.app)).toBe(0)
      supplier.fail(null)
      t.clock.advance(2 * BACK_OFF.firstMs)
      expect(await runDueParsers(t.app)).toBe(1)
      state = (await review(cookie, id)).parser
      expect(state).toMatchObject({ failures: 0, last_error: null, status: 'new' })
    } finally {
      supplier.fail(null)
      t.clock.real()
    }
    expect(await products()).toEqual(before)
  })

  it('one run at a time: a live lease keeps a second run out', async () => {
    const cookie = await manager()
    supplier.put('/x.yml', feed)
    const id = await makeParser(cookie, 'caseshop', '/x.yml')
    await t.db.execute(
      sql`insert into parser_runs (parser_id, provider, status, started_at) values (${id}, 'caseshop', 'running', ${t.clock.now()})`,
    )
    const busy = await runNow(cookie, id)
    expect(busy).toMatchObject({ run: null, skipped: 'busy' })
    // A lease left by a crashed server expires.
    await t.db.execute(
      sql`update parser_runs set started_at = ${new Date(Date.now() - 16 * 60_000)}`,
    )
    expect((await runNow(cookie, id)).run?.status).toBe('ok')
  })
})
