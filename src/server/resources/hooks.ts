import { applyCashFlowRules } from '@shared/rules/cash-flows'
import { applyTaskRules } from '@shared/rules/tasks'
import { applyTtnRules } from '@shared/rules/ttns'
import type { TableName } from '@shared/resources/registry'
import type { Values } from '@shared/resources/validation'
import { hashPassword } from '../auth/password'
import { sessionCacheOf } from '../auth/session-cache'
import { revokeUserSessionsIn } from '../auth/sessions'
import { maskSecret } from '../settings/params'
import { loggedSettingValue, namesSecret } from '../settings/secrets'
import { checkStatusChange } from '../orders/status'
import type { LogValue } from './audit'
import type { OpContext, Tx } from './context'

/** What differs per table around the generic store: the spec's rules and stored secrets. */
export interface TableHooks {
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
   * Inside the update's transaction, with the locked row as it was: a rule on the change itself
   * (an order's status transition). Throws an HttpError to refuse.
   */
  checkUpdate?(before: Record<string, unknown>, changes: Values): void
  /** A value as the action log records it (secrets hidden); see `diff`. */
  logValue?: LogValue
  /** Inside the update's transaction, after the row changed: effects that commit with it. */
  afterUpdate?(
    tx: Tx,
    ctx: OpContext,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): Promise<void>
  /** After a create, update or delete committed: drop what memory holds of the old row. */
  afterCommit?(ctx: OpContext, id: number): void
  /** A record on its way to a client. */
  present?(record: Record<string, unknown>): Record<string, unknown>
  /**
   * Rows per page when the query names none. The right panel's lists (spec section 7) call
   * without a payload and show everything recent, so they get a long first page.
   */
  perPage?: number
}

const today = (now: Date) => now.toISOString().slice(0, 10)

export const HOOKS: Partial<Record<TableName, TableHooks>> = {
  orders: {
    checkUpdate: (before, changes) => checkStatusChange(before.status, changes.status),
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
  settings: {
    // The idle timeout (security.session_idle_minutes) is cached with every session.
    afterCommit: (ctx) => sessionCacheOf(ctx.db).forgetAll(),
    // Secret settings (the carrier key, tokens, passwords) are shown masked; only main's
    // carrier proxy reads the carrier key in clear (get_carrier_key).
    present: (record) =>
      typeof record.key === 'string' && namesSecret(record.key) && typeof record.value === 'string'
        ? { ...record, value: maskSecret(record.value) }
        : record,
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

export function hooksOf(table: string): TableHooks {
  return HOOKS[table as TableName] ?? {}
}
