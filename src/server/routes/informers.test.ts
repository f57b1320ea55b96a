import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabases, type TestDatabase } from '../test/harness'
import { NOT_WAITING_PROBLEMS, parcelReading } from '@shared/rules/parcel-status'
import { queryRows } from '../db/client'
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

describe.each(testDatabases())('the ready parcels’ informer on %s', (kind) => {
  let t: TestDatabase
  beforeAll(async () => {
    t = await openTestDatabase(kind)
  }, 120_000)
  afterAll(() => t.dispose())

  it('leaves out parcels refused, coming back, not found or deleted, as parcelReading reads them', async () => {
    // [service, code, text]: every Nova Poshta code there is, and Ukrposhta's kinds of events.
    const answers: [string, number | null, string | null][] = [
      ['nova_poshta', null, null],
      ['nova_poshta', 999, 'Невідомий код'],
      ...[
        1, 2, 3, 4, 41, 5, 6, 7, 8, 9, 10, 11, 12, 14, 101, 102, 103, 104, 105, 106, 108, 111, 112,
      ].map((code): [string, number, null] => ['nova_poshta', code, null]),
      ['ukrposhta', 21700, 'Надійшло у відділення'],
      ['ukrposhta', 10400, 'Відмова у прийманні'],
      ['ukrposhta', 10605, null],
      ['ukrposhta', 31100, 'Відправлення ПОВЕРНЕНО відправнику'],
      ['ukrposhta', 31200, 'Отказ адресата'],
      ['ukrposhta', 31300, 'Переадресовано'],
      ['ukrposhta', 41010, 'Вручено відправнику'],
      ['prm', 7, null],
    ]
    const waiting = answers.filter(([service, code, text]) => {
      const { problem } = parcelReading(service, code, text)
      return !(problem && NOT_WAITING_PROBLEMS.includes(problem))
    })
    // The reading itself must leave some out, or this test proves nothing.
    expect(waiting.length).toBeLessThan(answers.length - 8)
    for (const [i, [service, code, text]] of answers.entries()) {
      await t.db.execute(
        sql`insert into ttns (ttn, status, service, status_code, status_text)
            values (${`2045000000${String(i).padStart(4, '0')}`}, 'ready', ${service}, ${code},
                    ${text})`,
      )
    }
    // A parcel not at its branch never counts, problem or not.
    await t.db.execute(
      sql`insert into ttns (ttn, status, service, status_code)
          values ('20459999999999', 'delivered', 'nova_poshta', 6)`,
    )
    const ready = (await listInformers(t.db, USER)).find((i) => i.alias === 'ttns_ready')
    expect(ready?.count).toBe(waiting.length)
    const listed = await queryRows<{ ttn: string }>(
      t.db,
      sql`select ttn from ttns where status = 'ready' and service = 'nova_poshta'
             and status_code in (2, 3, 102, 103, 105, 108)`,
    )
    const problemTtns = new Set(listed.map((r) => r.ttn))
    expect(problemTtns.size).toBe(6)
    for (const item of ready?.items ?? []) {
      expect(
        [...problemTtns].some((ttn) => item.title.includes(ttn)),
        item.title,
      ).toBe(false)
    }
  })
})
