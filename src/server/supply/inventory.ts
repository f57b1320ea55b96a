import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { EnumValue } from '@shared/resources/enums'
import { type CountLine } from '@shared/supply/inventory'
import { queryRows, type Db } from '../db/client'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { countStock, stockZeroOf } from '../stock/movements'

type Availability = EnumValue<'availability'>

interface LineRow extends Record<string, unknown> {
  product_id: number
  barcode: string | null
  title: string
  availability: Availability
  expected: number
  counted: number
  scanned_at: Date | string
}

const iso = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString()

const toLine = (row: LineRow): CountLine => ({
  product_id: Number(row.product_id),
  barcode: row.barcode,
  title: row.title,
  availability: row.availability,
  expected: Number(row.expected),
  counted: Number(row.counted),
  scanned_at: iso(row.scanned_at),
})

/**
 * The open session's lines: one per product (two desks scanning the same product at the same
 * moment may have written two rows; they are summed), the newest scan first.
 */
async function sessionLines(db: Pick<Db, 'execute'>, productId?: number): Promise<CountLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select p.id as product_id, p.barcode, p.title_uk as title, p.availability,
               p.quantity as expected, sum(i.counted)::int as counted,
               max(i.updated_at) as scanned_at
          from inventory i join products p on p.id = i.product_id
         where i.applied_at is null
           ${productId === undefined ? sql`` : sql`and i.product_id = ${productId}`}
         group by p.id
         order by max(i.updated_at) desc, p.id desc`,
  )
  return rows.map(toLine)
}

/** Letters and digits only: a scanner may or may not type the label's dashes. */
const bare = (barcode: string) => barcode.replace(/[^0-9A-Za-z]/g, '')

/** Stock-taking routes. */
export function registerInventoryRoutes(app: FastifyInstance): void {
  serve(app, 'POST /api/inventory/get_session', async () => ({
    data: await sessionLines(app.shop.db),
  }))

  serve(app, 'POST /api/inventory/scan', async (request, _reply, body) => {
    const user = userOf(request)
    const code = body.barcode
    const found = await queryRows<{ id: number }>(
      app.shop.db,
      sql`select id from products
           where barcode = ${code}
              or (${bare(code)} <> '' and regexp_replace(barcode, '[^0-9A-Za-z]', '', 'g') = ${bare(code)})
           order by (barcode = ${code}) desc, id limit 1`,
    )
    const productId = found[0]?.id
    if (productId === undefined) return { data: null }
    const now = new Date()
    await app.shop.db.transaction(async (tx) => {
      const bumped = await queryRows<{ id: number }>(
        tx,
        sql`update inventory set counted = counted + 1, version = version + 1, updated_at = ${now}
             where id = (select id from inventory
                          where product_id = ${productId} and applied_at is null
                          order by id limit 1 for update)
             returning id`,
      )
      if (bumped.length === 0) {
        await tx.execute(
          sql`insert into inventory (product_id, expected, counted, user_id, created_at, updated_at)
              select id, quantity, 1, ${user.id}, ${now}, ${now} from products where id = ${productId}`,
        )
      }
    })
    const [line] = await sessionLines(app.shop.db, productId)
    return { data: line ?? null }
  })

  serve(app, 'POST /api/inventory/set_count', async (request, _reply, body) => {
    const user = userOf(request)
    const now = new Date()
    await app.shop.db.transaction(async (tx) => {
      await tx.execute(
        sql`delete from inventory where product_id = ${body.product_id} and applied_at is null`,
      )
      if (body.counted > 0) {
        const inserted = await queryRows<{ id: number }>(
          tx,
          sql`insert into inventory (product_id, expected, counted, user_id, created_at, updated_at)
              select id, quantity, ${body.counted}, ${user.id}, ${now}, ${now}
                from products where id = ${body.product_id}
              returning id`,
        )
        if (inserted.length === 0) throw new HttpError(404, 'record.notFound')
      }
    })
    return { data: { product_id: body.product_id } }
  })

  serve(app, 'POST /api/inventory/apply', async (request) => {
    const user = userOf(request)
    const now = new Date()
    const result = await app.shop.db.transaction(async (tx) => {
      // The rows this apply takes: a scan arriving meanwhile stays for the next session.
      const rows = await queryRows<{ id: number; product_id: number; counted: number }>(
        tx,
        sql`select id, product_id, counted from inventory where applied_at is null
             order by id for update`,
      )
      if (rows.length === 0) throw new HttpError(409, 'inventory.empty')
      const counted = new Map<number, number>()
      for (const r of rows) {
        counted.set(r.product_id, (counted.get(r.product_id) ?? 0) + Number(r.counted))
      }
      const ids = [...counted.keys()]
      const products = await queryRows<{ id: number; quantity: number }>(
        tx,
        sql`select id, quantity from products
             where id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})
             order by id for update`,
      )
      const zero = await stockZeroOf(tx)
      let changed = 0
      for (const p of products) {
        const count = counted.get(p.id) ?? 0
        // The expected stock is recorded on the session's rows as it was when applied.
        await tx.execute(
          sql`update inventory set expected = ${Number(p.quantity)}, applied_at = ${now},
                     version = version + 1, updated_at = ${now}
               where product_id = ${p.id} and applied_at is null
                 and id in (${sql.join(
                   rows.filter((r) => r.product_id === p.id).map((r) => sql`${r.id}`),
                   sql`, `,
                 )})`,
        )
        // The count is the stock: a movement when it differs, availability following it.
        const written = await countStock(
          tx,
          { productId: p.id, reason: 'counted', orderId: null, userId: user.id, now },
          count,
          zero,
        )
        if (written?.changed) changed++
      }
      return { changed, counted: products.length }
    })
    return { data: result }
  })
}
