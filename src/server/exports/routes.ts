import { Readable } from 'node:stream'
import { and, count, gt, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify'
import {
  EXPORT_MIME,
  EXPORT_TABLES,
  EXPORT_TOTAL_HEADER,
  exportBodySchema,
  exportColumns,
  exportFileName,
  exportJobSchema,
  exportRoute,
  type ExportBody,
  type ExportTable,
} from '@shared/contract/exports'
import type { FieldDef } from '@shared/resources/types'
import { fieldErrors } from '@shared/resources/validation'
import type { Db } from '../db/client'
import { msg, type Message } from '@shared/messages'
import { ukrainian } from '@shared/messages/ukrainian'
import { HttpError } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { limiter } from '../http/throttle'
import { hooksOf } from '../resources/hooks'
import { orderOf, sortSpec, whereOf, type SortSpec } from '../resources/list'
import { column, RESOURCE_TABLES, type ResourceTable } from '../resources/tables'
import { cellMaker, type Cell } from './cells'
import { csvFile, xlsxFile } from './writers'

/** The export's refusals in Ukrainian (`@shared/messages`: `export.*`). */
export const EXPORT_MESSAGES = {
  unknownColumn: ukrainian({ code: 'export.unknownColumn' }),
  twice: ukrainian({ code: 'export.twice' }),
} as const

/** Rows read per query: keyset pages by id, so each page is an index range scan. */
export const EXPORT_PAGE = 1000
/** Exports one user may run at once. */
const PER_USER = 3

/** The exports running now, by `user:job`: what the progress route answers. */
class ExportJobs {
  private readonly jobs = new Map<string, { done: number; total: number }>()

  private key = (userId: number, job: string) => `${userId}:${job}`

  start(userId: number, job: string, total: number) {
    const key = this.key(userId, job)
    if (this.jobs.has(key)) throw new HttpError(409, 'export.busy')
    const mine = [...this.jobs.keys()].filter((k) => k.startsWith(`${userId}:`)).length
    if (mine >= PER_USER) throw new HttpError(429, 'export.tooMany')
    const entry = { done: 0, total }
    this.jobs.set(key, entry)
    return {
      advance: (rows: number) => void (entry.done += rows),
      end: () => void this.jobs.delete(key),
    }
  }

  get(userId: number, job: string) {
    return this.jobs.get(this.key(userId, job)) ?? null
  }
}

type Kind = 'number' | 'money' | 'date' | 'datetime' | 'text'

function kindOf(field: FieldDef | undefined, name: string): Kind {
  if (name === 'created_at' || name === 'updated_at') return 'datetime'
  if (name === 'id' || name === 'version') return 'number'
  switch (field?.kind) {
    case 'int':
    case 'ref':
      return 'number'
    case 'money':
      return 'money'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    default:
      return 'text'
  }
}

/** The chosen columns, each a public column of the table, none twice. */
function checkColumns(rt: ResourceTable, body: ExportBody): void {
  const allowed = new Set(exportColumns(rt.def))
  const seen = new Set<string>()
  const errors: Record<string, Message[]> = {}
  body.columns.forEach((c, i) => {
    if (!allowed.has(c.name) || !Object.hasOwn(rt.publicColumns, c.name)) {
      errors[`columns.${i}.name`] = [msg('export.unknownColumn')]
    } else if (seen.has(c.name)) errors[`columns.${i}.name`] = [msg('export.twice')]
    seen.add(c.name)
  })
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'common.validation', errors)
}

/**
 * Where the next page starts, after the last row read (its sort key as text, and its id): the
 * rows after it in the list's order, ties by id as the list breaks them. PostgreSQL puts nulls
 * last going up and first going down; a column that cannot be null compares as a row value, so
 * the (column, id) index serves it.
 */
function after(sort: SortSpec, id: PgColumn, last: { key: string | null; id: number }): SQL {
  const { col, descending } = sort
  if (sort.name === 'id') return descending ? lt(id, last.id) : gt(id, last.id)
  const key = sql`cast(${last.key} as ${sql.raw(col.getSQLType())})`
  const beyond = descending ? sql`<` : sql`>`
  if (col.notNull) return sql`(${col}, ${id}) ${beyond} (${key}, ${last.id})`
  const laterId = sql`${id} ${beyond} ${last.id}`
  if (last.key === null) {
    return descending
      ? sql`((${col} is null and ${laterId}) or ${col} is not null)`
      : sql`(${col} is null and ${laterId})`
  }
  const further = sql`(${col} ${beyond} ${key} or (${col} = ${key} and ${laterId}))`
  return descending ? further : sql`(${further} or ${col} is null)`
}

/**
 * The table's rows under `where`, a page at a time, in the list's order (its sort, ties by id):
 * keyset pages read each row once however deep the file goes, where an offset would re-read
 * every skipped row. The sort key travels as text, so a timestamp keeps its microseconds.
 */
async function* pagesOf(
  db: Db,
  rt: ResourceTable,
  names: readonly string[],
  where: SQL | undefined,
  sort: SortSpec,
  makers: readonly ((value: unknown) => Cell)[],
  advance: (rows: number) => void,
): AsyncGenerator<Cell[][]> {
  const id = rt.id
  const fields: Record<string, PgColumn | SQL.Aliased> = { __id: id }
  if (sort.name !== 'id') fields.__key = sql<string | null>`(${sort.col})::text`.as('__key')
  // The select's keys (`c0`, `c1`…: no field name can clash with `__id`), made once.
  const keys = names.map((_, i) => `c${i}`)
  names.forEach((name, i) => (fields[keys[i]!] = column(rt, name)))
  const order = orderOf(rt, sort)
  const present = hooksOf(rt.def.table).present
  let last: { key: string | null; id: number } | null = null
  for (;;) {
    const keyset = last === null ? undefined : after(sort, id, last)
    const rows: Record<string, unknown>[] = await db
      .select(fields)
      .from(rt.table)
      .where(and(where, keyset))
      .orderBy(...order)
      .limit(EXPORT_PAGE)
    if (rows.length === 0) return
    yield rows.map((row) => {
      if (!present) return keys.map((key, i) => makers[i]!(row[key]))
      const record: Record<string, unknown> = {}
      for (let i = 0; i < names.length; i++) record[names[i]!] = row[keys[i]!]
      const shown = present(record)
      return names.map((name, i) => makers[i]!(shown[name]))
    })
    advance(rows.length)
    if (rows.length < EXPORT_PAGE) return
    const end = rows[rows.length - 1]!
    last = { key: (end.__key as string | null | undefined) ?? null, id: Number(end.__id) }
  }
}

/** The export route of every exportable table and the progress route. */
export function registerExportRoutes(app: FastifyInstance): void {
  const jobs = new ExportJobs()
  // One budget for all of a user's exports, whichever tables.
  const throttled = limiter(app, app.shop.throttle.exportsPerMinute, 'user', 'throttle.exports')

  for (const table of EXPORT_TABLES) registerTableExport(app, jobs, table, throttled)

  serve(app, 'POST /api/exports/progress/:job', async (request) => {
    const raw = (request.params as { job?: string }).job ?? ''
    const job = exportJobSchema.safeParse(raw)
    if (!job.success) throw new HttpError(404, 'export.noJob')
    const found = jobs.get(userOf(request).id, job.data)
    return { data: found ? { done: found.done, total: found.total } : null }
  })
}

function registerTableExport(
  app: FastifyInstance,
  jobs: ExportJobs,
  table: ExportTable,
  throttled: preHandlerAsyncHookHandler,
): void {
  const rt = RESOURCE_TABLES[table]
  serve(
    app,
    exportRoute(table),
    async (request, reply) => {
      const parsed = exportBodySchema.safeParse(request.body)
      if (!parsed.success) throw new HttpError(422, 'common.validation', fieldErrors(parsed.error))
      const body = parsed.data
      checkColumns(rt, body)
      const db = app.shop.db
      const where = whereOf(rt, { filter: body.filter, search: body.search })
      const sort = sortSpec(rt, body.sort)
      const total = Number((await db.select({ n: count() }).from(rt.table).where(where))[0]?.n ?? 0)
      const names = body.columns.map((c) => c.name)
      const makers = body.columns.map((c) => cellMaker(rt.def, c))
      const job = jobs.start(userOf(request).id, body.job, total)
      const pages = pagesOf(db, rt, names, where, sort, makers, job.advance)
      const file =
        body.format === 'csv'
          ? Readable.from(csvFile(body.columns, pages))
          : await xlsxFile(
              body.columns,
              names.map((name) => kindOf(rt.def.fields[name], name)),
              table,
              pages,
            )
      // However it ends (finished, failed, or the client gone): the job is over.
      file.once('close', job.end)
      reply.raw.once('close', () => {
        job.end()
        if (!file.destroyed) file.destroy()
      })
      const name = exportFileName(table, body.format, app.shop.now())
      return reply
        .header('Content-Type', EXPORT_MIME[body.format])
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header(EXPORT_TOTAL_HEADER, String(total))
        .header('Cache-Control', 'no-store')
        .send(file)
    },
    { preHandler: throttled },
  )
}
