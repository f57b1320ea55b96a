import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { testDatabases, useTestServer } from '../test/harness'
import { watchDatabase } from './checksum'

/** The fuzz suite's "nothing changed" check must see every kind of change, and only changes. */
describe.each(testDatabases())('the fuzz suite’s database watch on %s', (kind) => {
  const t = useTestServer(kind)

  it('sees an insert, an update and a delete in any table, and reads change nothing', async () => {
    const cookie = await t.login()
    const watch = await watchDatabase(t.db)
    const start = await watch.checksum()
    const xid = await watch.nextXid()
    await t.post('/api/settings/get_params', {}, { cookie })
    expect(await watch.checksum()).toBe(start)

    await t.db.execute(sql`insert into parsers (title, url) values ('Prom', 'https://x')`)
    expect(await watch.nextXid()).not.toBe(xid)
    const inserted = await watch.checksum()
    expect(inserted).not.toBe(start)

    await t.db.execute(sql`update parsers set new_count = 1`)
    const updated = await watch.checksum()
    expect(updated).not.toBe(inserted)

    await t.db.execute(sql`delete from parsers`)
    expect(await watch.checksum()).not.toBe(updated)
  })
})
