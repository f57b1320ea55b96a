import type { Scheduler } from '../scheduler'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { createNovaPoshtaClient } from '@shared/nova-poshta'
import { queryRows } from '../db/client'
import { readCarrierKey } from '../routes/settings'
import * as schema from '../db/schema'
import { RESOURCE_TABLES } from '../resources/tables'
import { msg, type Message } from '@shared/messages'
import { storeMessages } from '@shared/messages/stored'
import { said } from '../http/errors'
import { MarketplaceError, type FetchLike } from './http'
import {
  importProm,
  importRozetka,
  readImportSettings,
  type ImportSettings,
  type Source,
  type SourceResult,
} from './importer'

/**
 * The one import pipeline: every source (each Prom account with a token, Rozetka when it has
 * credentials) pulled in turn, each pass a row of `import_runs`. One runner at a time across
 * every server on one database: the claim is made under a transaction-scoped advisory lock, and
 * a pass whose rows are still `running` (younger than `LEASE_MS`) keeps others out. A source
 * that is down is backed off (the scheduled passes skip it for 1, 2, 4... up to 12 turns); a
 * bad token stops its source at once with a clear reason and imports nothing.
 */

/** The advisory lock key of the import's claim ("MKTP"). */
const IMPORT_LOCK = 0x4d4b5450
/** A pass older than this that never finished (a crashed server) no longer holds the lease. */
export const LEASE_MS = 10 * 60_000
const MAX_SKIPS = 12

/** Why a pass did not run, as the fetch-now answer says it (`@shared/messages`). */
export const SKIPPED_CODES = { busy: 'import.busy', nothing: 'import.nothing' } as const

interface Target {
  source: Source
  account: string
  name: string
}

interface BackOff {
  failures: number
  skipsLeft: number
}

/** Back-off per source, per server process (a restart tries every source again). */
const backOffs = new WeakMap<object, Map<string, BackOff>>()

function backOffOf(app: object): Map<string, BackOff> {
  let map = backOffs.get(app)
  if (!map) {
    map = new Map()
    backOffs.set(app, map)
  }
  return map
}

const keyOf = (t: Target) => `${t.source}:${t.account}`

function targetsOf(found: ImportSettings): Target[] {
  const targets: Target[] = found.promAccounts
    .filter((a) => a.token)
    .map((a) => ({ source: 'prom', account: a.key, name: `Prom.ua (${a.name})` }))
  if (found.rozetka) targets.push({ source: 'rozetka', account: '', name: 'Rozetka' })
  return targets
}

export interface PassResult {
  /** The runs this pass wrote (empty when it was skipped). */
  runs: Record<string, unknown>[]
  skipped: 'busy' | 'nothing' | null
}

export interface RunOptions {
  /** `schedule`, or the id of the user who asked. */
  startedBy: string
  /** A person asked: back-off does not hold them off. */
  manual: boolean
  fetch?: FetchLike
}

/** Claims the lease and writes the pass's `running` rows; null when another pass holds it. */
async function claim(app: FastifyInstance, targets: Target[], startedBy: string) {
  const runs = RESOURCE_TABLES.import_runs
  const now = app.shop.now()
  return app.shop.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`)
    const stale = new Date(now.getTime() - LEASE_MS)
    await tx
      .update(runs.table)
      .set({
        status: 'failed',
        error: storeMessages([msg('import.crashed')]),
        finished_at: now,
        updated_at: now,
      } as never)
      .where(
        and(
          eq(schema.import_runs.status, 'running'),
          sql`${schema.import_runs.created_at} < ${stale}`,
        ),
      )
    const [busy] = await tx
      .select({ id: schema.import_runs.id })
      .from(runs.table)
      .where(eq(schema.import_runs.status, 'running'))
      .limit(1)
    if (busy) return null
    const rows = []
    for (const t of targets) {
      const [row] = (await tx
        .insert(runs.table)
        .values({
          source: t.source,
          account: t.account,
          status: 'running',
          started_by: startedBy,
          created_at: now,
          updated_at: now,
        } as never)
        .returning()) as Record<string, unknown>[]
      if (row) rows.push({ target: t, id: row.id as number })
    }
    return rows
  })
}

async function lastOk(app: FastifyInstance, t: Target): Promise<Date | null> {
  const runs = RESOURCE_TABLES.import_runs
  const [row] = await app.shop.db
    .select({ at: schema.import_runs.created_at })
    .from(runs.table)
    .where(
      and(
        eq(schema.import_runs.source, t.source),
        eq(schema.import_runs.account, t.account),
        sql`${schema.import_runs.status} in ('ok', 'partial')`,
      ),
    )
    .orderBy(desc(schema.import_runs.id))
    .limit(1)
  return row?.at instanceof Date ? row.at : row?.at ? new Date(String(row.at)) : null
}

/** One pass over every source. */
export async function runImportPass(
  app: FastifyInstance,
  options: RunOptions,
): Promise<PassResult> {
  const found = await readImportSettings(app.shop.db, {
    promApiUrl: app.shop.config.promApiUrl ?? null,
    rozetkaApiUrl: app.shop.config.rozetkaApiUrl ?? null,
  })
  const targets = targetsOf(found)
  if (targets.length === 0) return { runs: [], skipped: 'nothing' }
  const claimed = await claim(app, targets, options.startedBy)
  if (!claimed) return { runs: [], skipped: 'busy' }
  const runs = RESOURCE_TABLES.import_runs
  const backOff = backOffOf(app)
  const fetch: FetchLike = options.fetch ?? ((input, init) => app.shop.fetch(input, init))
  // The orders' Nova Poshta cities are asked with the shop's key, when it has one.
  const npKey = await readCarrierKey(app.shop.db)
  const carrier = npKey
    ? createNovaPoshtaClient({
        apiUrl: app.shop.config.novaPoshtaApiUrl,
        getApiKey: () => npKey,
        fetch: (input, init) => app.shop.fetch(input, init),
      })
    : null
  const written: Record<string, unknown>[] = []
  for (const { target, id } of claimed) {
    const held = backOff.get(keyOf(target))
    let result: SourceResult
    if (held && held.skipsLeft > 0 && !options.manual) {
      held.skipsLeft--
      result = emptyResult('failed', msg('import.backedOff', { name: target.name }))
    } else {
      const ctx = { db: app.shop.db, user: null, now: app.shop.now() }
      try {
        const pass = { fetch, lastOk: await lastOk(app, target), carrier }
        const account = found.promAccounts.find((a) => a.key === target.account)
        result =
          target.source === 'prom' && account
            ? await importProm(ctx, found, account, pass)
            : await importRozetka(ctx, found, pass)
        backOff.delete(keyOf(target))
      } catch (error) {
        if (!(error instanceof MarketplaceError)) {
          app.log.error({ err: error, source: keyOf(target) }, 'marketplace import failed')
          result = emptyResult(
            'failed',
            said(error instanceof Error ? error.message : String(error)),
          )
        } else {
          if (error.kind === 'down') {
            const failures = (held?.failures ?? 0) + 1
            backOff.set(keyOf(target), {
              failures,
              skipsLeft: Math.min(2 ** (failures - 1), MAX_SKIPS),
            })
          }
          result = emptyResult('failed', error.said)
        }
      }
    }
    const now = app.shop.now()
    const [row] = (await app.shop.db
      .update(runs.table)
      .set({ ...result, finished_at: now, updated_at: now } as never)
      .where(eq(schema.import_runs.id, id))
      .returning()) as Record<string, unknown>[]
    if (row) written.push(row)
  }
  return { runs: written, skipped: null }
}

function emptyResult(status: SourceResult['status'], error: Message): SourceResult {
  return {
    new_count: 0,
    updated_count: 0,
    failed_count: 0,
    messages: 0,
    chats: 0,
    error: storeMessages([error]),
    status,
  }
}

/**
 * The server's own pass every `minutes` (MARKETPLACE_IMPORT_MINUTES), whether or not any desk
 * is open; a pass still going when the next is due is not doubled (a job of the server's
 * scheduler). Returns its stop function.
 */
export function scheduleImports(
  scheduler: Scheduler,
  app: FastifyInstance,
  minutes: number,
): () => void {
  if (minutes <= 0) return () => {}
  return scheduler.add({
    name: 'marketplace-import',
    everyMs: minutes * 60_000,
    run: () => runImportPass(app, { startedBy: 'schedule', manual: false }),
  })
}

/** The Prom informers' counts: each account's unread messages and chats at its last good run. */
export async function promUnreadCounts(
  db: FastifyInstance['shop']['db'],
): Promise<{ messages: number; chats: number }> {
  const [row] = await queryRows<{ messages: unknown; chats: unknown }>(
    db,
    sql`select coalesce(sum(messages), 0) as messages, coalesce(sum(chats), 0) as chats
        from (select distinct on (account) messages, chats from import_runs
              where source = 'prom' and status in ('ok', 'partial')
              order by account, id desc) last`,
  )
  return { messages: Number(row?.messages ?? 0), chats: Number(row?.chats ?? 0) }
}
