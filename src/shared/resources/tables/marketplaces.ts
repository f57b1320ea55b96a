import { ACCESS } from '../../access'
import { defineResource } from '../types'

/**
 * One pass of the marketplace import over one source (a Prom account, Rozetka): when, how many
 * orders came in new, how many were updated, how many failed, and why. Written by the server's
 * importer only (docs/choices.md, "Marketplace orders").
 */
export const import_runs = defineResource({
  table: 'import_runs',
  menu: { in: 'other', at: 120, icon: 'download' },
  fields: {
    // `prom` or `rozetka`.
    source: { kind: 'string', max: 16, required: true, filter: true },
    // The Prom account's key in `api.prom.accounts`; empty for Rozetka.
    account: { kind: 'string', max: 50, default: '', filter: true },
    // `running` while it goes, then `ok`, `partial` (some orders failed) or `failed`.
    status: { kind: 'string', max: 16, required: true, default: 'running', filter: true },
    new_count: { kind: 'int', min: 0, default: 0 },
    updated_count: { kind: 'int', min: 0, default: 0 },
    failed_count: { kind: 'int', min: 0, default: 0 },
    // Prom only: unread messages and chats the account had at this run (the informers' counts).
    messages: { kind: 'int', min: 0, default: 0 },
    chats: { kind: 'int', min: 0, default: 0 },
    // Why it failed (or which orders did): stored messages, a line each (older rows: Ukrainian).
    error: { kind: 'text', messages: true },
    finished_at: { kind: 'datetime' },
    // `schedule` or the id of the user who pressed "fetch now".
    started_by: { kind: 'string', max: 32 },
  },
  list: [
    'id',
    'created_at',
    'source',
    'account',
    'status',
    'new_count',
    'updated_count',
    'failed_count',
    'error',
  ],
  sort: '-id',
  form: [
    ['source', 'account', 'status', 'started_by'],
    ['new_count', 'updated_count', 'failed_count', 'messages', 'chats'],
    ['finished_at'],
    ['error'],
  ],
  titleField: 'source',
  ranges: ['created_at'],
  readOnly: true,
  access: { read: ACCESS.packer },
})

/**
 * Which marketplace order became which of ours: one row per (source, account, the
 * marketplace's order id), so an order is never imported twice. `imported` keeps the values
 * the last import wrote, so a later change on the marketplace overwrites only the fields the
 * desk has not edited since. `sync_error` is the marketplace's last refusal of a status sent.
 */
export const marketplace_orders = defineResource({
  table: 'marketplace_orders',
  fields: {
    source: { kind: 'string', max: 16, required: true, filter: true },
    account: { kind: 'string', max: 50, default: '', filter: true },
    external_id: { kind: 'string', max: 50, required: true, search: 'exact' },
    order_id: { kind: 'ref', table: 'orders', required: true, filter: true },
    // The marketplace's own status of the order, as it last said.
    external_status: { kind: 'string', max: 50 },
    // The marketplace's last-modified mark of the order (Prom `date_modified`, Rozetka `changed`).
    external_modified: { kind: 'string', max: 40 },
    imported: { kind: 'json' },
    // A stored message (older rows: a Ukrainian sentence).
    sync_error: { kind: 'text', messages: true },
  },
  list: ['id', 'source', 'account', 'external_id', 'order_id', 'external_status', 'sync_error'],
  sort: '-id',
  form: [
    ['source', 'account', 'external_id', 'order_id'],
    ['external_status', 'external_modified'],
    ['sync_error'],
  ],
  titleField: 'external_id',
  uniqueIndexes: [['source', 'account', 'external_id']],
  readOnly: true,
  access: { read: ACCESS.packer },
})
