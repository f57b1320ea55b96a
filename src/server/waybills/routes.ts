import { msg } from '@shared/messages'
import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { npTtnSchema, type DayWaybill } from '@shared/contract/waybills'
import {
  createNovaPoshtaClient,
  npDate,
  NovaPoshtaError,
  type FetchLike,
  type NovaPoshtaClient,
} from '@shared/nova-poshta'
import { HttpError } from '../http/errors'
import { serve } from '../http/serve'
import { contextOf } from '../resources/routes'
import { RESOURCE_TABLES } from '../resources/tables'
import { ttns as ttnsTable } from '../db/schema'
import { update } from '../resources/write'
import { readCarrierKey } from '../routes/settings'
import { createWaybill, deleteOrderWaybill } from './create'

export interface WaybillRoutesOptions {
  apiUrl?: string
  printUrl?: string | undefined
  fetch?: FetchLike
  timeoutMs?: number
  /** The first wait before a read is tried again, ms (`ServerConfig.outsideRetryWaitMs`). */
  retryWaitMs?: number | undefined
}

const ttnParamSchema = z.object({ ttn: npTtnSchema })
const refParamSchema = z.object({
  // Refused as `waybill.badRef` (below): zod's own text never reaches anyone.
  ref: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
})

/**
 * Waybills: made by the server, which holds the NP key and never hands it out; the
 * day's waybills and the courier's register; the printable forms for web mode as base64 PDF
 * (the key is in NP's URL, so that URL is never logged nor answered).
 */
export function registerWaybillRoutes(app: FastifyInstance, options: WaybillRoutesOptions): void {
  const getApiKey = () => readCarrierKey(app.shop.db)
  const carrier = createNovaPoshtaClient({
    getApiKey,
    ...(options.apiUrl ? { apiUrl: options.apiUrl } : {}),
    ...(options.printUrl ? { printUrl: options.printUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    retryWaitMs: options.retryWaitMs,
  })
  const hasKey = async () => (await getApiKey()) !== ''
  registerWaybillWrites(app, carrier, hasKey)
  registerDayWaybills(app)
  registerScanSheet(app, carrier, hasKey)
  registerPrintables(app, carrier, hasKey)
}

type HasKey = () => Promise<boolean>

/** A waybill made for an order, and deleted. */
function registerWaybillWrites(app: FastifyInstance, carrier: NovaPoshtaClient, hasKey: HasKey) {
  serve(app, 'POST /api/waybills/create', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    try {
      return { data: await createWaybill(ctx, carrier, body, hasKey) }
    } catch (error) {
      if (error instanceof HttpError && error.statusCode >= 500) {
        request.log.warn({ order: body.order_id, status: error.statusCode }, 'waybill failed')
      }
      throw error
    }
  })

  serve(app, 'POST /api/waybills/delete', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    return { data: { order: await deleteOrderWaybill(ctx, carrier, body, hasKey) } }
  })
}

/** The day's waybills the shop made, for the courier's register. */
function registerDayWaybills(app: FastifyInstance): void {
  serve(app, 'POST /api/waybills/get_day', async (request, _reply, body) => {
    const ctx = contextOf(app, request)
    const rows = await ctx.db
      .select({
        id: ttnsTable.id,
        ttn: ttnsTable.ttn,
        np_ref: ttnsTable.np_ref,
        scan_sheet: ttnsTable.scan_sheet,
        created_at: ttnsTable.created_at,
      })
      .from(ttnsTable)
      .where(
        and(
          isNotNull(ttnsTable.np_ref),
          sql`(${ttnsTable.created_at} at time zone 'Europe/Kyiv')::date = ${body.date}::date`,
        ),
      )
      .orderBy(ttnsTable.id)
      .limit(1000)
    const data: DayWaybill[] = rows.map((r) => ({
      id: r.id,
      ttn: String(r.ttn),
      np_ref: String(r.np_ref),
      scan_sheet: r.scan_sheet ?? null,
      created_at: new Date(r.created_at).toISOString(),
    }))
    return { data }
  })
}

/** The courier's register (scan sheet) made at Nova Poshta for the chosen waybills. */
function registerScanSheet(app: FastifyInstance, carrier: NovaPoshtaClient, hasKey: HasKey) {
  const ttns = RESOURCE_TABLES.ttns
  serve(app, 'POST /api/waybills/scan_sheet', async (request, reply, body) => {
    const ctx = contextOf(app, request)
    const ids = [...new Set(body.ttn_ids)]
    const rows = await ctx.db.select().from(ttnsTable).where(inArray(ttnsTable.id, ids))
    if (rows.length !== ids.length) throw new HttpError(404, 'scanSheet.missing')
    const notOurs = rows.filter((r) => !r.np_ref).map((r) => String(r.ttn))
    if (notOurs.length > 0) {
      const message = msg('scanSheet.notOurs', { ttns: notOurs.join(', ') })
      throw new HttpError(422, message, { ttn_ids: [message] })
    }
    const already = rows.filter((r) => r.scan_sheet).map((r) => String(r.ttn))
    if (already.length > 0) {
      const message = msg('scanSheet.already', { ttns: already.join(', ') })
      throw new HttpError(422, message, { ttn_ids: [message] })
    }
    if (!(await hasKey())) throw new HttpError(422, 'waybill.noKey')
    let sheet
    try {
      sheet = await carrier.insertScanSheet(
        rows.map((r) => String(r.np_ref)),
        npDate(ctx.now),
      )
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error
      request.log.warn({ status: 502 }, 'Nova Poshta scan sheet failed')
      throw new HttpError(502, error.said)
    }
    const refusedRefs = new Map(sheet.refused.map((r) => [r.ref, r.message]))
    const placed = rows.filter((r) => !refusedRefs.has(String(r.np_ref)))
    await ctx.db.transaction(async (tx) => {
      for (const row of placed) {
        await update(tx, ctx, ttns, {
          id: row.id,
          version: row.version,
          scan_sheet: sheet.ref,
        })
      }
    })
    return {
      data: {
        ref: sheet.ref,
        number: sheet.number,
        count: placed.length,
        refused: rows
          .filter((r) => refusedRefs.has(String(r.np_ref)))
          .map((r) => ({ ttn: String(r.ttn), message: refusedRefs.get(String(r.np_ref)) ?? '' })),
      },
    }
  })
}

/** The printable forms (marking, register) as base64 PDF, for web mode. */
function registerPrintables(app: FastifyInstance, carrier: NovaPoshtaClient, hasKey: HasKey) {
  async function pdf(reply: FastifyReply, what: string, run: () => Promise<Uint8Array>) {
    if (!(await hasKey())) throw new HttpError(422, 'waybill.noKey')
    try {
      return { data: { pdf: Buffer.from(await run()).toString('base64') } }
    } catch (error) {
      if (!(error instanceof NovaPoshtaError)) throw error
      reply.log.warn({ what }, 'Nova Poshta printable form failed')
      throw new HttpError(502, error.said)
    }
  }

  serve(app, 'GET /apisite/nova_pochta/marking/:ttn', async (request, reply) => {
    const params = ttnParamSchema.safeParse(request.params)
    if (!params.success) {
      throw new HttpError(422, 'waybill.badTtn', { ttn: [msg('waybill.ttnDigits')] })
    }
    return pdf(reply, 'marking', () => carrier.printMarking(params.data.ttn))
  })

  serve(app, 'GET /apisite/nova_pochta/scan_sheet/:ref', async (request, reply) => {
    const params = refParamSchema.safeParse(request.params)
    if (!params.success)
      throw new HttpError(422, 'waybill.badRef', { ref: [msg('waybill.badRef')] })
    return pdf(reply, 'scan sheet', () => carrier.printScanSheet(params.data.ref))
  })
}
