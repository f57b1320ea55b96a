import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabases } from '../test/harness'
import { queryRows } from './client'
import { migrate, MIGRATIONS, splitStatements } from './migrate'
import { COUNTED_TABLES } from './row-counts'

describe('splitStatements', () => {
  it('splits at drizzle-kit breakpoints and drops the public qualifier', () => {
    const text = `CREATE TABLE "a" ("id" int);
--> statement-breakpoint
ALTER TABLE "b" ADD CONSTRAINT "fk" FOREIGN KEY ("a_id") REFERENCES "public"."a"("id");--> statement-breakpoint
`
    expect(splitStatements(text)).toEqual([
      'CREATE TABLE "a" ("id" int);',
      'ALTER TABLE "b" ADD CONSTRAINT "fk" FOREIGN KEY ("a_id") REFERENCES "a"("id");',
    ])
  })

  it('finds the bundled migrations in order', () => {
    expect(MIGRATIONS[0]?.name).toBe('0000_core')
    const names = MIGRATIONS.map((m) => m.name)
    expect([...names].sort()).toEqual(names)
  })
})

describe.each(testDatabases())('migrate on %s', (kind) => {
  it('records what it applied, skips it next time, and rolls back a failing one', async () => {
    const test = await openTestDatabase(kind)
    try {
      const { db } = test
      // openTestDatabase has applied everything already.
      expect(await migrate(db)).toEqual([])
      const recorded = await queryRows<{ name: string }>(
        db,
        sql`select name from schema_migrations order by name`,
      )
      expect(recorded.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name))

      const broken = {
        name: '9999_broken',
        statements: ['create table half_done (id int)', 'select * from no_such_table'],
      }
      await expect(migrate(db, [broken])).rejects.toThrow()
      const leftovers = await queryRows<{ found: boolean }>(
        db,
        sql`select to_regclass('half_done') is not null as found`,
      )
      expect(leftovers[0]?.found).toBe(false)
      const after = await queryRows(
        db,
        sql`select 1 from schema_migrations where name = '9999_broken'`,
      )
      expect(after).toHaveLength(0)

      const good = { name: '9999_good', statements: ['create table later_one (id int)'] }
      expect(await migrate(db, [good])).toEqual(['9999_good'])
      expect(await migrate(db, [good])).toEqual([])
    } finally {
      await test.dispose()
    }
  })
})

describe.each(testDatabases())("the parcels' payer migration on %s", (kind) => {
  it("turns the stored Ukrainian words into Nova Poshta's values", async () => {
    const test = await openTestDatabase(kind)
    try {
      const { db } = test
      await db.execute(
        sql`insert into ttns (ttn, payer) values ('1', 'Одержувач'), ('2', 'Відправник'),
            ('3', ' одержувач '), ('4', 'Sender'), ('5', null), ('6', 'хтось')`,
      )
      const payerCodes = MIGRATIONS.find((m) => m.name === '0026_ttn_payer_codes')
      expect(payerCodes).toBeDefined()
      await migrate(db, [{ ...payerCodes!, name: '9999_payer_again' }])
      const rows = await queryRows<{ ttn: string; payer: string | null }>(
        db,
        sql`select ttn, payer from ttns order by ttn`,
      )
      expect(rows.map((r) => r.payer)).toEqual([
        'Recipient',
        'Sender',
        'Recipient',
        'Sender',
        null,
        null,
      ])
    } finally {
      await test.dispose()
    }
  })
})

describe.each(testDatabases())('row counts on %s', (kind) => {
  it('every data table of the registry counts its rows; a table without triggers gets them', async () => {
    const test = await openTestDatabase(kind)
    try {
      const { db } = test
      const triggers = async () =>
        (
          await queryRows<{ table: string }>(
            db,
            sql`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
                where c.relnamespace = current_schema()::regnamespace
                  and t.tgname = c.relname || '_count_inserted'`,
          )
        )
          .map((r) => r.table)
          .sort()
      expect(await triggers()).toEqual([...COUNTED_TABLES].sort())

      // A table that has lost its triggers (as a new table would lack them) gets them back.
      await db.execute(sql`insert into tasks (title) values ('a'), ('b')`)
      await db.execute(sql`drop trigger tasks_count_inserted on tasks`)
      await db.execute(sql`drop trigger tasks_count_deleted on tasks`)
      await db.execute(sql`drop trigger tasks_count_truncated on tasks`)
      await db.execute(sql`delete from row_counts where table_name = 'tasks'`)
      await migrate(db)
      expect(await triggers()).toContain('tasks')
      await db.execute(sql`insert into tasks (title) values ('c')`)
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select n::int as n from row_counts where table_name = 'tasks'`,
      )
      expect(row?.n).toBe(3)
    } finally {
      await test.dispose()
    }
  })
})
