/**
 * How an order arrived (`orders.order_way`). The column stays free text (the spec gives no list,
 * and older orders may hold other words); these are the ones the desk chooses from, and the
 * ones the list's source filter offers. The marketplaces' own orders also carry their numbers
 * (`prom_order`, `rozetka_order`).
 */
export const ORDER_SOURCES = ['site', 'phone', 'viber', 'prom', 'rozetka'] as const
export type OrderSource = (typeof ORDER_SOURCES)[number]

export function isOrderSource(value: unknown): value is OrderSource {
  return (ORDER_SOURCES as readonly unknown[]).includes(value)
}
