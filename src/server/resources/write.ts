import { msg, type Message } from '@shared/messages'
import { and, eq } from 'drizzle-orm'
import { hasAccess, type TableOp } from '@shared/access'
import type { Row as RecordRow } from '@shared/contract/schemas'
import { getResource, tableAccess } from '@shared/resources/registry'
import {
  authorFields,
  createSchema,
  fieldErrors,
  updateSchema,
  type Values,
} from '@shared/resources/validation'
import { isEmpty } from '@shared/resources/values'
import { HttpError } from '../http/errors'
import { diff, logAction } from './audit'
import { type OpContext, type Tx } from './context'
import { hooksOf } from './hooks'
import { column, RESOURCE_TABLES, type ResourceTable } from './tables'

type Row = Record<string, unknown>

/**
 * For a route that reaches into several tables (search): the table's own right. Routes of one
 * table have their rights checked by the route guard before the handler runs.
 */
export function requireAccess(ctx: OpContext, rt: ResourceTable, op: TableOp): void {
  if (!hasAccess(ctx.user, tableAccess(rt.def)[op])) {
    throw new HttpError(403, 'http.forbidden')
  }
}

/**
 * An administrator cannot lock themselves out: no deleting, deactivating or lowering the access
 * of the account the request comes from (`changes` null means a delete).
 */
function guardOwnAccount(ctx: OpContext, rt: ResourceTable, id: unknown, changes: Values | null) {
  if (rt.def.table !== 'users' || !ctx.user || id !== ctx.user.id) return
  const lowers =
    changes === null ||
    changes.active === false ||
    (typeof changes.access === 'number' && changes.access < ctx.user.access)
  if (lowers) throw new HttpError(409, 'record.ownAccount')
}

/**
 * The fields that say who did it, on a new row: the signed-in user, whatever the values say,
 * unless the field lets this user name someone else (`author: { reassign }`) and they did. The
 * server's own work (a marketplace import, no session) keeps what it set.
 */
function withAuthors(ctx: OpContext, rt: ResourceTable, row: Values): Values {
  if (!ctx.user) return row
  const out = { ...row }
  for (const [name, field] of authorFields(rt.def)) {
    const named = out[name]
    const mayName = typeof field.author === 'object' && hasAccess(ctx.user, field.author.reassign)
    if (!(mayName && named !== null && named !== undefined)) out[name] = ctx.user.id
  }
  return out
}

/** An edit keeps the author; only a user the field names (`reassign`) may hand it on. */
function checkReassign(ctx: OpContext, rt: ResourceTable, before: Row, changes: Values): void {
  for (const [name, field] of authorFields(rt.def)) {
    if (!(name in changes) || changes[name] === before[name]) continue
    if (!ctx.user) continue
    if (typeof field.author === 'object' && hasAccess(ctx.user, field.author.reassign)) continue
    throw new HttpError(403, 'record.reassign')
  }
}

/** A record as a client may see it: secret columns were never selected; hooks mask the rest. */
export function present(rt: ResourceTable, row: Row): RecordRow {
  const visible: Row = {}
  for (const name of Object.keys(rt.publicColumns)) visible[name] = row[name]
  // The system columns are public columns of every table: `id` and `version` are always here.
  return (hooksOf(rt.def.table).present?.(visible) ?? visible) as RecordRow
}

/** Values in the database's types (instants as Date). */
function toDb(rt: ResourceTable, values: Values): Values {
  const out: Values = {}
  for (const [name, value] of Object.entries(values)) {
    const field = rt.def.fields[name]
    if (!field || field.virtual) continue
    out[name] = field.kind === 'datetime' && typeof value === 'string' ? new Date(value) : value
  }
  return out
}

/** A unique index refused the write: say which field, in Ukrainian, as a 422. */
function uniqueViolation(rt: ResourceTable, error: unknown): HttpError | null {
  let e: unknown = error
  for (let depth = 0; e && depth < 4; depth++) {
    const { code, constraint } = e as { code?: string; constraint?: string }
    if (code === '23505') {
      const field =
        Object.keys(rt.def.fields).find((f) => constraint?.includes(`_${f}_`)) ??
        Object.keys(rt.def.fields).find((f) => rt.def.fields[f]?.unique) ??
        '_'
      return new HttpError(422, 'common.validation', { [field]: [msg('field.duplicate')] })
    }
    e = (e as { cause?: unknown }).cause
  }
  return null
}

export function validate(
  rt: ResourceTable,
  input: Values,
  mode: 'create' | 'update',
  ctx: OpContext,
) {
  const hooks = hooksOf(rt.def.table)
  const prepared = hooks.prepare?.(input, mode, ctx) ?? { values: input, errors: {} }
  // An update without the version it was read at is refused (422 on `version`) in every table,
  // the spec's tasks and cash flows included: otherwise the last of two editors silently wins.
  const schema = mode === 'create' ? createSchema(rt.def) : updateSchema(rt.def)
  const result = schema.safeParse(prepared.values)
  const errors = { ...(result.success ? {} : fieldErrors(result.error)) }
  for (const [field, messages] of Object.entries(prepared.errors)) {
    errors[field] = [...new Set([...messages, ...(errors[field] ?? [])])]
  }
  if (!result.success || Object.keys(errors).length > 0) {
    throw new HttpError(422, 'common.validation', errors)
  }
  return result.data
}

/**
 * References point at rows that exist. Only a reference the write sets or changes is checked:
 * an old order still names a product deleted since, and editing its comment must not fail.
 */
async function checkRefs(tx: Tx, rt: ResourceTable, values: Values, before: Row | null) {
  const errors: Record<string, Message[]> = {}
  for (const [name, value] of Object.entries(values)) {
    const field = rt.def.fields[name]
    if (field?.kind !== 'ref' || typeof value !== 'number') continue
    if (before && before[name] === value) continue
    const target = RESOURCE_TABLES[field.table as keyof typeof RESOURCE_TABLES]
    if (!target) continue
    const found = await tx.select({ id: target.id }).from(target.table).where(eq(target.id, value))
    if (found.length === 0) errors[name] = [msg('field.missingRef')]
  }
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'common.validation', errors)
}

export async function lockRow(tx: Tx, rt: ResourceTable, id: number): Promise<Row | null> {
  const rows = await tx.select().from(rt.table).where(eq(rt.id, id)).for('update')
  return (rows[0] as Row | undefined) ?? null
}

/**
 * `store`: creates, or updates the record `id` when the payload carries one. An update must
 * carry the version it was read at; a stale one changes nothing and answers 409. The write and
 * its action log row are one transaction.
 */
export async function storeRecord(
  ctx: OpContext,
  rt: ResourceTable,
  input: unknown,
): Promise<RecordRow> {
  const body: Values =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Values) : {}
  const mode = isEmpty(body.id) ? 'create' : 'update'
  const hooks = hooksOf(rt.def.table)
  await hooks.load?.()
  const values = validate(rt, body, mode, ctx)
  if (mode === 'update') guardOwnAccount(ctx, rt, values.id, values)
  const stored = hooks.beforeWrite ? await hooks.beforeWrite(values, mode) : values
  let saved: RecordRow
  try {
    saved = await ctx.db.transaction(async (tx) => {
      if (mode === 'create') return await create(tx, ctx, rt, stored)
      return await update(tx, ctx, rt, stored)
    })
  } catch (error) {
    throw uniqueViolation(rt, error) ?? error
  }
  hooks.afterCommit?.(ctx, saved.id as number)
  return saved
}

/** A create inside the caller's transaction (validated values), logged. */
export async function create(
  tx: Tx,
  ctx: OpContext,
  rt: ResourceTable,
  values: Values,
): Promise<RecordRow> {
  await checkRefs(tx, rt, values, null)
  const inWrite = hooksOf(rt.def.table).inWrite
  const row: Values = withAuthors(
    ctx,
    rt,
    toDb(rt, inWrite ? await inWrite(tx, ctx, values, null) : values),
  )
  row.created_at = ctx.now
  row.updated_at = ctx.now
  const [created] = (await tx.insert(rt.table).values(row).returning()) as Row[]
  if (!created) throw new Error(`insert into ${rt.def.table} returned nothing`)
  await hooksOf(rt.def.table).afterCreate?.(tx, ctx, created)
  await logAction(tx, {
    userId: ctx.user?.id ?? null,
    table: rt.def.table,
    recordId: created.id as number,
    action: 'create',
    changes: diff(rt.def, null, created, hooksOf(rt.def.table).logValue),
    at: ctx.now,
  })
  return present(rt, created)
}

/** An update inside the caller's transaction (validated values, with their version), logged. */
export async function update(
  tx: Tx,
  ctx: OpContext,
  rt: ResourceTable,
  values: Values,
): Promise<RecordRow> {
  const { id, version, ...given } = values as Values & { id: number; version: number }
  const before = await lockRow(tx, rt, id)
  if (!before) throw new HttpError(404, 'record.notFound')
  if (before.version !== version) throw new HttpError(409, 'record.stale')
  hooksOf(rt.def.table).checkUpdate?.(before, given)
  checkReassign(ctx, rt, before, given)
  await checkRefs(tx, rt, given, before)
  const inWrite = hooksOf(rt.def.table).inWrite
  const changes = inWrite ? await inWrite(tx, ctx, given, before) : given
  const next = (before.version as number) + 1
  const [after] = (await tx
    .update(rt.table)
    .set({ ...toDb(rt, changes), version: next, updated_at: ctx.now })
    .where(and(eq(rt.id, id), eq(rt.version, before.version as number)))
    .returning()) as Row[]
  if (!after) throw new HttpError(409, 'record.stale')
  await hooksOf(rt.def.table).afterUpdate?.(tx, ctx, before, after)
  const changed = diff(rt.def, before, after, hooksOf(rt.def.table).logValue)
  if (Object.keys(changed).length > 0) {
    await logAction(tx, {
      userId: ctx.user?.id ?? null,
      table: rt.def.table,
      recordId: id,
      action: 'update',
      changes: changed,
      at: ctx.now,
    })
  }
  return present(rt, after)
}

/** `DELETE`: the record and its declared children, each logged, in one transaction. */
export async function deleteRecord(
  ctx: OpContext,
  rt: ResourceTable,
  id: number,
): Promise<RecordRow> {
  guardOwnAccount(ctx, rt, id, null)
  const removed = await ctx.db.transaction((tx) => remove(tx, ctx, rt, id))
  hooksOf(rt.def.table).afterCommit?.(ctx, id)
  return removed
}

/** A delete inside the caller's transaction: the record and its declared children, logged. */
export async function remove(
  tx: Tx,
  ctx: OpContext,
  rt: ResourceTable,
  id: number,
): Promise<RecordRow> {
  const before = await lockRow(tx, rt, id)
  if (!before) throw new HttpError(404, 'record.notFound')
  await hooksOf(rt.def.table).beforeDelete?.(tx, ctx, before)
  for (const child of rt.def.children ?? []) {
    const childRt =
      getResource(child.table) && RESOURCE_TABLES[child.table as keyof typeof RESOURCE_TABLES]
    if (!childRt) continue
    const gone = (await tx
      .delete(childRt.table)
      .where(eq(column(childRt, child.foreignKey), id))
      .returning()) as Row[]
    for (const row of gone) {
      await logAction(tx, {
        userId: ctx.user?.id ?? null,
        table: childRt.def.table,
        recordId: row.id as number,
        action: 'delete',
        changes: diff(childRt.def, row, null, hooksOf(childRt.def.table).logValue),
        at: ctx.now,
      })
    }
  }
  await tx.delete(rt.table).where(eq(rt.id, id))
  await logAction(tx, {
    userId: ctx.user?.id ?? null,
    table: rt.def.table,
    recordId: id,
    action: 'delete',
    changes: diff(rt.def, before, null, hooksOf(rt.def.table).logValue),
    at: ctx.now,
  })
  return present(rt, before)
}
