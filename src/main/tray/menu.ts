import type { Informer } from '@shared/informers'
import { ukTexts, type MainT } from '../i18n/texts'

export interface TrayActions {
  open(): void
  openCallsNew(): void
  openRoute(route: string): void
  quit(): void
  /** Present once an update is downloaded: "restart to update". */
  restartToUpdate?: { version: string; run(): void }
}

export interface TrayMenuItem {
  label?: string
  type?: 'separator'
  enabled?: boolean
  click?: () => void
}

function count(list: readonly Informer[] | null, alias: Informer['alias']): number {
  return list?.find((i) => i.alias === alias)?.count ?? 0
}

/** The tray menu (issue: open, new call window, orders with N new, ready TTNs N, quit). */
export function trayMenuTemplate(
  list: readonly Informer[] | null,
  actions: TrayActions,
  t: MainT = ukTexts,
): TrayMenuItem[] {
  const orders = count(list, 'new_orders')
  const ttns = count(list, 'ttns_ready')
  const update = actions.restartToUpdate
  return [
    { label: t('tray.open'), click: actions.open },
    { label: t('tray.newCallOrder'), click: actions.openCallsNew },
    { type: 'separator' },
    {
      label: t('tray.newOrders', { n: orders }),
      click: () => actions.openRoute('/orders?status=new'),
    },
    { label: t('tray.readyTtns', { n: ttns }), click: () => actions.openRoute('/?panel=tracking') },
    { type: 'separator' },
    ...(update
      ? [
          { label: t('tray.restartToUpdate', { version: update.version }), click: update.run },
          { type: 'separator' as const },
        ]
      : []),
    { label: t('tray.quit'), click: actions.quit },
  ]
}
