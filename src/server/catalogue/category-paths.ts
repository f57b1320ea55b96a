import { sql } from 'drizzle-orm'
import type { Values } from '@shared/resources/validation'
import { CATEGORY_MESSAGES, categoryName, joinPath } from '@shared/rules/categories'
import { queryRows } from '../db/client'
import { HttpError } from '../http/errors'
import { logAction } from '../resources/audit'
import type { OpContext, Tx } from '../resources/context'

type Row = Record<string, unknown>

/** Deeper than any real catalogue (brend > model > serie); bounds the recursive queries. */
const MAX_DEPTH = 32
const TITLE_MAX = 255

async function titleOf(tx: Tx, id: number): Promise<string> {
  const rows = await queryRows<{ title_full: string }>(
    tx,
    sql`select title_full from categories where id = ${id}`,
  )
  return rows[0]?.title_full ?? ''
}

/** The ids on the way from `id` up to its root, `id` itself first. */
async function pathUp(tx: Tx, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 1 from categories where id = ${id}
          union all
          select c.id, c.parent_id, up.depth + 1
            from categories c join up on c.id = up.parent_id
           where up.depth < ${MAX_DEPTH})
        select id from up order by depth`,
  )
  return rows.map((r) => Number(r.id))
}

function refuse(field: string, message: string): never {
  throw new HttpError(422, 'common.validation', { [field]: [message] })
}

/**
 * Inside a category's create or update transaction: `title_full` is its parent's full title
 * and its own name (`title_uk`), never what a client sent. A parent that would put the category
 * inside itself is refused.
 */
export async function deriveCategoryTitle(
  tx: Tx,
  values: Values,
  before: Row | null,
): Promise<Values> {
  const own = categoryName({ ...before, ...values })
  if (!own) refuse('title_uk', CATEGORY_MESSAGES.nameRequired)
  const parentId = ('parent_id' in values ? values.parent_id : before?.parent_id) ?? null
  let parentTitle = ''
  if (typeof parentId === 'number') {
    if (
      before &&
      (parentId === before.id || (await pathUp(tx, parentId)).includes(Number(before.id)))
    ) {
      refuse('parent_id', CATEGORY_MESSAGES.cycle)
    }
    parentTitle = await titleOf(tx, parentId)
  }
  const title_full = joinPath(parentTitle, own)
  if (title_full.length > TITLE_MAX) refuse('title_uk', CATEGORY_MESSAGES.tooLong)
  return { ...values, title_full }
}

/**
 * After a category's full title changed (renamed or moved), every category below it gets its
 * full title again, in the same transaction, each change in the action log.
 */
export async function retitleDescendants(
  tx: Tx,
  ctx: OpContext,
  root: { id: number; title_full: string },
): Promise<void> {
  const rows = await queryRows<{
    id: number
    parent_id: number
    title_uk: string | null
    title_full: string
    version: number
  }>(
    tx,
    sql`with recursive sub(id, depth) as (
          select id, 1 from categories where parent_id = ${root.id}
          union all
          select c.id, sub.depth + 1 from categories c join sub on c.parent_id = sub.id
           where sub.depth < ${MAX_DEPTH})
        select c.id, c.parent_id, c.title_uk, c.title_full, c.version
          from categories c join (select id, min(depth) as depth from sub group by id) s
            on s.id = c.id
         order by s.depth, c.id
           for update of c`,
  )
  const titles = new Map<number, string>([[root.id, root.title_full]])
  for (const row of rows) {
    const parentTitle = titles.get(Number(row.parent_id)) ?? ''
    const own = categoryName(row)
    // A row kept from before names were required: its full title stays as it was.
    const next = own ? joinPath(parentTitle, own) : row.title_full
    titles.set(Number(row.id), next)
    if (next === row.title_full) continue
    if (next.length > TITLE_MAX) refuse('title_uk', CATEGORY_MESSAGES.childTooLong)
    await tx.execute(
      sql`update categories set title_full = ${next}, version = version + 1,
            updated_at = ${ctx.now.toISOString()} where id = ${row.id}`,
    )
    await logAction(tx, {
      userId: ctx.user?.id ?? null,
      table: 'categories',
      recordId: Number(row.id),
      action: 'update',
      changes: { title_full: { old: row.title_full, new: next } },
      at: ctx.now,
    })
  }
}

/** A category with subcategories is not deleted: they are moved or deleted first. */
export async function refuseParentDelete(tx: Tx, id: number): Promise<void> {
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from categories where parent_id = ${id}`,
  )
  if ((rows[0]?.n ?? 0) > 0) throw new HttpError(409, 'category.hasChildren')
}
