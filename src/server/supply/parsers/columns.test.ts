import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { ParserItem, SeenHeaders } from '@shared/supply/parsers'
import type { ColumnMapping } from '@shared/supply/columns'
import { queryRows } from '../../db/client'
import { testDatabases, useTestServer } from '../../test/harness'
import { sayStored } from '@shared/messages/stored'
import { ukrainian } from '@shared/messages/ukrainian'
import { parserDesk, useFakeSupplier } from './test-desk'

const supplier = useFakeSupplier()

/** A price list whose headers none of the recognised names match. */
const ODD_CSV = [
  'Код постачальника;Найменування позиції;Ціна опт;Склад, шт',
  'CS-1;Чохол А;120;5',
  'CS-2;Чохол Б;200;0',
  'CS-7;Новий чохол;75,50;3',
].join('\n')

const ODD_MAPPING: ColumnMapping = {
  sku: 'Код постачальника',
  title: 'Найменування позиції',
  price: 'Ціна опт',
  availability: 'Склад, шт',
}

describe.each(testDatabases())('a supplier’s column mapping on %s', (kind) => {
  const t = useTestServer(kind)

  const seed = () =>
    t.db.execute(
      sql`insert into products (supplier_sku, title_uk, type, "group", price, availability, provider, publish)
          values ('CS-1', 'Чохол А', 'chekhly', 'default', 100, 'available', 'caseshop', '1'),
                 ('CS-2', 'Чохол Б', 'chekhly', 'default', 200, 'available', 'caseshop', '1'),
                 ('CS-1', 'Чохол VDMT', 'chekhly', 'default', 1, 'available', 'vdmt', '1')`,
    )
  const desk = parserDesk(t, supplier)
  const { manager, makeParser, review } = desk
  /** Each run here is made (none is skipped): the run itself. */
  const runNow = async (cookie: string, id: number) => (await desk.runNow(cookie, id)).run!
  const columns = async (cookie: string, provider: string) => {
    const res = await t.post('/api/parsers/get_columns', { provider }, { cookie })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return (res.body as { data: { mapping: ColumnMapping; headers: SeenHeaders | null } }).data
  }
  const summary = (items: ParserItem[]) =>
    items.map((i) => [
      i.kind,
      i.sku,
      i.old_price ?? i.old_availability,
      i.new_price ?? i.new_availability,
    ])

  it('a feed with its own headers fails until they are mapped, then finds the prices; the mapping is the supplier’s only', async () => {
    await seed()
    const cookie = await manager()
    supplier.put('/caseshop.csv', ODD_CSV)
    supplier.put('/vdmt.csv', ODD_CSV)
    const caseshop = await makeParser(cookie, 'caseshop', '/caseshop.csv')
    const vdmt = await makeParser(cookie, 'vdmt', '/vdmt.csv')

    // Unmapped: the price column is not found; the headers are kept for the mapping screen.
    const first = await runNow(cookie, caseshop)
    expect(first.status).toBe('failed')
    expect(sayStored(first.error ?? '', ukrainian)).toMatch(/немає стовпця/)
    expect(await columns(cookie, 'caseshop')).toEqual({
      mapping: {},
      headers: {
        names: ['код постачальника', 'найменування позиції', 'ціна опт', 'склад, шт'],
        source: 'feed',
        name: 'caseshop фід',
        seen_at: expect.any(String),
      },
    })

    // Only a manager maps columns; a bad mapping is refused and saves nothing.
    const packer = await t.login({ login: 'packer', name: 'Пакувальник', access: 3 })
    const refused = await t.post(
      '/api/parsers/set_columns',
      { provider: 'caseshop', mapping: ODD_MAPPING },
      { cookie: packer },
    )
    expect(refused.status).toBe(403)
    const twice = await t.post(
      '/api/parsers/set_columns',
      { provider: 'caseshop', mapping: { sku: 'Ціна опт', price: 'ціна опт ' } },
      { cookie },
    )
    expect(twice.status).toBe(422)
    expect(twice.body).toMatchObject({ code: 'columns.twice' })
    const unknownField = await t.post(
      '/api/parsers/set_columns',
      { provider: 'caseshop', mapping: { colour: 'Колір' } },
      { cookie },
    )
    expect(unknownField.status).toBe(422)
    expect((await columns(cookie, 'caseshop')).mapping).toEqual({})

    const saved = await t.post(
      '/api/parsers/set_columns',
      { provider: 'caseshop', mapping: { ...ODD_MAPPING, barcode: '  ' } },
      { cookie },
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect((saved.body as { data: { mapping: ColumnMapping } }).data.mapping).toEqual(ODD_MAPPING)

    const mapped = await runNow(cookie, caseshop)
    expect(mapped).toMatchObject({
      status: 'ok',
      format: 'csv',
      rows: 3,
      new_count: 1,
      price_count: 1,
      availability_count: 1,
      gone_count: 0,
    })
    expect(summary((await review(cookie, caseshop)).items)).toEqual([
      ['price', 'CS-1', 100, 120],
      ['availability', 'CS-2', 'available', 'not_available'],
      ['new', 'CS-7', null, 75.5],
    ])

    // The other supplier's feed with the same headers is still read by the recognised names.
    const other = await runNow(cookie, vdmt)
    expect(other.status).toBe('failed')
    expect(sayStored(other.error ?? '', ukrainian)).toMatch(/немає стовпця/)
    expect((await columns(cookie, 'vdmt')).mapping).toEqual({})

    // The change is in the action log, with who made it.
    const logs = await queryRows<{ record_id: number; changes: unknown }>(
      t.db,
      sql`select record_id, changes from action_logs where table_name = 'parsers' and record_id = 0`,
    )
    expect(logs).toHaveLength(1)
    const changes =
      typeof logs[0]!.changes === 'string' ? JSON.parse(logs[0]!.changes) : logs[0]!.changes
    expect(changes).toMatchObject({
      provider: { old: 'caseshop', new: 'caseshop' },
      price: { old: null, new: 'Ціна опт' },
    })

    // Clearing every field takes the mapping away: the feed fails again as it did at first.
    await t.post('/api/parsers/set_columns', { provider: 'caseshop', mapping: {} }, { cookie })
    expect((await columns(cookie, 'caseshop')).mapping).toEqual({})
    expect((await runNow(cookie, caseshop)).status).toBe('failed')
  })

  it('an uploaded file refused for its headers keeps them; mapped, the same file is read', async () => {
    await seed()
    const cookie = await manager()
    const upload = () =>
      t.post(
        '/api/price_lists/dry_run',
        {
          provider: 'caseshop',
          filename: 'опт.csv',
          content: Buffer.from(ODD_CSV).toString('base64'),
        },
        { cookie },
      )
    const refused = await upload()
    expect(refused.body).toMatchObject({ data: { run: null, error: { line: 1 } } })
    expect((await columns(cookie, 'caseshop')).headers).toMatchObject({
      names: ['код постачальника', 'найменування позиції', 'ціна опт', 'склад, шт'],
      source: 'file',
      name: 'опт.csv',
    })
    await t.post(
      '/api/parsers/set_columns',
      { provider: 'caseshop', mapping: ODD_MAPPING },
      { cookie },
    )
    const read = await upload()
    expect(read.body).toMatchObject({
      data: { error: null, run: { rows: 3, changed: [{ code: 'CS-1' }, { code: 'CS-2' }] } },
    })
  })

  it('pages the review: every result reachable by page and kind; the counts stay whole', async () => {
    const cookie = await manager()
    const rows = ['sku;title;price']
    for (let i = 1; i <= 230; i++) rows.push(`N-${i};Товар ${i};${i}`)
    supplier.put('/many.csv', rows.join('\n'))
    const id = await makeParser(cookie, 'itsell', '/many.csv')
    expect((await runNow(cookie, id)).new_count).toBe(230)

    const first = await review(cookie, id)
    expect(first).toMatchObject({ page: 1, per_page: 100, total: 230 })
    expect(first.items).toHaveLength(100)
    const seen = new Set<number>()
    for (let page = 1; page <= 3; page++) {
      const r = await review(cookie, id, { page, per_page: 100, kind: 'new' })
      expect(r.pending).toEqual({ new: 230, price: 0, availability: 0, gone: 0 })
      for (const item of r.items) seen.add(item.id)
    }
    expect(seen.size).toBe(230)
    const last = await review(cookie, id, { page: 5, per_page: 50 })
    expect(last.items.map((i) => i.sku)).toEqual(
      Array.from({ length: 30 }, (_, k) => `N-${201 + k}`),
    )
    expect((await review(cookie, id, { kind: 'price' })).total).toBe(0)
    const tooBig = await t.post('/api/parsers/review', { id, per_page: 501 }, { cookie })
    expect(tooBig.status).toBe(422)
  })
})
