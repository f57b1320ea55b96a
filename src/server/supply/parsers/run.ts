import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SaidError, type Message } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import { ColumnFault } from '@shared/supply/columns'
import { PARSER_MESSAGES as M, type ItemKind, type ParserRun } from '@shared/supply/parsers'
import { SUPPLIERS, type Supplier } from '@shared/supply/price-lists'
import { queryRows, type Db } from '../../db/client'
import { FileRefused } from '../archive'
import { SupplierIndex } from '../match'
import { ItemReader, PriceFileFault, type PriceItem } from '../price-file'
import { recordHeaders, savedColumns } from './columns'
import { FeedAddressError, FeedDown, fetchFeed } from './fetch-feed'
import { FEED_MESSAGES, readFeed } from './read-feed'
import { runOf, type RunRow } from './rows'

/**
 * One run of a supplier's feed: fetched and read as it arrives, each row compared with the
 * supplier's products (`SupplierIndex`), the differences written in batches as `staged`
 * results, which become `pending` (waiting for review) only when the whole feed was read. A
 * feed that fails half-way leaves nothing to review. One run at a time across every server on
 * one database: the claim is a `running` row of `parser_runs` taken under a
 * transaction-scoped advisory lock; a `running` row older than the lease is a crashed run.
 */

/** The advisory lock key of the parsers' claim ("PRSR"). */
const PARSER_LOCK = 0x50525352
export const PARSER_LEASE_MS = 15 * 60_000
/** How often the server looks for parsers whose time has come. */
export const PARSERS_TICK_MS = 60_000
/** Results written to the database at a time. */
const BATCH = 2000

/** A supplier that is down is tried again after 5 min, then 10, 20… at most 6 h. */
export const BACK_OFF = { firstMs: 5 * 60_000, maxMs: 6 * 60 * 60_000 } as const
export const backOffMs = (failures: number) =>
  Math.min(BACK_OFF.firstMs * 2 ** Math.max(0, failures - 1), BACK_OFF.maxMs)

interface ParserRow extends Record<string, unknown> {
  id: number
  title: string
  url: string
  provider: string | null
  interval_minutes: number
  failures: number
}

export class ParserRefused extends SaidError {
  override name = 'ParserRefused'
}

export interface RunOptions {
  /** `schedule`, or the id of the user who pressed "run now". */
  startedBy: string
  fetch?: typeof fetch
  signal?: AbortSignal
}

export interface RunOutcome {
  run: ParserRun | null
  skipped: 'busy' | null
}

async function parserOf(db: Db, id: number): Promise<ParserRow & { provider: Supplier }> {
  const [row] = await queryRows<ParserRow>(
    db,
    sql`select id, title, url, provider, interval_minutes, failures from parsers
         where id = ${id} and url not like 'file:%'`,
  )
  if (!row) throw new ParserRefused(M.notFound)
  if (!row.provider || !(SUPPLIERS as readonly string[]).includes(row.provider)) {
    throw new ParserRefused(M.noSupplier)
  }
  return row as ParserRow & { provider: Supplier }
}

async function claim(app: FastifyInstance, parser: ParserRow, startedBy: string) {
  const now = app.shop.now()
  return app.shop.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PARSER_LOCK})`)
    const stale = new Date(now.getTime() - PARSER_LEASE_MS)
    await tx.execute(
      sql`update parser_runs set status = 'failed', error = ${storeMessages([M.crashed])}, finished_at = ${now}
           where status = 'running' and started_at < ${stale}`,
    )
    const busy = await queryRows(tx, sql`select 1 from parser_runs where status = 'running'`)
    if (busy.length) return null
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into parser_runs (parser_id, provider, status, started_at, started_by)
          values (${parser.id}, ${parser.provider}, 'running', ${now}, ${startedBy})
          returning id`,
    )
    return row!.id
  })
}

interface Staged {
  kind: ItemKind
  product_id: number | null
  sku: string | null
  barcode: string | null
  title: string
  line: number | null
  old_price: number | null
  new_price: number | null
  old_availability: string | null
  new_availability: string | null
}

/** The feed against the supplier's products: writes the differences, returns the counts. */
async function compareFeed(
  app: FastifyInstance,
  parser: ParserRow & { provider: Supplier },
  runId: number,
  options: RunOptions,
  reader: ItemReader,
) {
  const db = app.shop.db
  const feed = await fetchFeed(parser.url, {
    fetch: options.fetch ?? app.shop.fetch,
    ...(options.signal ? { signal: options.signal } : {}),
  })
  const { format, rows } = await readFeed(feed.chunks, parser.url, feed.contentType)
  const index = await SupplierIndex.load(db, parser.provider)
  const counts: Record<ItemKind, number> = { new: 0, price: 0, availability: 0, gone: 0 }
  let batch: Staged[] = []
  const push = async (s: Staged) => {
    counts[s.kind]++
    batch.push(s)
    if (batch.length >= BATCH) {
      await insertStaged(db, parser, runId, batch)
      batch = []
    }
  }
  for await (const row of rows) {
    const item: PriceItem = reader.read(row)
    const product = index.match(item)
    const base = { sku: item.sku, barcode: item.barcode, line: item.line }
    const none = {
      old_price: null,
      new_price: null,
      old_availability: null,
      new_availability: null,
    }
    if (!product) {
      await push({
        ...base,
        ...none,
        kind: 'new',
        product_id: null,
        title: item.title,
        new_price: item.price,
        new_availability: item.availability,
      })
      continue
    }
    const known = { ...base, ...none, product_id: product.id, title: product.title_uk }
    if (product.price !== item.price) {
      await push({ ...known, kind: 'price', old_price: product.price, new_price: item.price })
    }
    if (product.availability !== item.availability) {
      await push({
        ...known,
        kind: 'availability',
        old_availability: product.availability,
        new_availability: item.availability,
      })
    }
  }
  if (reader.count === 0) throw new PriceFileFault(null, FEED_MESSAGES.empty)
  for (const p of index.gone()) {
    await push({
      kind: 'gone',
      product_id: p.id,
      sku: p.supplier_sku,
      barcode: p.barcode,
      title: p.title_uk,
      line: null,
      old_price: null,
      new_price: null,
      old_availability: p.availability,
      new_availability: 'not_available',
    })
  }
  if (batch.length) await insertStaged(db, parser, runId, batch)
  return { format, rows: reader.count, counts }
}

/**
 * One statement per batch with one array parameter per column (`unnest`), not a parameter per
 * value: 2,000 results cost 10 parameters instead of 28,000, which PostgreSQL plans once and the
 * driver serialises in one pass (a 50,000-row feed's run took a third of its time building and
 * planning the per-value statements).
 */
async function insertStaged(db: Db, parser: ParserRow, runId: number, batch: Staged[]) {
  const column = <K extends keyof Staged>(key: K) => sql.param(batch.map((s) => s[key]))
  await db.execute(
    sql`insert into parser_items (run_id, parser_id, provider, kind, status, product_id, sku,
          barcode, title, line, old_price, new_price, old_availability, new_availability)
        select ${runId}, ${parser.id}, ${parser.provider}, u.kind, 'staged', u.product_id, u.sku,
               u.barcode, u.title, u.line, u.old_price, u.new_price, u.old_availability,
               u.new_availability
          from unnest(${column('kind')}::text[], ${column('product_id')}::int[],
                      ${column('sku')}::text[], ${column('barcode')}::text[],
                      ${column('title')}::text[], ${column('line')}::int[],
                      ${column('old_price')}::numeric[], ${column('new_price')}::numeric[],
                      ${column('old_availability')}::text[], ${column('new_availability')}::text[])
            as u(kind, product_id, sku, barcode, title, line, old_price, new_price,
                 old_availability, new_availability)`,
  )
}

/**
 * Why a run failed, as the parser shows it (stored as its code, `@shared/messages/stored.ts`, so
 * each reader sees it in their language), and whether the supplier counts as down.
 */
function failureOf(app: FastifyInstance, error: unknown): { message: string; down: boolean } {
  const stored = (said: Message) => storeMessages([said]) ?? ''
  if (error instanceof FeedDown) return { message: stored(error.said), down: true }
  if (
    error instanceof PriceFileFault ||
    error instanceof FileRefused ||
    error instanceof FeedAddressError ||
    error instanceof ColumnFault
  ) {
    return { message: stored(M.badFeed(error.said)), down: false }
  }
  app.log.error({ err: error }, 'supplier feed run failed')
  return { message: stored(M.failed), down: true }
}

/** Runs one parser now (unless another run holds the lease). */
export async function runParser(
  app: FastifyInstance,
  parserId: number,
  options: RunOptions,
): Promise<RunOutcome> {
  const db = app.shop.db
  const parser = await parserOf(db, parserId)
  const runId = await claim(app, parser, options.startedBy)
  if (runId === null) return { run: null, skipped: 'busy' }
  const started = app.shop.now()
  let reader: ItemReader | null = null
  // The header row is kept whether or not the run succeeds (a missing column fails it): the
  // column-mapping screen offers it.
  const keepHeaders = () =>
    reader?.headers
      ? recordHeaders(db, parser.provider, reader.headers, 'feed', parser.title, app.shop.now())
      : Promise.resolve()
  try {
    reader = new ItemReader(await savedColumns(db, parser.provider))
    const found = await compareFeed(app, parser, runId, options, reader)
    await keepHeaders()
    await finishOk(app, parser, runId, found, started)
  } catch (error) {
    await keepHeaders().catch((e: unknown) => app.log.error({ err: e }, 'feed headers not kept'))
    const { message, down } = failureOf(app, error)
    const failures = down ? parser.failures + 1 : 0
    const now = app.shop.now()
    const wait = down ? backOffMs(failures) : parser.interval_minutes * 60_000
    await db.transaction(async (tx) => {
      await tx.execute(sql`delete from parser_items where run_id = ${runId}`)
      await tx.execute(
        sql`update parser_runs set status = 'failed', error = ${message}, finished_at = ${now}
             where id = ${runId}`,
      )
      await tx.execute(
        sql`update parsers set last_run_at = ${started}, last_error = ${message},
                   failures = ${failures}, next_run_at = ${new Date(now.getTime() + wait)},
                   updated_at = ${now}
             where id = ${parser.id}`,
      )
    })
  }
  const [run] = await queryRows<RunRow>(db, sql`select * from parser_runs where id = ${runId}`)
  return { run: run ? runOf(run) : null, skipped: null }
}

async function finishOk(
  app: FastifyInstance,
  parser: ParserRow,
  runId: number,
  found: Awaited<ReturnType<typeof compareFeed>>,
  started: Date,
) {
  const now = app.shop.now()
  const { counts } = found
  await app.shop.db.transaction(async (tx) => {
    // A newer read of the same feed replaces what the last one left unreviewed.
    await tx.execute(
      sql`update parser_items set status = 'superseded'
           where parser_id = ${parser.id} and status = 'pending'`,
    )
    await tx.execute(sql`update parser_items set status = 'pending' where run_id = ${runId}`)
    await tx.execute(
      sql`update parser_runs set status = 'ok', finished_at = ${now}, format = ${found.format},
                 rows = ${found.rows}, new_count = ${counts.new}, price_count = ${counts.price},
                 availability_count = ${counts.availability}, gone_count = ${counts.gone}
           where id = ${runId}`,
    )
    const pending = counts.new + counts.price + counts.availability + counts.gone
    const next =
      parser.interval_minutes > 0
        ? new Date(now.getTime() + parser.interval_minutes * 60_000)
        : null
    await tx.execute(
      sql`update parsers set status = ${pending > 0 ? 'new' : 'done'}, new_count = ${pending},
                 last_run_at = ${started}, next_run_at = ${next}, failures = 0, last_error = null,
                 last_result = ${JSON.stringify({ run: runId, rows: found.rows, ...counts })},
                 version = version + 1, updated_at = ${now}
           where id = ${parser.id}`,
    )
  })
}

/**
 * The scheduled pass: every active feed parser whose time has come (never read, or
 * `next_run_at` passed), one after another.
 */
export async function runDueParsers(app: FastifyInstance, signal?: AbortSignal): Promise<number> {
  const now = app.shop.now()
  const due = await queryRows<{ id: number }>(
    app.shop.db,
    sql`select id from parsers
         where active and url not like 'file:%' and interval_minutes > 0 and provider is not null
           and (next_run_at is null or next_run_at <= ${now})
         order by next_run_at nulls first, id limit 20`,
  )
  let ran = 0
  for (const { id } of due) {
    if (signal?.aborted) break
    try {
      const outcome = await runParser(app, id, {
        startedBy: 'schedule',
        ...(signal ? { signal } : {}),
      })
      if (outcome.skipped === 'busy') break
      ran++
    } catch (error) {
      if (!(error instanceof ParserRefused)) throw error
    }
  }
  return ran
}
