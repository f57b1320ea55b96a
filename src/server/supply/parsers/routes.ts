import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { headerNamedTwice } from '@shared/supply/columns'
import { PARSER_MESSAGES as M, REVIEW_PAGE } from '@shared/supply/parsers'
import type { Supplier } from '@shared/supply/price-lists'
import { queryRows } from '../../db/client'
import { textOf } from '@shared/messages'
import { HttpError } from '../../http/errors'
import { userOf } from '../../http/guard'
import { serve } from '../../http/serve'
import { savedColumns, saveColumns, seenHeaders } from './columns'
import { applyItems, rejectItems } from './review'
import { itemOf, runOf, STATE_COLUMNS, stateOf } from './rows'
import { ParserRefused, runParser } from './run'

/** The supplier feeds' routes: the list, a parser's review, run now, apply/reject, columns. */
export function registerParserRoutes(app: FastifyInstance): void {
  const db = app.shop.db

  serve(app, 'POST /api/parsers/feeds', async () => {
    const rows = await queryRows(
      db,
      sql`select ${sql.raw(STATE_COLUMNS)} from parsers where url not like 'file:%'
           order by (status = 'new') desc, id limit 200`,
    )
    return { data: rows.map(stateOf) }
  })

  serve(app, 'POST /api/parsers/review', async (_request, _reply, body) => {
    const [parser] = await queryRows(
      db,
      sql`select ${sql.raw(STATE_COLUMNS)} from parsers
           where id = ${body.id} and url not like 'file:%'`,
    )
    if (!parser) throw new HttpError(404, 'parser.notFound')
    const runs = await queryRows(
      db,
      sql`select * from parser_runs where parser_id = ${body.id} order by id desc limit 10`,
    )
    const page = body.page ?? 1
    const perPage = body.per_page ?? REVIEW_PAGE
    const items = await queryRows(
      db,
      sql`select * from parser_items where parser_id = ${body.id} and status = 'pending'
           ${body.kind ? sql`and kind = ${body.kind}` : sql``}
           order by id limit ${perPage} offset ${(page - 1) * perPage}`,
    )
    const counts = await queryRows<{ kind: string; n: number }>(
      db,
      sql`select kind, count(*)::int as n from parser_items
           where parser_id = ${body.id} and status = 'pending' group by kind`,
    )
    const pending = { new: 0, price: 0, availability: 0, gone: 0 }
    for (const c of counts) if (c.kind in pending) pending[c.kind as keyof typeof pending] = c.n
    const total = body.kind
      ? pending[body.kind]
      : pending.new + pending.price + pending.availability + pending.gone
    return {
      data: {
        parser: stateOf(parser),
        runs: runs.map(runOf),
        items: items.map(itemOf),
        page,
        per_page: perPage,
        total,
        pending,
      },
    }
  })

  serve(app, 'POST /api/parsers/run_now', async (request, _reply, body) => {
    const user = userOf(request)
    try {
      const outcome = await runParser(app, body.id, { startedBy: String(user.id) })
      return { data: { ...outcome, message: outcome.skipped ? textOf(M.busy) : null } }
    } catch (error) {
      if (error instanceof ParserRefused) {
        throw new HttpError(error.said.code === M.notFound.code ? 404 : 422, error.said)
      }
      throw error
    }
  })

  const decide = (which: typeof applyItems) => async (request: unknown, body: unknown) => {
    const user = userOf(request as Parameters<typeof userOf>[0])
    const b = body as { id: number; items: number[] | null }
    const now = app.shop.now()
    return {
      data: await db.transaction((tx) =>
        which(tx, { parserId: b.id, items: b.items, userId: user.id, now }),
      ),
    }
  }
  const apply = decide(applyItems)
  const reject = decide(rejectItems)
  serve(app, 'POST /api/parsers/apply', (request, _reply, body) => apply(request, body))
  serve(app, 'POST /api/parsers/reject', (request, _reply, body) => reject(request, body))

  const columnsOf = async (provider: Supplier) => ({
    data: {
      mapping: (await savedColumns(db, provider)) ?? {},
      headers: await seenHeaders(db, provider),
    },
  })

  serve(app, 'POST /api/parsers/get_columns', (_request, _reply, body) => columnsOf(body.provider))

  serve(app, 'POST /api/parsers/set_columns', async (request, _reply, body) => {
    const twice = headerNamedTwice(body.mapping)
    if (twice) throw new HttpError(422, 'columns.twice', { name: twice })
    const user = userOf(request)
    const now = app.shop.now()
    await db.transaction((tx) => saveColumns(tx, body.provider, body.mapping, user.id, now))
    return columnsOf(body.provider)
  })
}
