import type { Informer } from '@shared/informers'

export interface TrayActions {
  open(): void
  openCallsNew(): void
  openRoute(route: string): void
  quit(): void
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
): TrayMenuItem[] {
  const orders = count(list, 'new_orders')
  const ttns = count(list, 'ttns_ready')
  return [
    { label: 'Відкрити', click: actions.open },
    { label: 'Нове замовлення з дзвінка', click: actions.openCallsNew },
    { type: 'separator' },
    { label: `Замовлення: нових ${orders}`, click: () => actions.openRoute('/orders?status=new') },
    { label: `Готові ТТН: ${ttns}`, click: () => actions.openRoute('/?panel=tracking') },
    { type: 'separator' },
    { label: 'Вийти', click: actions.quit },
  ]
}
