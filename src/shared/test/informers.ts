import type { Informer, InformerAlias } from '../informers'

/**
 * An informer as the server sends it, for tests of what shows or counts informers (the bell,
 * the tray, notifications, the right panel). Only what a test names differs from the usual.
 */
export function informer(
  alias: InformerAlias,
  count: number,
  overrides: Partial<Omit<Informer, 'alias' | 'count'>> = {},
): Informer {
  return {
    alias,
    title: alias,
    count,
    link: alias === 'new_orders' ? '/orders?status=new' : '/',
    icon: 'bell',
    type: 'info',
    items: [],
    fun: alias === 'ttns_ready' ? 'tracking' : 'route',
    tg_blank: false,
    ...overrides,
  }
}
