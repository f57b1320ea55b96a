import { ACCESS } from '../../access'
import { defineResource } from '../types'

/** Parcels tracked in the right panel. */
export const ttns = defineResource({
  table: 'ttns',
  fields: {
    ttn: { kind: 'string', max: 40, required: true, unique: true, search: 'exact' },
    title: { kind: 'enum', enum: 'ttn_title', required: true, default: 'other', filter: true },
    status: { kind: 'enum', enum: 'ttn_status', required: true, default: 'created', filter: true },
    // The carrier's code and words of the last check (Nova Poshta's StatusCode, Ukrposhta's
    // event): src/shared/rules/parcel-status.ts reads them, Nova Poshta's 1, 5, 6, 7, 9 colour.
    status_code: { kind: 'int' },
    status_text: { kind: 'string', max: 255 },
    date_delivery: { kind: 'date' },
    // Who pays the delivery: Nova Poshta's 'Sender' or 'Recipient' (shown by its label).
    payer: { kind: 'enum', enum: 'ttn_payer' },
    cost: { kind: 'money' },
    // The carrier: nova_poshta, ukrposhta or prm.
    service: { kind: 'string', max: 32, default: 'nova_poshta', filter: true },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
    // A waybill the shop made itself: NP's document ref (the scan sheet takes refs),
    // and the ref of the courier's register (scan sheet) it went on, once it did.
    np_ref: { kind: 'string', max: 64 },
    scan_sheet: { kind: 'string', max: 64 },
  },
  list: ['id', 'ttn', 'title', 'status', 'date_delivery', 'payer', 'cost', 'service'],
  sort: '-id',
  form: [
    ['ttn', 'title', 'service'],
    ['status', 'status_code', 'status_text'],
    ['date_delivery', 'payer', 'cost'],
  ],
  titleField: 'ttn',
})

/** Staff tasks: 0 open, 1 done, -1 locked. */
export const tasks = defineResource({
  table: 'tasks',
  fields: {
    title: { kind: 'string', max: 500, required: true, search: 'title' },
    status: { kind: 'enum', enum: 'task_status', required: true, default: '0', filter: true },
    mark: { kind: 'enum', enum: 'task_mark', required: true, default: 'default', filter: true },
    // Who gave the task, and to whom.
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
    instructed_user_id: { kind: 'ref', table: 'users', filter: true },
  },
  list: ['id', 'title', 'status', 'mark', 'user_id', 'instructed_user_id', 'created_at'],
  sort: '-id',
  form: [['title'], ['status', 'mark'], ['user_id', 'instructed_user_id']],
  titleField: 'title',
  access: { delete: ACCESS.packer },
})

/** The till: money in and out, by category and for whom. */
export const cash_flows = defineResource({
  table: 'cash_flows',
  fields: {
    amount: { kind: 'money', required: true },
    type: { kind: 'enum', enum: 'cash_type', required: true, default: 'income', filter: true },
    category: {
      kind: 'enum',
      enum: 'cash_category',
      required: true,
      default: 'default',
      filter: true,
    },
    description: { kind: 'text' },
    whom_user_id: { kind: 'ref', table: 'users', filter: true },
    // The day the money moved; today when left out.
    date: { kind: 'date', filter: true },
    user_id: { kind: 'ref', table: 'users', filter: true, author: true },
  },
  list: ['id', 'date', 'type', 'category', 'amount', 'description', 'whom_user_id'],
  sort: '-id',
  form: [['date', 'amount'], ['type', 'category'], ['whom_user_id', 'user_id'], ['description']],
  titleField: 'description',
})
