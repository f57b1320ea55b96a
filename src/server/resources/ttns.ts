import { and, eq, ne } from 'drizzle-orm'
import type { TrackingStatus } from '@shared/carrier'
import type { NovaPoshtaClient } from '@shared/nova-poshta'
import { ukrposhtaTtnStatus, type UkrposhtaClient } from '@shared/ukrposhta'
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

type TtnRow = Record<string, unknown>

interface Found {
  status: TtnStatus | null
  code: string
  text: string
  deliveryDate: string | null
}

/** Stores what a carrier said of one parcel when it changed anything; true when it arrived. */
async function applyFound(ctx: OpContext, before: TtnRow, found: Found): Promise<boolean> {
  const rt = RESOURCE_TABLES.ttns
  const status = found.status ?? (before.status as TtnStatus)
  const changes = {
    status,
    status_code: Number.isSafeInteger(Number(found.code)) ? Number(found.code) : null,
    status_text: found.text.slice(0, 255) || null,
    date_delivery: found.deliveryDate ?? before.date_delivery,
  }
  const changed = diff(rt.def, before, { ...before, ...changes })
  if (Object.keys(changed).length === 0) return false
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
  return status === 'ready' && before.status !== 'ready'
}

async function openTtns(ctx: OpContext, service: 'nova_poshta' | 'ukrposhta'): Promise<TtnRow[]> {
  const rt = RESOURCE_TABLES.ttns
  return ctx.db
    .select()
    .from(rt.table)
    .where(and(ne(column(rt, 'status'), 'taken'), eq(column(rt, 'service'), service)))
}

/**
 * `update_status_all`: asks Nova Poshta (and Ukrposhta, given its client) for every TTN not yet
 * taken, stores what changed (each change logged) and answers how many parcels arrived at their
 * branch since the last check. A carrier given as null is skipped (the scheduled run without
 * that carrier's key). Nova Poshta's parcels are stored before Ukrposhta is asked: a Ukrposhta
 * failure (a bad token) throws after them.
 */
export async function updateAllTtnStatuses(
  ctx: OpContext,
  carrier: NovaPoshtaClient | null,
  ukrposhta: UkrposhtaClient | null = null,
): Promise<number> {
  let arrived = 0
  if (carrier) {
    const open = await openTtns(ctx, 'nova_poshta')
    const statuses = new Map<string, TrackingStatus>()
    for (let i = 0; i < open.length; i += BATCH) {
      const batch = open.slice(i, i + BATCH).map((t) => ({ ttn: t.ttn as string }))
      for (const s of await carrier.trackDocuments(batch)) statuses.set(s.ttn, s)
    }
    for (const before of open) {
      const found = statuses.get(before.ttn as string)
      if (!found) continue
      const status = ttnStatusOf(found.StatusCode)
      const deliveryDate = deliveryDateOf(found.ScheduledDeliveryDate)
      const text = found.Status
      if (await applyFound(ctx, before, { status, code: found.StatusCode, text, deliveryDate }))
        arrived++
    }
  }
  if (ukrposhta) {
    // Ukrposhta answers one barcode at a time; the open parcels of a shop are a few dozen.
    for (const before of await openTtns(ctx, 'ukrposhta')) {
      const found = await ukrposhta.lastStatus(before.ttn as string)
      if (!found) continue
      const status = ukrposhtaTtnStatus(found.event)
      const text = [found.eventName, found.name].filter(Boolean).join(', ')
      if (await applyFound(ctx, before, { status, code: found.event, text, deliveryDate: null }))
        arrived++
    }
  }
  return arrived
}
