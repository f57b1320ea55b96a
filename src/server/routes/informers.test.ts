import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabases, type TestDatabase } from '../test/harness'
import { listInformers } from './informers'

const USER = { id: 1, name: 'Олена', access: 2 }

describe.each(testDatabases())('the informers over tables that come and go, on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(kind)
  }, 120_000)
  afterAll(() => t.dispose())

  const counts = async () =>
    Object.fromEntries((await listInformers(t.db, USER)).map((i) => [i.alias, i.count]))

  it('count 0 while a table is missing, and count it once it is there', async () => {
    await t.db.execute(sql`insert into orders (phone, status) values ('0671234567', 'new')`)
    await t.db.execute(sql`alter table parsers rename to parsers_elsewhere`)
    expect(await counts()).toMatchObject({ new_orders: 1, new_parsers: 0 })

    await t.db.execute(sql`alter table parsers_elsewhere rename to parsers`)
    await t.db.execute(
      sql`insert into parsers (title, url, status) values ('Прайс', 'https://example.com', 'new')`,
    )
    // The answer that missed a table was not kept: the catalog is asked again.
    expect(await counts()).toMatchObject({ new_orders: 1, new_parsers: 1 })
    // Every table there: the answer is kept, and the counts still follow the rows.
    await t.db.execute(sql`update parsers set status = 'done'`)
    expect(await counts()).toMatchObject({ new_orders: 1, new_parsers: 0 })
  })
})
