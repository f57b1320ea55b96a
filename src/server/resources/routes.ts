import type { FastifyInstance, FastifyRequest } from 'fastify'
import { tableRoute } from '@shared/contract/tables'
import { TABLE_NAMES, type TableName } from '@shared/resources/registry'
import { serve } from '../http/serve'
import { listQuerySchema, SESSION_COOKIE } from '@shared/contract/http'
import { NovaPoshtaError, type NovaPoshtaClient } from '@shared/nova-poshta'
import { UkrposhtaError, type UkrposhtaClient } from '@shared/ukrposhta'
import { MSG } from '@shared/resources/messages'
import { canSetTaskStatus, toTaskStatus } from '@shared/rules/tasks'
import { fieldErrors } from '@shared/resources/validation'
import { sessionKeyOf } from '../auth/sessions'
import { HttpError } from '../http/errors'
import { pushStatuses } from '../marketplaces/push'
import { type OpContext } from './context'
import { hooksOf } from './hooks'
import { getRecord, listPageJson, recordJson } from './list'
import { RESOURCE_TABLES } from './tables'
import { listTitles } from './titles'
import { defaultTtnCarrier, defaultUkrposhta, parcelPush, readUkrposhtaToken } from './ttn-refresh'
import { updateAllTtnStatuses } from './ttns'
import { deleteRecord, present, storeRecord } from './write'

export interface ResourceRoutesOptions {
  /** The Nova Poshta client `ttns/update_status_all` asks (default: the configured one). */
  carrier?: NovaPoshtaClient
  /** The Ukrposhta tracking client (default: the configured endpoint and token). */
  ukrposhta?: UkrposhtaClient
}

/** What a resource operation needs from a request: the database, the user, the clock. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): OpContext {
  const token = request.cookies[SESSION_COOKIE] ?? ''
  return {
    db: app.shop.db,
    user: request.user,
    now: app.shop.now(),
    sessionKey: token ? sessionKeyOf(token) : null,
  }
}

/** A record id from the path: digits only, within integer range; anything else is not found. */
export function idOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? ''
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new HttpError(404, 'record.notFound')
  return Number(raw)
}

/** The stored status of the order an update names (null for a new order or none found). */
async function statusBefore(ctx: OpContext, body: unknown): Promise<string | null> {
  const raw = (body as { id?: unknown } | null)?.id
  // As the update's own schema reads it: a number, or digits in a string (a form's value).
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null
  const row = await getRecord(ctx.db, RESOURCE_TABLES.orders, id)
  return typeof row?.status === 'string' ? row.status : null
}

/** The answers PostgreSQL wrote as JSON go out as they are, with JSON's type. */
const JSON_TYPE = 'application/json; charset=utf-8'

function registerTable(app: FastifyInstance, name: TableName): void {
  const rt = RESOURCE_TABLES[name]
  const hooks = hooksOf(name)

  // PostgreSQL writes each answer's JSON (list.ts); a table that shows some values otherwise
  // (settings masks its secrets) has its rows read back and presented first.
  const presented = (json: string): string => {
    if (!hooks.present) return json
    const answer = JSON.parse(json) as { data: unknown }
    const data = answer.data
    answer.data = Array.isArray(data)
      ? data.map((row: Record<string, unknown>) => present(rt, row))
      : present(rt, data as Record<string, unknown>)
    return JSON.stringify(answer)
  }

  serve(app, tableRoute(name, 'list'), async (request, reply) => {
    const ctx = contextOf(app, request)
    const parsed = listQuerySchema.safeParse(request.body ?? {})
    if (!parsed.success) throw new HttpError(422, 'common.validation', fieldErrors(parsed.error))
    const query = { ...parsed.data, per_page: parsed.data.per_page ?? hooks.perPage }
    const json = await listPageJson(ctx.db, rt, query)
    return reply.type(JSON_TYPE).send(presented(json))
  })

  serve(app, tableRoute(name, 'get'), async (request, reply) => {
    const ctx = contextOf(app, request)
    const row = await recordJson(ctx.db, rt, idOf(request))
    if (row === null) throw new HttpError(404, 'record.notFound')
    return reply.type(JSON_TYPE).send(presented(`{"data":${row}}`))
  })

  serve(app, tableRoute(name, 'titles'), async (_request, _reply, body) => ({
    data: await listTitles(app.shop.db, rt, body),
  }))

  if (rt.def.readOnly) return

  // The generic engine serves every table: its answers go out as sent, each table's row type
  // is its declaration's (`RowOf`, checked by the contract's row schema).
  serve(app, tableRoute(name, 'delete'), async (request, reply) =>
    reply.send({ data: await deleteRecord(contextOf(app, request), rt, idOf(request)) }),
  )

  // Written by its own routes only (an SMS by its sending).
  if (rt.def.serverWrites) return

  serve(app, tableRoute(name, 'store'), async (request, reply) => {
    const ctx = contextOf(app, request)
    if (name !== 'orders') return reply.send({ data: await storeRecord(ctx, rt, request.body) })
    // An order's status changed through its record window, not the desk's form: the
    // marketplace it came from is told too (a refusal stays on its link, `sync_error`).
    const before = await statusBefore(ctx, request.body)
    const data = await storeRecord(ctx, rt, request.body)
    if (before !== null && typeof data.status === 'string' && data.status !== before) {
      await pushStatuses(app, [data.id], data.status)
    }
    return reply.send({ data })
  })
}

/**
 * The resource API: per table `get_{table}`, `get/:id`, `store` and `DELETE /:id` (docs/architecture.md,
 * "HTTP contract"), plus the spec's own task and TTN endpoints. The route guard has already
 * checked each call's marker header, session and the table right its contract entry names.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  options: ResourceRoutesOptions = {},
): void {
  for (const name of TABLE_NAMES) registerTable(app, name)

  const tasks = RESOURCE_TABLES.tasks
  serve(app, 'POST /api/tasks/set_status/:id/:status', async (request) => {
    const ctx = contextOf(app, request)
    const id = idOf(request)
    const status = toTaskStatus((request.params as { status?: string }).status)
    if (status === null) throw new HttpError(422, 'common.validation', { status: [MSG.notInList] })
    const task = await getRecord(ctx.db, tasks, id)
    if (!task) throw new HttpError(404, 'record.notFound')
    if (!canSetTaskStatus(task.status, status)) throw new HttpError(409, 'record.taskLocked')
    const data = await storeRecord(ctx, tasks, { id, version: task.version, status })
    return { data }
  })

  const carrier = options.carrier ?? defaultTtnCarrier(app)
  const ukrposhta = options.ukrposhta ?? defaultUkrposhta(app)
  serve(app, 'POST /api/ttns/update_status_all', async (request, _reply) => {
    const ctx = contextOf(app, request)
    try {
      // Without a Ukrposhta token its parcels wait (as they did before it was tracked).
      const withUp = (await readUkrposhtaToken(ctx.db)) !== ''
      const push = parcelPush(app)
      return { data: await updateAllTtnStatuses(ctx, carrier, withUp ? ukrposhta : null, { push }) }
    } catch (error) {
      if (error instanceof NovaPoshtaError) {
        request.log.warn({ err: error }, 'Nova Poshta status update failed')
        throw new HttpError(502, error.said)
      }
      // A token Ukrposhta refuses (or none) is the shop's to fix: 422; a service down, 502.
      if (error instanceof UkrposhtaError) {
        request.log.warn({ kind: error.kind }, 'Ukrposhta status update failed')
        throw new HttpError(error.kind === 'token' ? 422 : 502, error.said)
      }
      throw error
    }
  })
}
