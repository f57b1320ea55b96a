import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { EnumValue } from '@shared/resources/enums'
import { type PriceRun, type Supplier } from '@shared/supply/price-lists'
import { queryRows, type Db, type Tx } from '../db/client'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { logAction, type Changes } from '../resources/audit'
import { FileRefused } from './archive'
import { ItemReader, PriceFileFault, readPriceFile, type PriceItem } from './price-file'
import { SupplierIndex } from './match'
import { recordHeaders, savedColumns } from './parsers/columns'

type Availability = EnumValue<'availability'>

/** What a run keeps in its `parsers` row (`last_result`): the file's products, as read. */
interface Stored {
  filename: string
  items: PriceItem[]
  applied?: { at: string; changed: number; vanished: number }
}

type Diff = Omit<PriceRun, 'id' | 'provider' | 'filename' | 'status'>

/**
 * The file's products against the supplier's own (`SupplierIndex`: article, then barcode).
 * New: no product of the supplier matches (listed for review; a product needs a type and a
 * category, so a person creates it). Changed: the price or availability differs. Vanished:
 * the supplier's products the file no longer lists, unless already not available.
 */
async function diffOf(
  db: Pick<Db, 'execute'>,
  supplier: Supplier,
  items: PriceItem[],
  lock = false,
): Promise<Diff> {
  const index = await SupplierIndex.load(db, supplier, lock)
  const diff: Diff = { rows: items.length, unchanged: 0, new: [], changed: [], vanished: [] }
  for (const item of items) {
    const product = index.match(item)
    if (!product) {
      diff.new.push(item)
      continue
    }
    const price = product.price !== item.price ? { old: product.price, new: item.price } : null
    const availability =
      product.availability !== item.availability
        ? { old: product.availability, new: item.availability }
        : null
    if (!price && !availability) diff.unchanged++
    else {
      diff.changed.push({
        product_id: product.id,
        code: item.code,
        title: product.title_uk,
        price,
        availability,
      })
    }
  }
  for (const p of index.gone()) {
    diff.vanished.push({
      product_id: p.id,
      code: p.supplier_sku ?? p.barcode,
      title: p.title_uk,
      availability: p.availability,
    })
  }
  return diff
}

const reviewCount = (d: Diff) => d.new.length + d.changed.length + d.vanished.length

interface RunRow extends Record<string, unknown> {
  id: number
  provider: Supplier
  status: string
  last_result: string | null
}

async function runRow(
  db: Pick<Db, 'execute'>,
  id: number,
  lock = false,
): Promise<RunRow & { stored: Stored }> {
  const [row] = await queryRows<RunRow>(
    db,
    sql`select id, provider, status, last_result from parsers
         where id = ${id} and url like 'file:%' ${lock ? sql`for update` : sql``}`,
  )
  if (!row?.last_result) throw new HttpError(404, 'price.notFound')
  const stored = JSON.parse(row.last_result) as Stored
  // Runs stored before articles were read keep their code as the barcode.
  stored.items = stored.items.map((i: PriceItem) =>
    i.barcode !== undefined ? i : { ...i, sku: null, barcode: i.code },
  )
  return { ...row, stored }
}

/** Applies a price-list run in one transaction: its changes and vanished products, logged. */
async function applyRun(tx: Tx, id: number, user: { id: number }, now: Date) {
  const row = await runRow(tx, id, true)
  if (row.status !== 'new') throw new HttpError(409, 'price.closed')
  const diff = await diffOf(tx, row.provider, row.stored.items, true)
  const write = async (productId: number, changes: Changes) => {
    const price = changes.price?.new as number | undefined
    const availability = changes.availability?.new as Availability | undefined
    await tx.execute(
      sql`update products set
              price = coalesce(${price ?? null}::numeric, price),
              availability = coalesce(${availability ?? null}, availability),
              version = version + 1, updated_at = ${now}
            where id = ${productId}`,
    )
    await logAction(tx, {
      userId: user.id,
      table: 'products',
      recordId: productId,
      action: 'update',
      changes,
      at: now,
    })
  }
  for (const c of diff.changed) {
    const changes: Changes = {}
    if (c.price) changes.price = c.price
    if (c.availability) changes.availability = c.availability
    await write(c.product_id, changes)
  }
  for (const v of diff.vanished) {
    await write(v.product_id, { availability: { old: v.availability, new: 'not_available' } })
  }
  const stored: Stored = {
    ...row.stored,
    applied: {
      at: now.toISOString(),
      changed: diff.changed.length,
      vanished: diff.vanished.length,
    },
  }
  await tx.execute(
    sql`update parsers set status = 'done', new_count = 0, last_result = ${JSON.stringify(stored)},
                 version = version + 1, updated_at = ${now}
           where id = ${row.id}`,
  )
  await logAction(tx, {
    userId: user.id,
    table: 'parsers',
    recordId: row.id,
    action: 'update',
    changes: { status: { old: 'new', new: 'done' } },
    at: now,
  })
  return { id: row.id, changed: diff.changed.length, vanished: diff.vanished.length }
}

/** Supplier price-list routes. */
export function registerPriceListRoutes(app: FastifyInstance): void {
  registerDryRun(app)
  registerRunReads(app)
  registerApply(app)
  registerDismiss(app)
}

/** A price file read and compared with the catalogue; the run is recorded for review. */
function registerDryRun(app: FastifyInstance): void {
  serve(app, 'POST /api/price_lists/dry_run', async (_request, _reply, body) => {
    const bytes = Buffer.from(body.content, 'base64')
    const reader = new ItemReader(await savedColumns(app.shop.db, body.provider))
    // The header row is kept even when the file is refused (a column the supplier names its
    // own way): the column-mapping screen offers it.
    const keepHeaders = () =>
      reader.headers
        ? recordHeaders(
            app.shop.db,
            body.provider,
            reader.headers,
            'file',
            body.filename,
            app.shop.now(),
          )
        : Promise.resolve()
    let items: PriceItem[]
    try {
      items = await readPriceFile(body.filename, bytes, null, reader)
      await keepHeaders()
    } catch (error) {
      if (error instanceof PriceFileFault) {
        await keepHeaders()
        return { data: { run: null, error: error.toJSON() } }
      }
      // A file that could hurt the server to read: refused outright, nothing is recorded.
      if (error instanceof FileRefused) throw new HttpError(422, error.said)
      throw error
    }
    const diff = await diffOf(app.shop.db, body.provider, items)
    const now = new Date()
    const status = reviewCount(diff) > 0 ? 'new' : 'done'
    const stored: Stored = { filename: body.filename, items }
    const [row] = await queryRows<{ id: number }>(
      app.shop.db,
      sql`insert into parsers (title, url, provider, status, active, new_count, last_run_at,
                               last_result, created_at, updated_at)
          values (${`${body.provider}: ${body.filename}`.slice(0, 255)},
                  ${`file:${body.filename}`.slice(0, 500)}, ${body.provider}, ${status}, true,
                  ${reviewCount(diff)}, ${now}, ${JSON.stringify(stored)}, ${now}, ${now})
          returning id`,
    )
    return {
      data: {
        run: { id: row!.id, provider: body.provider, filename: body.filename, status, ...diff },
        error: null,
      },
    }
  })
}

/** A recorded run, and the latest runs. */
function registerRunReads(app: FastifyInstance): void {
  serve(app, 'POST /api/price_lists/get_run', async (_request, _reply, body) => {
    const row = await runRow(app.shop.db, body.id)
    const diff = await diffOf(app.shop.db, row.provider, row.stored.items)
    return {
      data: {
        id: row.id,
        provider: row.provider,
        filename: row.stored.filename,
        status: row.status,
        ...diff,
      },
    }
  })

  serve(app, 'POST /api/price_lists/get_runs', async () => {
    const rows = await queryRows<{
      id: number
      title: string
      provider: Supplier
      status: string
      new_count: number
      last_run_at: Date | string | null
    }>(
      app.shop.db,
      sql`select id, title, provider, status, new_count, last_run_at from parsers
           where url like 'file:%' order by (status = 'new') desc, id desc limit 30`,
    )
    return {
      data: rows.map((r) => ({
        ...r,
        last_run_at: r.last_run_at ? new Date(r.last_run_at).toISOString() : null,
      })),
    }
  })
}

/** A reviewed run's prices and availability written to the products. */
function registerApply(app: FastifyInstance): void {
  serve(app, 'POST /api/price_lists/apply', async (request, _reply, body) => {
    const user = userOf(request)
    const now = new Date()
    const result = await app.shop.db.transaction((tx) => applyRun(tx, body.id, user, now))
    return { data: result }
  })
}

/** A run set aside without writing anything. */
function registerDismiss(app: FastifyInstance): void {
  serve(app, 'POST /api/price_lists/dismiss', async (request, _reply, body) => {
    const user = userOf(request)
    const now = new Date()
    await app.shop.db.transaction(async (tx) => {
      const row = await runRow(tx, body.id, true)
      if (row.status !== 'new') throw new HttpError(409, 'price.closed')
      await tx.execute(
        sql`update parsers set status = 'rejected', new_count = 0, version = version + 1,
                   updated_at = ${now} where id = ${row.id}`,
      )
      await logAction(tx, {
        userId: user.id,
        table: 'parsers',
        recordId: row.id,
        action: 'update',
        changes: { status: { old: 'new', new: 'rejected' } },
        at: now,
      })
    })
    return { data: { id: body.id } }
  })
}
