import { MIN_PASSWORD_LENGTH } from '../../passwords/rule'
import { ACCESS } from '../../access'
import { defineResource } from '../types'

const ADMIN_ONLY = {
  read: ACCESS.administrator,
  write: ACCESS.administrator,
  delete: ACCESS.administrator,
  titles: ACCESS.administrator,
}

/**
 * Shop settings as dotted keys (`api.nova_poshta.api_key`, `info.phones`...), the value as text
 * read by its `type`. Same columns as the server's core table.
 */
export const settings = defineResource({
  table: 'settings',
  menu: { in: 'main', at: 110, icon: 'settings' },
  fields: {
    key: { kind: 'string', max: 150, required: true, unique: true, search: 'exact' },
    type: { kind: 'enum', enum: 'param_type', required: true, default: 'string', filter: true },
    value: { kind: 'text', default: '' },
    title: { kind: 'string', max: 255, default: '', search: 'title' },
  },
  list: ['id', 'key', 'title', 'type', 'value'],
  // The value is what the list is read for: the type and the description give way first.
  listYields: ['type', 'title'],
  sort: 'key',
  form: [['key', 'type'], ['title'], ['value']],
  titleField: 'key',
  // Everyone reads the settings through get_params; the table itself is the administrator's.
  access: ADMIN_ONLY,
})

/** Staff accounts. Same columns as the server's core table; `access` is a level of `ACCESS` (roles). */
export const users = defineResource({
  table: 'users',
  fields: {
    login: { kind: 'string', max: 64, required: true, unique: true, search: 'exact' },
    name: { kind: 'string', max: 100, required: true, search: 'title' },
    access: {
      kind: 'int',
      min: ACCESS.none,
      max: ACCESS.administrator,
      required: true,
      default: ACCESS.viewer,
      filter: true,
    },
    password_hash: { kind: 'string', max: 255, required: true, secret: true, readOnly: true },
    active: { kind: 'bool', required: true, default: true, filter: true },
    // Hashed by the server into `password_hash`; required on create, optional on edit (keeps it).
    password: {
      kind: 'string',
      min: MIN_PASSWORD_LENGTH,
      max: 200,
      required: true,
      virtual: true,
      secret: true,
      newPassword: true,
    },
  },
  list: ['id', 'login', 'name', 'access', 'active'],
  sort: 'id',
  form: [['login', 'name'], ['access', 'active'], ['password']],
  titleField: 'name',
  // Everyone signed in sees colleagues' names (who gave a task, an order's manager).
  access: { ...ADMIN_ONLY, titles: ACCESS.viewer },
})

/** Who changed what: written by the server with every write, never by hand. */
export const action_logs = defineResource({
  table: 'action_logs',
  menu: { in: 'other', at: 20, icon: 'list' },
  fields: {
    user_id: { kind: 'ref', table: 'users', filter: true },
    table_name: { kind: 'string', max: 64, required: true, filter: true },
    record_id: { kind: 'int', required: true, filter: true },
    // create, update or delete.
    action: { kind: 'string', max: 16, required: true, filter: true },
    // `{field: {old, new}}` for every field the write changed.
    changes: { kind: 'json' },
    type: { kind: 'enum', enum: 'log_type', required: true, default: 'default', filter: true },
  },
  list: ['id', 'created_at', 'user_id', 'table_name', 'record_id', 'action', 'type'],
  sort: '-id',
  // "What changed last Tuesday": a period of Kyiv days on when the write was made.
  ranges: ['created_at'],
  form: [['table_name', 'record_id', 'action'], ['user_id', 'type'], ['changes']],
  titleField: 'table_name',
  readOnly: true,
  access: { read: ACCESS.manager },
})

/**
 * Supplier feed parsers (a supplier's feed read from `url` every `interval_minutes` by the
 * server, src/server/supply/parsers) and uploaded price lists (`url` = `file:<name>`).
 */
export const parsers = defineResource({
  table: 'parsers',
  menu: { in: 'other', at: 90, icon: 'robot' },
  fields: {
    title: { kind: 'string', max: 255, required: true, search: 'title' },
    url: { kind: 'string', max: 500, required: true },
    provider: { kind: 'enum', enum: 'provider', filter: true },
    // `new` while results wait for review (the informer counts them), else `done`.
    status: { kind: 'string', max: 16, default: 'done', filter: true },
    active: { kind: 'bool', required: true, default: true, filter: true },
    // Results waiting for review.
    new_count: { kind: 'int', min: 0, default: 0 },
    // How often the server reads the feed; 0: only when asked.
    interval_minutes: { kind: 'int', min: 0, max: 10_080, default: 60 },
    last_run_at: { kind: 'datetime' },
    // When the server reads it next (later while the supplier is down: back-off).
    next_run_at: { kind: 'datetime' },
    // Runs failed in a row because the supplier was down.
    failures: { kind: 'int', min: 0, default: 0 },
    // Why the last run failed (stored messages, src/shared/messages/stored.ts; an older row
    // holds a Ukrainian sentence); empty after a good run.
    last_error: { kind: 'text', messages: true },
    last_result: { kind: 'text' },
  },
  list: ['id', 'title', 'provider', 'status', 'active', 'new_count', 'last_run_at'],
  sort: '-id',
  form: [
    ['title', 'provider'],
    ['url'],
    ['active', 'interval_minutes', 'status', 'new_count'],
    ['last_run_at', 'next_run_at', 'failures'],
    ['last_error'],
    ['last_result'],
  ],
  titleField: 'title',
  access: { write: ACCESS.manager },
})

/** SMS and Viber messages sent to customers (payment details, TTN). */
export const sms = defineResource({
  table: 'sms',
  menu: { in: 'main', at: 50, icon: 'sms' },
  fields: {
    phone: { kind: 'phone', required: true, search: 'exact', index: true },
    text: { kind: 'text', required: true },
    // Key of the `templates_sms` setting it came from (payment_sms, prepayment_viber, send_ttn).
    template: { kind: 'enum', enum: 'sms_template', filter: true },
    // Delivery status reported by the SMS gateway; `sent` when the provider accepted it,
    // `failed` when it refused or could not be reached (then `error` says why).
    status: { kind: 'enum', enum: 'sms_status', filter: true },
    order_id: { kind: 'ref', table: 'orders', filter: true },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
    // `sms` or `viber`: how TurboSMS was asked to deliver it.
    channel: { kind: 'enum', enum: 'sms_channel', filter: true },
    // The provider's id of the message (TurboSMS `message_id`), for its delivery reports.
    provider_message_id: { kind: 'string', max: 64, search: 'exact' },
    // Why the provider refused it or could not be reached (stored messages,
    // src/shared/messages/stored.ts; an older row holds a Ukrainian sentence).
    error: { kind: 'text', messages: true },
  },
  list: ['id', 'phone', 'template', 'channel', 'status', 'text', 'created_at'],
  sort: '-id',
  form: [
    ['phone', 'template', 'channel', 'status'],
    ['order_id', 'user_id', 'provider_message_id'],
    ['text'],
    ['error'],
  ],
  titleField: 'phone',
  // A record of what was sent: written by `sms/send` only, never edited.
  serverWrites: true,
  access: { delete: ACCESS.administrator },
})
