/**
 * The enumerations, exactly as listed. Each has a name; the UI translates
 * its values under `enums.{name}.{value}` and fields refer to an enumeration by name.
 */
export const ENUMS = {
  order_status: [
    'new',
    'not_call',
    'prepayment',
    'drop_first',
    'refusal',
    'not_available',
    'pre_order',
    'drop_second',
    'ready',
    'sent',
    'arrived',
    'taken',
    'return',
    'problem',
  ],
  call_status: [
    'new_order',
    'pay_order',
    'consult',
    'confirm_order',
    'not_answer',
    'no_connection',
    'rejects',
  ],
  task_status: ['0', '1', '-1'],
  task_mark: ['default', 'danger', 'warning', 'success'],
  ttn_status: ['created', 'delivered', 'ready', 'taken'],
  ttn_title: ['other', 'VDMT', 'It-Sell', 'CaseShop', 'Returns'],
  // Not in the spec's list: who pays a parcel's delivery, Nova Poshta's own words
  // (WAYBILL_PAYERS in src/shared/nova-poshta/waybill.ts).
  ttn_payer: ['Sender', 'Recipient'],
  cash_type: ['income', 'expense'],
  cash_category: ['default', 'zp', 'avans', 'producty', 'others', 'rr', 'karta', 'gotivka'],
  informer_alias: [
    'new_orders',
    'prom_new_chats',
    'prom_new_messages',
    'ttns_ready',
    'new_tasks',
    'new_parsers',
  ],
  param_type: ['number', 'string', 'text', 'bool', 'json'],
  category_type: ['category', 'model', 'brend', 'serie'],
  category_status: ['new', 'hit', 'regular', 'old', 'expect'],
  product_type: ['chekhly', 'accessories', 'plenki'],
  product_group: ['default', 'stock', 'alphaprint', 'itsell', 'hydrogel', 'standart'],
  mark: ['sk', 'novinka', 'hit', 'skoro', 'akcia', 'markdown'],
  article_type: ['main', 'new', 'info', 'akcii', 'review'],
  filter_type: ['cat', 'form_factor', 'material', 'brend', 'theme', 'technic', 'other'],
  filter_for: ['category', 'model'],
  provider: ['{product}', 'caseshop', 'vdmt', 'itsell', 'endorphone', 'hubber'],
  log_type: ['default', 'content', 'seo'],
  availability: ['available', 'available_not', 'pre_order', 'not_available'],
  pay_method: ['iban', 'card_fop', 'mono_pay', 'rozetrka_pay', 'card_mono', 'card_privat'],
  // Not in the spec's list: how an order travels (src/shared/rules/delivery.ts).
  delivery_method: ['nova_poshta', 'ukrposhta', 'pickup'],
  // Not in the spec: why a product's stock moved (src/shared/stock.ts).
  stock_reason: ['packed', 'returned', 'cancelled', 'counted', 'edited'],
  // Not in the spec's list: a customer message's template, channel and outcome
  // (src/shared/rules/sms-templates.ts, kept equal by its test; src/server/sms/routes.ts).
  // Written out rather than imported: the templates' rules stay out of the first screen's code.
  sms_template: ['payment_sms', 'prepayment_viber', 'send_ttn'],
  sms_channel: ['sms', 'viber'],
  sms_status: ['sent', 'failed'],
  mask: ['1', '0', '-1'],
  publish: ['1', '0'],
  attribute_type: [
    'color',
    'alpha_print',
    'alpha_print_gen',
    'alpha_vdmt',
    'itsellopt',
    'endorphone',
  ],
} as const satisfies Record<string, readonly string[]>

export type EnumName = keyof typeof ENUMS
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N][number]

/** Cash categories by type (choosing a category sets the type). */
export const EXPENSE_CATEGORIES = ['zp', 'avans', 'producty', 'others'] as const
export const INCOME_CATEGORIES = ['rr', 'karta', 'gotivka'] as const
