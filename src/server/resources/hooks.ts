import { applyCashFlowRules } from '@shared/rules/cash-flows'
import { applyTaskRules } from '@shared/rules/tasks'
import { applyTtnRules } from '@shared/rules/ttns'
import type { TableName } from '@shared/resources/registry'
import type { Values } from '@shared/resources/validation'
import { hashPassword } from '../auth/password'
import { CARRIER_KEY_SETTING, maskSecret } from '../settings/params'
import type { OpContext } from './context'

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
  /** A record on its way to a client. */
  present?(record: Record<string, unknown>): Record<string, unknown>
  /**
   * The spec's own payloads for this table carry no `version` (`tasks/store` with an optional
   * `id`): an update without one is applied to the current row. With one, it is checked.
   */
  versionOptional?: boolean
  /**
   * Rows per page when the query names none. The right panel's lists (spec section 7) call
   * without a payload and show everything recent, so they get a long first page.
   */
  perPage?: number
}

const today = (now: Date) => now.toISOString().slice(0, 10)

export const HOOKS: Partial<Record<TableName, TableHooks>> = {
  ttns: {
    prepare: (input, mode) => applyTtnRules(input, mode === 'update'),
    perPage: 500,
  },
  tasks: {
    prepare: (input, mode) => applyTaskRules(input, mode === 'update'),
    versionOptional: true,
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
    versionOptional: true,
    perPage: 500,
  },
  users: {
    async beforeWrite(values) {
      const { password, ...rest } = values
      if (typeof password !== 'string') return rest
      return { ...rest, password_hash: await hashPassword(password) }
    },
  },
  settings: {
    // The carrier key is a secret: only main's carrier proxy reads it (get_carrier_key).
    present: (record) =>
      record.key === CARRIER_KEY_SETTING && typeof record.value === 'string'
        ? { ...record, value: maskSecret(record.value) }
        : record,
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
