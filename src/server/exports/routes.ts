import { Readable } from 'node:stream'
import { and, asc, count, desc, gt, lt, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
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
import { HttpError, VALIDATION_MESSAGE } from '../http/errors'
import { userOf } from '../http/guard'
import { serve } from '../http/serve'
import { hooksOf } from '../resources/hooks'
import { whereOf } from '../resources/list'
import { column, RESOURCE_TABLES, type ResourceTable } from '../resources/tables'
import { cellMaker, type Cell } from './cells'
import { csvFile, xlsxFile } from './writers'

export const EXPORT_MESSAGES = {
  unknownColumn: 'Такого стовпця в цій таблиці немає.',
  twice: 'Стовпець обрано двічі.',
  busy: 'Це вивантаження вже триває.',
  tooMany: 'Забагато вивантажень водночас: дочекайтеся тих, що тривають.',
  noJob: 'Такого вивантаження немає: воно завершилося або ще не почалося.',
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
    if (this.jobs.has(key)) throw new HttpError(409, EXPORT_MESSAGES.busy)
    const mine = [...this.jobs.keys()].filter((k) => k.startsWith(`${userId}:`)).length
    if (mine >= PER_USER) throw new HttpError(429, EXPORT_MESSAGES.tooMany)
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
  const errors: Record<string, string[]> = {}
  body.columns.forEach((c, i) => {
    if (!allowed.has(c.name) || !Object.hasOwn(rt.publicColumns, c.name)) {
      errors[`columns.${i}.name`] = [EXPORT_MESSAGES.unknownColumn]
    } else if (seen.has(c.name)) errors[`columns.${i}.name`] = [EXPORT_MESSAGES.twice]
    seen.add(c.name)
  })
  if (Object.keys(errors).length > 0) throw new HttpError(422, VALIDATION_MESSAGE, errors)
}

/**
 * The table's rows under `where`, a page at a time, in the table's id order (newest first when
 * its list is newest first): keyset pages (`id < last`) read each row once however deep the
 * file goes, where an offset would re-read every skipped row.
 */
async function* pagesOf(
  db: Db,
  rt: ResourceTable,
  names: readonly string[],
  where: SQL | undefined,
  makers: readonly ((value: unknown) => Cell)[],
  advance: (rows: number) => void,
): AsyncGenerator<Cell[][]> {
  const id = column(rt, 'id')
  const newestFirst = rt.def.sort.startsWith('-')
  const fields: Record<string, PgColumn> = { __id: id }
  names.forEach((name, i) => (fields[`c${i}`] = column(rt, name)))
  const present = hooksOf(rt.def.table).present
  let after: number | null = null
  for (;;) {
    const keyset = after === null ? undefined : newestFirst ? lt(id, after) : gt(id, after)
    const rows: Record<string, unknown>[] = await db
      .select(fields)
      .from(rt.table)
      .where(and(where, keyset))
      .orderBy(newestFirst ? desc(id) : asc(id))
      .limit(EXPORT_PAGE)
    if (rows.length === 0) return
    yield rows.map((row) => {
      let record: Record<string, unknown> = {}
      names.forEach((name, i) => (record[name] = row[`c${i}`]))
      if (present) record = present(record)
      return names.map((name, i) => makers[i]!(record[name]))
    })
    advance(rows.length)
    if (rows.length < EXPORT_PAGE) return
    after = Number(rows[rows.length - 1]!.__id)
  }
}

/** The export route of every exportable table and the progress route (issue 12 item 6). */
export function registerExportRoutes(app: FastifyInstance): void {
  const jobs = new ExportJobs()

  for (const table of EXPORT_TABLES) registerTableExport(app, jobs, table)

  serve(app, 'POST /api/exports/progress/:job', async (request) => {
    const raw = (request.params as { job?: string }).job ?? ''
    const job = exportJobSchema.safeParse(raw)
    if (!job.success) throw new HttpError(404, EXPORT_MESSAGES.noJob)
    const found = jobs.get(userOf(request).id, job.data)
    return { data: found ? { done: found.done, total: found.total } : null }
  })
}

function registerTableExport(app: FastifyInstance, jobs: ExportJobs, table: ExportTable): void {
  const rt = RESOURCE_TABLES[table]
  serve(app, exportRoute(table), async (request, reply) => {
    const parsed = exportBodySchema.safeParse(request.body)
    if (!parsed.success) throw new HttpError(422, VALIDATION_MESSAGE, fieldErrors(parsed.error))
    const body = parsed.data
    checkColumns(rt, body)
    const db = app.shop.db
    const where = whereOf(rt, { filter: body.filter, search: body.search })
    const total = Number((await db.select({ n: count() }).from(rt.table).where(where))[0]?.n ?? 0)
    const names = body.columns.map((c) => c.name)
    const makers = body.columns.map((c) => cellMaker(rt.def, c))
    const job = jobs.start(userOf(request).id, body.job, total)
    const pages = pagesOf(db, rt, names, where, makers, job.advance)
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
  })
}
