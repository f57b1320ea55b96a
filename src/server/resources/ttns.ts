import { and, eq, ne } from 'drizzle-orm'
import type { TrackingStatus } from '@shared/carrier'
import type { NovaPoshtaClient } from '@shared/nova-poshta'
import type { EnumValue } from '@shared/resources/enums'
import { deliveryDateOf } from '@shared/rules/ttns'
import { diff, logAction } from './audit'
import type { OpContext } from './context'
import { column, RESOURCE_TABLES } from './tables'

type TtnStatus = EnumValue<'ttn_status'>

/**
 * Nova Poshta status codes to our TTN statuses (spec section 4 colours them: 1 created,
 * 5 and 6 on the way, 7 ready at the branch, 9 taken). The codes around them mean the same
 * stages: 2-3 unknown yet, 4 and 41 in transit, 8 in the branch, 10-11 and 106 received,
 * 101 and 104 with the courier or redirected.
 */
export function ttnStatusOf(code: string): TtnStatus | null {
  const n = Number(code)
  if ([1, 2, 3].includes(n)) return 'created'
  if ([4, 5, 6, 41, 101, 104].includes(n)) return 'delivered'
  if ([7, 8].includes(n)) return 'ready'
  if ([9, 10, 11, 106].includes(n)) return 'taken'
  return null
}

export { deliveryDateOf }

const BATCH = 100

/**
 * `update_status_all`: asks Nova Poshta for every TTN not yet taken, stores what changed (each
 * change logged) and answers how many parcels arrived at their branch since the last check.
 */
export async function updateAllTtnStatuses(
  ctx: OpContext,
  carrier: NovaPoshtaClient,
): Promise<number> {
  const rt = RESOURCE_TABLES.ttns
  const open = await ctx.db
    .select()
    .from(rt.table)
    .where(and(ne(column(rt, 'status'), 'taken'), eq(column(rt, 'service'), 'nova_poshta')))
  const statuses = new Map<string, TrackingStatus>()
  for (let i = 0; i < open.length; i += BATCH) {
    const batch = open.slice(i, i + BATCH).map((t) => ({ ttn: t.ttn as string }))
    for (const s of await carrier.trackDocuments(batch)) statuses.set(s.ttn, s)
  }
  let arrived = 0
  for (const before of open) {
    const found = statuses.get(before.ttn as string)
    if (!found) continue
    const status = ttnStatusOf(found.StatusCode) ?? (before.status as TtnStatus)
    const changes = {
      status,
      status_code: Number.isSafeInteger(Number(found.StatusCode)) ? Number(found.StatusCode) : null,
      status_text: found.Status.slice(0, 255) || null,
      date_delivery: deliveryDateOf(found.ScheduledDeliveryDate) ?? before.date_delivery,
    }
    const changed = diff(rt.def, before, { ...before, ...changes })
    if (Object.keys(changed).length === 0) continue
    if (status === 'ready' && before.status !== 'ready') arrived++
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(rt.table)
        .set({ ...changes, version: (before.version as number) + 1, updated_at: ctx.now })
        .where(eq(column(rt, 'id'), before.id as number))
      await logAction(tx, {
        userId: ctx.user?.id ?? null,
        table: 'ttns',
        recordId: before.id as number,
        action: 'update',
        changes: changed,
        at: ctx.now,
      })
    })
  }
  return arrived
}
