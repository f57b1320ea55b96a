import { applyCashFlowRules } from '@shared/rules/cash-flows'
import { applyDeliveryRules } from '@shared/rules/delivery'
import { applyTaskRules } from '@shared/rules/tasks'
import { applyTtnRules } from '@shared/rules/ttns'
import { templateProblemSaid, templateProblems } from '@shared/rules/sms-templates'
import type { TableName } from '@shared/resources/registry'
import type { Values } from '@shared/resources/validation'
import { PASSWORD_MESSAGES } from '@shared/passwords/rule'
import { hashPassword } from '../auth/password'
import { loadPasswordRule, passwordProblem } from '../auth/password-rule'
import { sessionCacheOf } from '../auth/session-cache'
import { revokeUserSessionsIn } from '../auth/sessions'
import { maskSecret } from '../settings/params'
import { loggedSettingValue, maskJsonText, namesSecret, restoreMasked } from '../settings/secrets'
import { checkSettingValue, settingValueMessage } from '@shared/settings-values'
import { HttpError } from '../http/errors'
import { checkStatusChange } from '../orders/status'
import { checkDeliveryChange } from '../orders/delivery'
import { dropImagesOf } from '../images/store'
import { putBackOrder, putBackReason, recordEditedStock } from '../stock/movements'
import type { Availability } from '@shared/stock'
import type { LogValue } from './audit'
import type { OpContext, Tx } from './context'
import {
  deriveCategoryTitle,
  refuseParentDelete,
  retitleDescendants,
} from '../catalogue/category-paths'

/** What differs per table around the generic store: the spec's rules and stored secrets. */
export interface TableHooks {
  /** What `prepare` needs loaded first (the common-password list); run before each write. */
  load?(): Promise<void>
  /** Business rules on the raw payload, before the declared validation. */
  prepare?(
    input: Values,
    mode: 'create' | 'update',
    ctx: OpContext,
  ): {
    values: Values
    errors: Record<string, string[]>
  }
  /** After validation, before the write: turn virtual fields into stored ones. */
  beforeWrite?(values: Values, mode: 'create' | 'update'): Promise<Values>
  /**
   * Inside the write's transaction, references checked, before the row is written: values
   * derived from other rows (a category's full title from its parent's). `before` is null on
   * a create; on an update `values` holds only the changes.
   */
  inWrite?(
    tx: Tx,
    ctx: OpContext,
    values: Values,
    before: Record<string, unknown> | null,
  ): Promise<Values>
  /**
   * Inside the update's transaction, with the locked row as it was: a rule on the change itself
   * (an order's status transition). Throws an HttpError to refuse.
   */
  checkUpdate?(before: Record<string, unknown>, changes: Values): void
  /** A value as the action log records it (secrets hidden); see `diff`. */
  logValue?: LogValue
  /** Inside the create's transaction, after the row was inserted: effects that commit with it. */
  afterCreate?(tx: Tx, ctx: OpContext, created: Record<string, unknown>): Promise<void>
  /** Inside the update's transaction, after the row changed: effects that commit with it. */
  afterUpdate?(
    tx: Tx,
    ctx: OpContext,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void>
  /** Inside a delete's transaction, the row locked: refuse a delete that would orphan others. */
  beforeDelete?(tx: Tx, ctx: OpContext, before: Record<string, unknown>): Promise<void>
  /** After a create, update or delete committed: drop what memory holds of the old row. */
  afterCommit?(ctx: OpContext, id: number): void
  /** A record on its way to a client. */
  present?(record: Record<string, unknown>): Record<string, unknown>
  /**
   * Rows per page when the query names none. The right panel's lists call
   * without a payload and show everything recent, so they get a long first page.
   */
  perPage?: number
}

const today = (now: Date) => now.toISOString().slice(0, 10)

/** The stock a product's form wrote (create or edit), as a movement. */
async function recordFormStock(
  tx: Tx,
  ctx: OpContext,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Promise<void> {
  const stockOf = (row: Record<string, unknown> | null) => ({
    quantity: Number(row?.quantity ?? 0),
    availability: (row?.availability ?? after.availability) as Availability,
  })
  await recordEditedStock(
    tx,
    {
      productId: after.id as number,
      reason: 'edited',
      orderId: null,
      userId: ctx.user?.id ?? null,
      now: ctx.now,
    },
    stockOf(before),
    stockOf(after),
  )
}

export const HOOKS: Partial<Record<TableName, TableHooks>> = {
  // An image's bytes go with their product or order photo, in the same transaction.
  products: {
    beforeDelete: (tx, _ctx, before) => dropImagesOf(tx, 'products', before.id as number),
    // A manager's stock figure on the form is a movement like any other (src/shared/stock.ts).
    afterCreate: (tx, ctx, created) => recordFormStock(tx, ctx, null, created),
    afterUpdate: (tx, ctx, before, after) => recordFormStock(tx, ctx, before, after),
  },
  orders_images: {
    beforeDelete: (tx, _ctx, before) => dropImagesOf(tx, 'orders_images', before.id as number),
  },
  orders: {
    // The delivery method's own fields: others cleared, Ukrposhta's postcode and address checked.
    prepare: (input, mode) => applyDeliveryRules(input, mode === 'update'),
    checkUpdate: (before, changes) => {
      checkStatusChange(before.status, changes.status)
      checkDeliveryChange(before, changes)
    },
    // A return or a cancelled packed order puts back the stock its packing wrote off.
    async afterUpdate(tx, ctx, before, after) {
      const reason = putBackReason(before.status, after.status)
      if (reason) await putBackOrder(tx, after.id as number, reason, ctx.user?.id ?? null, ctx.now)
    },
  },
  ttns: {
    prepare: (input, mode) => applyTtnRules(input, mode === 'update'),
    perPage: 500,
  },
  tasks: {
    prepare: (input, mode) => applyTaskRules(input, mode === 'update'),
    perPage: 500,
  },
  cash_flows: {
    prepare: (input, mode, ctx) => {
      const result = applyCashFlowRules(input, mode === 'update')
      if (mode === 'create' && (result.values.date === undefined || result.values.date === '')) {
        result.values.date = today(ctx.now)
      }
      return result
    },
    perPage: 500,
  },
  users: {
    load: loadPasswordRule,
    // A password being set meets the password rule; an edit's empty box keeps the old one. Its
    // length is the field's declared minimum, which says so itself: one message per rule.
    prepare: (input) => {
      const password = input.password
      const problem =
        typeof password === 'string' && password !== '' ? passwordProblem(password) : null
      const errors: Record<string, string[]> = {}
      if (problem === 'common') errors.password = [PASSWORD_MESSAGES.common]
      return { values: input, errors }
    },
    async beforeWrite(values) {
      const { password, ...rest } = values
      if (typeof password !== 'string') return rest
      return { ...rest, password_hash: await hashPassword(password) }
    },
    /**
     * A new password, another access level or deactivation ends the user's sessions in the
     * same transaction, so the old cookie stops working the moment the change is saved and a
     * reactivation later cannot bring it back. An administrator changing their own password
     * keeps the session they are changing it from.
     */
    async afterUpdate(tx, ctx, before, after) {
      const revokes =
        before.password_hash !== after.password_hash ||
        before.access !== after.access ||
        before.active !== after.active
      if (!revokes) return
      const own = ctx.user?.id === after.id
      await revokeUserSessionsIn(
        tx,
        ctx.db,
        after.id as number,
        own ? (ctx.sessionKey ?? null) : null,
      )
    },
    // Any change (the name too) or a delete (its sessions cascade) must not linger in the cache.
    afterCommit: (ctx, id) => sessionCacheOf(ctx.db).forgetUser(id),
  },
  categories: {
    // `title_full` is the path's names ("Apple iPhone 15 Pro"), kept right below a renamed or
    // moved category in the same transaction.
    inWrite: (tx, _ctx, values, before) => deriveCategoryTitle(tx, values, before),
    // Subcategories would be left under a parent that is gone, their full titles naming it.
    beforeDelete: (tx, _ctx, before) => refuseParentDelete(tx, before.id as number),
    async afterUpdate(tx, ctx, before, after) {
      if (before.title_full === after.title_full) return
      await retitleDescendants(tx, ctx, {
        id: after.id as number,
        title_full: String(after.title_full),
      })
    },
  },
  settings: {
    // The idle timeout (security.session_idle_minutes) is cached with every session.
    afterCommit: (ctx) => sessionCacheOf(ctx.db).forgetAll(),
    // Secret settings (the carrier key, tokens, passwords) are shown masked; only main's
    // carrier proxy reads the carrier key in clear (get_carrier_key).
    // A json setting's secret properties (a Prom account's token) are masked the same way.
    present: (record) => {
      if (typeof record.key !== 'string' || typeof record.value !== 'string') return record
      if (namesSecret(record.key)) return { ...record, value: maskSecret(record.value) }
      if (record.type === 'json')
        return { ...record, value: maskJsonText(record.value, maskSecret) }
      return record
    },
    inWrite: async (_tx, _ctx, values, before) => settingValueRules(values, before),
    logValue: (name, value, row) => (name === 'value' ? loggedSettingValue(row.key, value) : value),
    async beforeWrite(values) {
      // The masked key sent back unchanged by a form means "keep the key".
      if (typeof values.value === 'string' && values.value.startsWith('••••')) {
        const { value: _masked, ...rest } = values
        return rest
      }
      return values
    },
  },
}

/**
 * A setting's value must read as its type (a number, 1/0, JSON that parses: the 422 says where
 * the JSON is wrong), checked whenever the value or the type changes. A json value sent back
 * with its secret properties still masked keeps the stored secrets.
 */
const SMS_TEMPLATES_SETTING = 'templates_sms'

/**
 * The message templates written as the raw settings row: the same rule as their own form's
 * (`templateProblems`), so no path stores a template that would send a brace.
 */
function refuseBadTemplates(text: string): void {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return
  const problems = Object.values(parsed).flatMap((v) =>
    typeof v === 'string' ? templateProblems(v) : [],
  )
  if (problems.length > 0) {
    throw new HttpError(422, 'common.validation', {
      value: [templateProblemSaid([...new Set(problems)])],
    })
  }
}

function settingValueRules(values: Values, before: Record<string, unknown> | null): Values {
  const type = String(values.type ?? before?.type ?? 'string')
  const text = values.value ?? before?.value
  if ((values.value !== undefined || values.type !== undefined) && typeof text === 'string') {
    const problem = checkSettingValue(type, text)
    if (problem) {
      throw new HttpError(422, 'common.validation', { value: [settingValueMessage(problem)] })
    }
    const key = values.key ?? before?.key
    if (key === SMS_TEMPLATES_SETTING && type === 'json') refuseBadTemplates(text)
  }
  if (type !== 'json' || typeof values.value !== 'string' || !values.value.includes('••••')) {
    return values
  }
  const stored = typeof before?.value === 'string' ? before.value : 'null'
  let next: unknown
  let old: unknown
  try {
    next = JSON.parse(values.value)
    old = JSON.parse(stored)
  } catch {
    old = null
  }
  return { ...values, value: JSON.stringify(restoreMasked(next, old)) }
}

export function hooksOf(table: string): TableHooks {
  return HOOKS[table as TableName] ?? {}
}
