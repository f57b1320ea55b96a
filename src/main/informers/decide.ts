import type { Informer, InformerAlias } from '@shared/informers'
import { ukTexts, type MainT } from '../i18n/texts'

/** The two counts the tray shows and notifies about (design card: new orders, ready TTNs). */
export const WATCHED = ['new_orders', 'ttns_ready'] as const satisfies readonly InformerAlias[]
export type Watched = (typeof WATCHED)[number]

const FALLBACK_ROUTE: Record<Watched, string> = {
  new_orders: '/orders?status=new',
  ttns_ready: '/?panel=tracking',
}

export interface OsNotification {
  alias: Watched
  title: string
  body: string
  /** Where a click takes the app. */
  route: string
}

/** Last count seen per watched informer; null before the first answer. */
export type Baseline = Record<Watched, number> | null

function countOf(list: readonly Informer[], alias: Watched): number {
  return list.find((i) => i.alias === alias)?.count ?? 0
}

/** The number on the tray icon and the dock/taskbar badge. */
export function trayCount(list: readonly Informer[] | null): number {
  if (!list) return 0
  return WATCHED.reduce((sum, alias) => sum + countOf(list, alias), 0)
}

export function trayTooltip(list: readonly Informer[] | null, t: MainT = ukTexts): string {
  if (!list) return t('tray.tooltipIdle')
  return t('tray.tooltip', {
    orders: countOf(list, 'new_orders'),
    ttns: countOf(list, 'ttns_ready'),
  })
}

/**
 * Which OS notifications a fresh informer answer deserves. The first answer only sets the
 * baseline (the tray shows the counts); after that a count that grows gives one notification,
 * an unchanged or falling one is quiet and moves the baseline, so the same rise is never told
 * twice and a later rise is told again. A failed poll does not reach here: the baseline stays.
 */
export function decideNotifications(
  baseline: Baseline,
  list: readonly Informer[],
  t: MainT = ukTexts,
): { notifications: OsNotification[]; baseline: Baseline } {
  const next = { new_orders: countOf(list, 'new_orders'), ttns_ready: countOf(list, 'ttns_ready') }
  if (!baseline) return { notifications: [], baseline: next }
  const notifications: OsNotification[] = []
  for (const alias of WATCHED) {
    const delta = next[alias] - baseline[alias]
    if (delta <= 0) continue
    const informer = list.find((i) => i.alias === alias)
    const route = informer?.link.startsWith('/') ? informer.link : FALLBACK_ROUTE[alias]
    notifications.push(
      alias === 'new_orders'
        ? {
            alias,
            title: t('notify.newOrdersTitle'),
            body: t('notify.newOrdersBody', { delta, total: next[alias] }),
            route,
          }
        : {
            alias,
            title: t('notify.ttnsTitle'),
            body: t('notify.ttnsBody', { delta, total: next[alias] }),
            route,
          },
    )
  }
  return { notifications, baseline: next }
}
